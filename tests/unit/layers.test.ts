import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { layers } from '@/config/layers';
import { readmePath, readmeWithLayers } from '@/scripts/gen-layers';

describe('the layers (config/layers.ts)', () => {
  it('are drawn in the README as they are configured (npm run gen:layers)', () => {
    const readme = readFileSync(readmePath, 'utf8');
    expect(readme, 'README.md is stale: run npm run gen:layers').toBe(readmeWithLayers(readme));
  });

  it('name only layers that exist, and none imports a layer that imports it back', () => {
    const names = new Set(layers.map((layer) => layer.name));
    for (const layer of layers) for (const other of layer.imports) expect(names, `${layer.name} imports ${other}`).toContain(other);
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      from === to || (!seen.has(from) && (seen.add(from), layers.find((layer) => layer.name === from)!.imports.some((next) => reaches(next, to, seen))));
    for (const layer of layers) for (const other of layer.imports) expect(reaches(other, layer.name), `${layer.name} ↔ ${other}`).toBe(false);
  });
});
