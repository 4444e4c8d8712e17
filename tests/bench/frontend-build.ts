/**
 * All the JavaScript of the browser build: every .js file in dist/assets (not the source maps nor the .br/.gz
 * copies), each gzipped here at level 9, and what it is made of. Each file's source map (the build writes one)
 * gives which source each generated character comes from; a package's share of a file's characters is taken
 * as its share of the file's gzip size (an estimate: code compresses unevenly), summed over the files.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { totals, type ScriptTotals } from './frontend-scripts.ts';

export interface PackageShare {
  name: string;
  /** Estimated gzip bytes of this package over every file of the build. */
  gzip: number;
  /** Files it appears in. */
  files: number;
}

export interface BuildScripts extends ScriptTotals {
  packages: PackageShare[];
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/**
 * What a source path belongs to: its package (node_modules/<name> or node_modules/@scope/<name>), or a folder of
 * the app: src/features/<feature>, src/locales/<language>, src/<folder>, or the top folder (machines, domain…).
 */
export function packageOf(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(normalized);
  if (match) return match[1]!;
  const parts = normalized.split('/').filter((part) => part && part !== '.' && part !== '..');
  if (parts[0] === 'src' && (parts[1] === 'features' || parts[1] === 'locales') && parts.length > 3) return parts.slice(0, 3).join('/');
  if (parts[0] === 'src' && parts.length > 2) return parts.slice(0, 2).join('/');
  if (parts.length === 1 && /^\(.*\)$/.test(parts[0]!)) return parts[0]!.slice(1, -1); // Lighthouse's "(unmapped)"
  return parts.length > 1 ? parts[0]! : parts[0] ?? 'unmapped';
}

/** Characters of the generated code per package, from the file's source map. */
function charactersByPackage(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const counts = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const length = lines[index]?.length ?? 0;
    let column = 0;
    const segments = line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
        column += columnDelta;
        if (sourceDelta !== undefined) source += sourceDelta;
        return { column, source: sourceDelta === undefined ? -1 : source };
      });
    // Fields after the source (its line and column, the name) are relative too, but only the source is needed.
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? length;
      const name = segment.source < 0 ? 'unmapped' : packageOf(map.sources[segment.source] ?? '');
      counts.set(name, (counts.get(name) ?? 0) + Math.max(0, end - segment.column));
    });
  });
  return counts;
}

export function measureBuildScripts(distDir: string): BuildScripts {
  const assets = path.join(distDir, 'assets');
  const packages = new Map<string, PackageShare>();
  const files = readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const data = readFileSync(path.join(assets, name));
      const gzip = gzipSync(data, { level: 9 }).length;
      const mapFile = path.join(assets, `${name}.map`);
      if (existsSync(mapFile)) {
        const counts = charactersByPackage(data.toString('utf8'), JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string });
        const total = [...counts.values()].reduce((sum, n) => sum + n, 0) || 1;
        for (const [pkg, characters] of counts) {
          const share = packages.get(pkg) ?? { name: pkg, gzip: 0, files: 0 };
          share.gzip += (gzip * characters) / total;
          share.files += 1;
          packages.set(pkg, share);
        }
      }
      return { file: `/assets/${name}`, bytes: data.length, gzip, encoding: 'file' };
    });
  return { ...totals(files), packages: [...packages.values()].sort((a, b) => b.gzip - a.gzip) };
}
