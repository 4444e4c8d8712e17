/**
 * npm run bench: measures the server and writes the figures to docs/benchmarks.md.
 * Each benchmark starts its own server on loopback with a fresh embedded database.
 * Loads are bounded in time and connections, and target 127.0.0.1 only.
 */
import { writeSection, machine, when } from './report.ts';
import { benchSearch } from './search.ts';
import { benchBookings } from './bookings.ts';
import { benchAccounts } from './accounts.ts';
import { benchFuzz } from './fuzz.ts';
import { benchPages } from './pages.ts';

console.log(`Benchmarks on ${machine}`);

async function benchFrontend() {
  const { measureFrontend } = await import('./frontend.ts');
  const { frontendSection } = await import('./frontend-report.ts');
  const result = await measureFrontend();
  writeSection('frontend', frontendSection(result, machine, when));
  console.log(`Written to docs/benchmarks.md (Lighthouse reports in ${result.reportsDir})`);
}

// npm run bench [-- accounts|search|bookings|pages|frontend|fuzz]: all by default.
const only = process.argv[2];
if (!only || only === 'accounts') await benchAccounts();
if (!only || only === 'search') await benchSearch();
if (!only || only === 'bookings') await benchBookings();
if (!only || only === 'pages') await benchPages();
if (!only || only === 'frontend') await benchFrontend();
if (!only || only === 'fuzz') benchFuzz();
