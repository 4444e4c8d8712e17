/**
 * npm run bench -- bookings: booking creation through the real server (HTTP on loopback), the demo driver
 * signed in, every request priced by the server and checked against the database's exclusion constraint.
 *
 *  (a) 20 clients at once, each on its own car, each booking the next free dates of its car again and
 *      again: throughput and latency of createBooking over `seconds`, after a warm-up of the same load shown apart.
 *  (b) 20 clients at once on ONE car, each asking random overlapping periods within a few weeks: how many
 *      bookings were made, how many refused with 409 DATES_TAKEN, whether every refusal was right (its
 *      period overlaps a booking that was made) and whether any two bookings made overlap (must be none).
 */
import { carBookingPrice, rentalDays, type CarExtraPrices } from '@/domain/price.ts';
import { base, seededServer } from './bench-server.ts';
import { loadAverage, machine, when, writeSection } from './report.ts';

type Car = { _id: string; price: number; extras: CarExtraPrices; locations: string[]; available: boolean; supplier: { slug: string } };
type Period = { from: number; to: number };

export interface BookingLoad {
  clients: number;
  seconds: number;
  made: number;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The first seconds of the same load, before `seconds` are measured: shown apart, not counted above. */
  warmUp: { seconds: number; made: number; p50: number; p99: number; failures: number };
  /** Warm-up and measured seconds together, as the benchmark measured before it had a warm-up. */
  whole: { p50: number; p99: number };
}

export interface ConflictLoad {
  clients: number;
  attempts: number;
  made: number;
  refused: number;
  correctRefusals: number;
  overlapsMade: number;
  otherFailures: number;
}

const DAY = 24 * 60 * 60 * 1000;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/sign-in/frontend`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'driver@example.com', password: 'demo1234' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  // Most suppliers ask for the driver's licence before a booking: the demo driver sends his image first.
  const form = new FormData();
  form.append('kind', 'licence');
  form.append('image', new Blob([licenceImage], { type: 'image/png' }), 'licence.png');
  const upload = await fetch(`${base}/api/create-biometric`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (upload.status !== 201) throw new Error(`licence upload failed: ${upload.status}`);
  return token;
}

/** A 1x1 PNG: the server checks that it is an image, not what it shows. */
const licenceImage = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Cars the demo driver may book online by card (Azur Prestige asks for 25 years; he is older, but keep it simple). */
async function bookableCars(base: string): Promise<Car[]> {
  const response = await fetch(`${base}/api/cars?size=100&sort=newest`);
  const { items } = (await response.json()) as { items: Car[] };
  return items.filter((car) => car.available && car.supplier.slug !== 'azur-prestige');
}

async function book(base: string, token: string, car: Car, period: Period) {
  const from = new Date(period.from);
  const to = new Date(period.to);
  const started = performance.now();
  const response = await fetch(`${base}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      offer: car._id,
      from: from.toISOString(),
      to: to.toISOString(),
      pickUpLocation: car.locations[0],
      dropOffLocation: car.locations[0],
      paymentOption: 'payOnline',
      paymentType: 'card',
      total: carBookingPrice(car, rentalDays(from, to), {}).total,
    }),
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code, ms: performance.now() - started };
}

const SLOT = DAY / 4;
/** 10:00 UTC tomorrow. */
const startOfTomorrow = () => {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 10);
};

export async function distinctCarsLoad(base: string, clients = 20, seconds = 10, warmUpSeconds = 2): Promise<BookingLoad> {
  const token = await signIn(base);
  const cars = (await bookableCars(base)).slice(0, clients);
  if (cars.length < clients) throw new Error(`only ${cars.length} cars to book`);
  // Within the booking horizon (domain/booking-limits.ts: 548 days ahead): from tomorrow, rentals of 6 hours back to
  // back, so that a car holds 2,192 of them before the horizon (a 3-day step gave 182, fewer than a run makes).
  const start = startOfTomorrow();
  const warmUp: number[] = [];
  const latencies: number[] = [];
  let warmUpFailures = 0;
  let failures = 0;
  const began = performance.now();
  const measuredFrom = began + warmUpSeconds * 1000;
  const deadline = measuredFrom + seconds * 1000;
  await Promise.all(
    cars.map(async (car) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const from = start + n * SLOT;
        const sent = performance.now();
        const result = await book(base, token, car, { from, to: from + SLOT });
        // A request belongs to the part of the run it was sent in.
        const measured = sent >= measuredFrom;
        if (result.status === 201) (measured ? latencies : warmUp).push(result.ms);
        else if (measured) failures += 1;
        else warmUpFailures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - measuredFrom) / 1000;
  const whole = [...warmUp, ...latencies].sort((a, b) => a - b);
  latencies.sort((a, b) => a - b);
  warmUp.sort((a, b) => a - b);
  return {
    clients,
    seconds: Math.round(elapsed * 10) / 10,
    made: latencies.length,
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failures,
    warmUp: { seconds: warmUpSeconds, made: warmUp.length, p50: Math.round(percentile(warmUp, 50)), p99: Math.round(percentile(warmUp, 99)), failures: warmUpFailures },
    whole: { p50: Math.round(percentile(whole, 50)), p99: Math.round(percentile(whole, 99)) },
  };
}

const overlaps = (a: Period, b: Period) => a.from < b.to && b.from < a.to;

export async function conflictingLoad(base: string, clients = 20, attemptsPerClient = 25): Promise<ConflictLoad> {
  const token = await signIn(base);
  const [car] = (await bookableCars(base)).slice(-1);
  if (!car) throw new Error('no car to book');
  const window = startOfTomorrow() + 30 * DAY;
  // A seeded generator, so that every run asks the same periods.
  let seed = 42;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const made: Period[] = [];
  const refused: Period[] = [];
  let otherFailures = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < attemptsPerClient; i += 1) {
        const from = window + Math.floor(random() * 40) * DAY + Math.floor(random() * 24) * 60 * 60 * 1000;
        const period = { from, to: from + (1 + Math.floor(random() * 4)) * DAY };
        const result = await book(base, token, car, period);
        if (result.status === 201) made.push(period);
        else if (result.status === 409 && result.code === 'DATES_TAKEN') refused.push(period);
        else {
          otherFailures += 1;
          if (process.env.BENCH_VERBOSE) console.log(result.status, result.code);
        }
      }
    }),
  );
  let overlapsMade = 0;
  for (let i = 0; i < made.length; i += 1) for (let j = i + 1; j < made.length; j += 1) if (overlaps(made[i]!, made[j]!)) overlapsMade += 1;
  return {
    clients,
    attempts: clients * attemptsPerClient,
    made: made.length,
    refused: refused.length,
    correctRefusals: refused.filter((period) => made.some((booked) => overlaps(period, booked))).length,
    overlapsMade,
    otherFailures,
  };
}

