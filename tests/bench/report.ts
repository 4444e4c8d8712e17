/** docs/benchmarks.md: one section per benchmark, with the machine and the time it was measured. */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { root } from './bench-server.ts';

export function writeSection(name: string, body: string) {
  const file = path.join(root, 'docs', 'benchmarks.md');
  const header = '# Benchmarks\n\nFigures written by `npm run bench` (tests/bench/run.ts). Each section says when and where it was measured.\n';
  let text = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  text = pattern.test(text) ? text.replace(pattern, block) : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

/** The machine's 1-minute load average now: other work on the same cores moves the figures. */
export const loadAverage = () => loadavg()[0]!.toFixed(2);

export const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
export const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
