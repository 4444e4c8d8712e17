/**
 * The pages of the front-end benchmark: the first car and the first yacht of the catalogue's API at the
 * addresses the app links to, and what each page's HTML weighs (the server-rendered page: its inline
 * styles, its hydration data, the rest), as sent to a browser that takes br and gzip.
 */
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { carPath, yachtPath } from '@/domain/catalog.ts';

interface Offer {
  _id: string;
  brand: string;
  model: string;
}

/** The page of the first car and of the first yacht the API lists, at the addresses the app links to. */
export async function offerPages(base: string): Promise<{ car: string; yacht: string }> {
  const first = async (kind: 'cars' | 'yachts'): Promise<Offer> => {
    const response = await fetch(`${base}/api/${kind}?size=1`);
    if (!response.ok) throw new Error(`GET /api/${kind}: ${response.status}`);
    const item = ((await response.json()) as { items: Offer[] }).items[0];
    if (!item) throw new Error(`/api/${kind} lists nothing`);
    return item;
  };
  return { car: `${base}${carPath(await first('cars'))}`, yacht: `${base}${yachtPath(await first('yachts'))}` };
}

export interface PageWeight {
  /** Bytes on the wire when the browser accepts br and gzip, and the Content-Encoding answered. */
  sentBytes: number;
  encoding: string;
  /** The HTML itself, and what it would be gzipped at level 9. */
  htmlBytes: number;
  gzipBytes: number;
  /** Inline <style> elements (the Emotion styles of the first paint). */
  styleBytes: number;
  /** Of those, vendor-prefixed declarations (`-webkit-…: …;`, `display:-ms-flexbox;`…). */
  prefixedBytes: number;
  /** The router's data for hydration (the JSON script). */
  dataBytes: number;
  /** Other inline scripts (the colour-mode script). */
  scriptBytes: number;
}

/** One GET as a browser that takes br and gzip sends it: the status, the Content-Encoding answered, the body as sent. */
export function download(url: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip, deflate' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'none'), body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const sum = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].reduce((total, [match]) => total + Buffer.byteLength(match), 0);

/** The page as a browser gets it; fails unless it answers 200 (a benchmark of a 404 or an error page would mislead). */
export async function pageWeight(url: string): Promise<PageWeight> {
  const { status, encoding, body } = await download(url);
  if (status !== 200) throw new Error(`${url} answered ${status}`);
  const decode = { br: brotliDecompressSync, gzip: gunzipSync, deflate: inflateSync }[encoding] ?? ((b: Buffer) => b);
  const html = decode(body).toString('utf8');
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  const prefixed = /(?<=[{;])(?:-(?:webkit|ms|moz)-[a-z-]+:[^;}]*|[a-z-]+:-(?:webkit|ms|moz)-[^;}]*);?/g;
  const jsonScript = /<script[^>]*type="application\/json"[^>]*>[\s\S]*?<\/script>/g;
  return {
    sentBytes: body.length,
    encoding,
    htmlBytes: Buffer.byteLength(html),
    gzipBytes: gzipSync(html, { level: 9 }).length,
    styleBytes: sum(html, /<style\b[^>]*>[\s\S]*?<\/style>/g),
    prefixedBytes: sum(styles, prefixed),
    dataBytes: sum(html, jsonScript),
    scriptBytes: sum(html.replace(jsonScript, ''), /<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/g),
  };
}