/** Issue 11's target for booking creation on PostgreSQL with 20 clients, and the figures measured before that work. */
const bookingTarget = { p99: 50, before: { pglite: '214 ms / 1684 ms', postgres: '79 ms / 222 ms', measured: '2026-11-22' } };

/** npm run bench -- bookings: both loads on the embedded PGlite, and on the PostgreSQL server of BENCH_DATABASE_URL when given. */
export async function benchBookings() {
  const loadBefore = loadAverage();
  const targets = [{ label: 'Embedded PGlite (the default of `npm start`)', url: undefined as string | undefined }];
  if (process.env.BENCH_DATABASE_URL) targets.push({ label: `PostgreSQL server (${new URL(process.env.BENCH_DATABASE_URL).host}, pool of ${process.env.DATABASE_POOL_SIZE ?? 10})`, url: process.env.BENCH_DATABASE_URL });
  const sections: string[] = [];
  for (const target of targets) {
    const server = await seededServer(target.url);
    try {
      const distinct = await distinctCarsLoad(base);
      const conflict = await conflictingLoad(base);
      console.log(target.label, distinct, conflict);
      const share = (n: number, of: number) => (of === 0 ? '-' : `${((n / of) * 100).toFixed(1)} %`);
      const { warmUp } = distinct;
      const guarded = conflict.overlapsMade === 0 && conflict.otherFailures === 0 && conflict.correctRefusals === conflict.refused;
      const verdict = target.url
        ? `Target (issue 11): with ${distinct.clients} clients, createBooking p99 at most ${bookingTarget.p99} ms, no overlapping booking and every refusal right.
This run: p99 ${distinct.p99} ms — **${distinct.p99 <= bookingTarget.p99 && distinct.failures === 0 ? 'met' : 'not met'}**; ${conflict.overlapsMade} overlapping and ${share(conflict.correctRefusals, conflict.refused)} of the refusals right — **${guarded ? 'met' : 'not met'}**.
It was ${bookingTarget.before.postgres} (p50 / p99) on ${bookingTarget.before.measured}, measured the same way but without the warm-up; over all
${warmUp.seconds + distinct.seconds} s of this run together: ${distinct.whole.p50} ms / ${distinct.whole.p99} ms (the target ${distinct.whole.p99 <= bookingTarget.p99 ? 'met' : 'not met'} counted that way).`
        : `No target on PGlite (issue 11 names PostgreSQL): recorded for comparison; ${bookingTarget.before.pglite} (p50 / p99) on ${bookingTarget.before.measured}, without the warm-up
(${distinct.whole.p50} ms / ${distinct.whole.p99} ms over all ${warmUp.seconds + distinct.seconds} s of this run).`;
      sections.push(`### ${target.label}

| measure | figure |
| --- | --- |
| warm-up: the first ${warmUp.seconds} s of the same load (not counted below) | ${warmUp.made} made, ${warmUp.failures} failed, p50 / p99 ${warmUp.p50} ms / ${warmUp.p99} ms |
| bookings made, ${distinct.clients} clients on distinct cars for the next ${distinct.seconds} s | ${distinct.made} (${distinct.rps.toFixed(0)} bookings/s), ${distinct.failures} failed |
| createBooking latency, p50 / p99 | ${distinct.p50} ms / ${distinct.p99} ms |
| the same over warm-up and measured seconds together (as measured before the warm-up existed) | ${distinct.whole.p50} ms / ${distinct.whole.p99} ms |
| ${conflict.clients} clients on one car, ${conflict.attempts} overlapping requests | ${conflict.made} made, ${conflict.refused} refused with 409 DATES_TAKEN, ${conflict.otherFailures} other answers |
| refusals that were right (their dates overlap a booking made) | ${conflict.correctRefusals} of ${conflict.refused} (${share(conflict.correctRefusals, conflict.refused)}) |
| pairs of bookings made that overlap (must be 0) | ${conflict.overlapsMade} |

${verdict}`);
    } finally {
      await server.close();
    }
  }
  writeSection(
    'bookings',
    `## Booking creation (${when} UTC)

Machine: ${machine}; 1-minute load average ${loadBefore} when the benchmark started, ${loadAverage()} when it ended (other
work may share the cores); one server process; clients in the benchmark's own process on loopback (tests/bench/bookings.ts,
\`fetch\`). Every request is a pay-online booking of the demo driver, priced by the server (domain/price.ts) and checked by the
database's exclusion constraint; each client waits for its answer before its next request.

${sections.join('\n\n')}`,
  );
  console.log('Written to docs/benchmarks.md');
}
