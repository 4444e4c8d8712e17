/**
 * npm run bench: measures the server and writes the figures to docs/benchmarks.md.
 * Each benchmark starts its own server on loopback with a fresh embedded database.
 * Loads are bounded in time and connections, and target 127.0.0.1 only.
 */
import { base, seededServer } from './bench-server.ts';
import { writeSection, machine, when } from './report.ts';
import { benchSearch } from './search.ts';
import { benchAccounts } from './accounts.ts';

console.log(`Benchmarks on ${machine}`);

async function benchBookings() {
  const { conflictingLoad, distinctCarsLoad } = await import('./bookings.ts');
  const targets = [{ label: 'Embedded PGlite (the default of `npm start`)', url: undefined as string | undefined }];
  if (process.env.BENCH_DATABASE_URL) targets.push({ label: `PostgreSQL server (${new URL(process.env.BENCH_DATABASE_URL).host})`, url: process.env.BENCH_DATABASE_URL });
  const sections: string[] = [];
  for (const target of targets) {
    const server = await seededServer(target.url);
    try {
      const distinct = await distinctCarsLoad(base);
      const conflict = await conflictingLoad(base);
      console.log(target.label, distinct, conflict);
      const share = (n: number, of: number) => (of === 0 ? '-' : `${((n / of) * 100).toFixed(1)} %`);
      sections.push(`### ${target.label}

| measure | figure |
| --- | --- |
| bookings made, ${distinct.clients} clients on distinct cars for ${distinct.seconds} s | ${distinct.made} (${distinct.rps.toFixed(0)} bookings/s), ${distinct.failures} failed |
| createBooking latency, p50 / p99 | ${distinct.p50} ms / ${distinct.p99} ms |
| ${conflict.clients} clients on one car, ${conflict.attempts} overlapping requests | ${conflict.made} made, ${conflict.refused} refused with 409 DATES_TAKEN, ${conflict.otherFailures} other answers |
| refusals that were right (their dates overlap a booking made) | ${conflict.correctRefusals} of ${conflict.refused} (${share(conflict.correctRefusals, conflict.refused)}) |
| pairs of bookings made that overlap (must be 0) | ${conflict.overlapsMade} |`);
    } finally {
      await server.close();
    }
  }
  writeSection(
    'bookings',
    `## Booking creation (${when} UTC)

Machine: ${machine}; one server process; clients in the benchmark's own process on loopback (tests/bench/bookings.ts).
Every request is a pay-online booking of the demo driver, priced by the server (domain/price.ts) and checked by the
database's exclusion constraint; each client waits for its answer before its next request.

${sections.join('\n\n')}`,
  );
  console.log('Written to docs/benchmarks.md');
}

async function benchFrontend() {
  const { frontendSection, measureFrontend } = await import('./frontend.ts');
  const result = await measureFrontend();
  writeSection('frontend', frontendSection(result, machine, when));
  console.log(`Written to docs/benchmarks.md (Lighthouse reports in ${result.reportsDir})`);
}

// npm run bench [-- accounts|search|bookings|frontend]: all by default.
const only = process.argv[2];
if (!only || only === 'accounts') await benchAccounts();
if (!only || only === 'search') await benchSearch();
if (!only || only === 'bookings') await benchBookings();
if (!only || only === 'frontend') await benchFrontend();
