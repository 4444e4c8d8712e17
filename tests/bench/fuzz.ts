/**
 * npm run bench -- fuzz: contract fuzzing at full size (issue 15): 1,000 requests drawn from the contract for every
 * operation (half allowed, half forbidden by it), through the real server on PGlite, with a new seed each run. It runs
 * the same test as `npm test` (tests/server/contract-fuzz.test.ts) with FUZZ_RUNS, and writes what it found and how
 * long the answers took to docs/benchmarks.md. FUZZ_RUNS and FUZZ_SEED override the size and the seed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './bench-server.ts';
import { loadAverage, machine, when, writeSection } from './report.ts';

interface Report {
  seed: number;
  runs: number;
  database: string;
  operations: Record<string, { times: number[]; problems: string[]; statuses: Record<string, number> }>;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
};
const ms = (value: number) => value.toFixed(1);

export function benchFuzz() {
  const runs = Number(process.env.FUZZ_RUNS ?? 1000);
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
  const report = path.join(mkdtempSync(path.join(tmpdir(), 'azura-fuzz-')), 'report.json');
  console.log(`Contract fuzzing: ${runs} cases an operation, seed ${seed}`);
  const started = Date.now();
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', 'tests/server/contract-fuzz.test.ts', '--testTimeout=1800000'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: String(seed), FUZZ_REPORT: report },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const result = JSON.parse(readFileSync(report, 'utf8')) as Report;
  const rows = Object.entries(result.operations).sort(([a], [b]) => a.localeCompare(b));
  const all = rows.flatMap(([, operation]) => operation.times);
  const reached = rows.filter(([, operation]) => Object.keys(operation.statuses).some((status) => status.startsWith('2'))).length;
  const slow = rows.flatMap(([name, operation]) => operation.times.filter((time) => time > 1000).map(() => name));
  const problems = rows.flatMap(([name, operation]) => operation.problems.map((problem) => `- \`${name}\`: ${problem}`));
  const table = rows
    .map(([name, operation]) => {
      const statuses = Object.entries(operation.statuses).sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}×${count}`).join(' ');
      return `| \`${name}\` | ${operation.times.length} | ${operation.problems.length} | ${statuses} | ${ms(percentile(operation.times, 0.5))} | ${ms(percentile(operation.times, 0.95))} | ${ms(Math.max(...operation.times))} |`;
    })
    .join('\n');
  writeSection(
    'fuzz',
    `## Contract fuzzing (${when} UTC)

${machine}; load average ${loadAverage()} at the end. \`npm run bench -- fuzz\` (tests/bench/fuzz.ts): ${result.runs} requests an
operation drawn from the contract (half it allows, half it forbids), seed ${result.seed}, through the real server on
${result.database} with the demo data, signed in as the superadmin or not at all; ${rows.length} operations, ${all.length}
requests in ${seconds} s (vitest ${run.status === 0 ? 'passed' : 'failed'}).

- Answers that were a 5xx, a status the operation does not declare, a body breaking its schema, or a forbidden request
  carried out: ${problems.length === 0 ? 'none' : problems.length}.
- Answers over 1 s: ${slow.length === 0 ? 'none' : `${slow.length} (${[...new Set(slow)].join(', ')})`}.
- Operations that answered 2xx at least once: ${reached} of ${rows.length}.
- All answers: median ${ms(percentile(all, 0.5))} ms, 95th percentile ${ms(percentile(all, 0.95))} ms, slowest ${ms(Math.max(...all))} ms.
${problems.length > 0 ? `\n${problems.slice(0, 50).join('\n')}\n` : ''}
The statuses show how deep the requests went: a uuid is drawn half the time from records that exist, yet most calls
about one record still end at its 403 or 404 (someone else's, or a random one), and the forms' own rules (a password's
strength, dates in order) refuse most drawn bodies with 400. What the figures prove is the boundary: nothing drawn
makes the server fail or answer outside its contract.

| operation | requests | problems | statuses | median ms | p95 ms | max ms |
| --- | ---: | ---: | --- | ---: | ---: | ---: |
${table}`,
  );
  console.log(`Written to docs/benchmarks.md (${all.length} requests, ${problems.length} problems, ${slow.length} over 1 s)`);
}
