import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapTileUrl } from '@/config/map-tiles.ts';
import { loadConfig } from '@/server/config.ts';
import { tileSource } from '@/server/plugins/security.ts';
import { databaseLabel, useTestServer } from '@/tests/support/server.ts';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'azura-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Azura</title></head><body><div id="root"></div></body></html>');
});
const server = useTestServer(() => ({
  distDir: dist,
  mapTiles: { url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png', attribution: '&copy; <a href="https://example.com">Example</a> "maps"' },
}));
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

/** A page of the app: outside the contract's API, asked raw. */
const page = (url: string, headers: Record<string, string> = {}) => server.inject({ method: 'GET', url, headers });

describe(`the map's tiles on ${databaseLabel}`, () => {
  it('default to OpenStreetMap, which the pages may load', () => {
    const config = loadConfig({});
    expect(config.mapTiles.url).toBe(defaultMapTileUrl);
    expect(config.mapTiles.attribution).toContain('OpenStreetMap');
    expect(tileSource(config.mapTiles.url)).toEqual(['https://tile.openstreetmap.org']);
    expect(loadConfig({ MAP_TILE_URL: 'https://maps.example.org/{z}/{x}/{y}.png' }).mapTiles.url).toBe('https://maps.example.org/{z}/{x}/{y}.png');
  });

  it('reach the app as meta tags in every page, and the security policy lets the images load', async () => {
    const response = await page('/fr/location-on-map');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<meta name="azura-map-tile-url" content="https://{s}.tiles.example.com/{z}/{x}/{y}.png" />');
    expect(response.body).toContain(
      '<meta name="azura-map-tile-attribution" content="&amp;copy; &lt;a href=&quot;https://example.com&quot;&gt;Example&lt;/a&gt; &quot;maps&quot;" />',
    );
    expect(response.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/\*\.tiles\.example\.com;/);
    // The start-up settings beside them (config/start-up.ts), all off by default.
    expect(response.body).toContain(
      '<meta name="azura-start-up" content="{&quot;analytics&quot;:null,&quot;languageFromAddress&quot;:false,&quot;captcha&quot;:null,&quot;googleSignIn&quot;:false}" /></head>',
    );
  });

  it('lets browsers revalidate the page without downloading it again', async () => {
    const first = await page('/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await page('/sign-in', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await page('/index.html')).body).toContain('azura-map-tile-url');
  });

  it('allows the origin of a tile URL in the policy, a subdomain placeholder as a wildcard', () => {
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://*.tile.openstreetmap.org']);
    expect(tileSource('HTTPS://Tiles.Example.com:8443/{z}/{x}/{y}{r}.png')).toEqual(['https://tiles.example.com:8443']);
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toEqual([]);
    expect(tileSource('https://maps.{s}.example.com/{z}/{x}/{y}.png')).toEqual([]);
  });
});
