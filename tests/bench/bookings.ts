/**
 * npm run bench -- bookings: booking creation through the real server (HTTP on loopback), the demo driver
 * signed in, every request priced by the server and checked against the database's exclusion constraint.
 *
 *  (a) 20 clients at once, each on its own car, each booking the next free dates of its car again and
 *      again for `seconds`: throughput and latency of createBooking.
 *  (b) 20 clients at once on ONE car, each asking random overlapping periods within a few weeks: how many
 *      bookings were made, how many refused with 409 DATES_TAKEN, whether every refusal was right (its
 *      period overlaps a booking that was made) and whether any two bookings made overlap (must be none).
 */
import { carBookingPrice, rentalDays, type CarExtraPrices } from '../../domain/price.ts';

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
  // Most companies ask for the driver's licence before a booking: the demo driver sends his picture first.
  const form = new FormData();
  form.append('kind', 'licence');
  form.append('image', new Blob([licencePicture], { type: 'image/png' }), 'licence.png');
  const upload = await fetch(`${base}/api/create-biometric`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (upload.status !== 201) throw new Error(`licence upload failed: ${upload.status}`);
  return token;
}

/** A 1x1 PNG: the server checks that it is a picture, not what it shows. */
const licencePicture = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

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

export async function distinctCarsLoad(base: string, clients = 20, seconds = 10): Promise<BookingLoad> {
  const token = await signIn(base);
  const cars = (await bookableCars(base)).slice(0, clients);
  if (cars.length < clients) throw new Error(`only ${cars.length} cars to book`);
  const start = Date.UTC(2031, 0, 1, 10);
  const latencies: number[] = [];
  let failures = 0;
  const deadline = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    cars.map(async (car) => {
      for (let n = 0; performance.now() < deadline; n += 1) {
        const from = start + n * 3 * DAY;
        const result = await book(base, token, car, { from, to: from + 2 * DAY });
        if (result.status === 201) latencies.push(result.ms);
        else failures += 1;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    clients,
    seconds: Math.round(elapsed * 10) / 10,
    made: latencies.length,
    rps: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    failures,
  };
}

const overlaps = (a: Period, b: Period) => a.from < b.to && b.from < a.to;

export async function conflictingLoad(base: string, clients = 20, attemptsPerClient = 25): Promise<ConflictLoad> {
  const token = await signIn(base);
  const [car] = (await bookableCars(base)).slice(-1);
  if (!car) throw new Error('no car to book');
  const window = Date.UTC(2032, 5, 1, 10);
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
