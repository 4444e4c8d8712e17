import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { mapTileMeta, type MapTiles } from '@/config/map-tiles.ts';
import { startUpMeta, type StartUpSettings } from '@/config/start-up.ts';
import { escapeHtml } from '@/shared/html.ts';
import { hydrationDataId, serializeHydrationData, type HydrationData, type RenderedPage, type RenderPage } from '@/shared/page.ts';
import { tokenCookieName } from '@/shared/storage-keys.ts';
import { themeScript } from '@/shared/theme-script.ts';
import type { Config } from '@/server/config.ts';

/** Where `vite build --ssr` writes the server's side of the app, inside the build (never served: a dot folder). */
export const ssrEntry = (distDir: string) => path.join(distDir, '.ssr', 'entry-server.js');

/** The inline script's hash for the Content Security Policy (server/plugins/security.ts). */
export const themeScriptHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

interface Template {
  mtimeMs: number;
  /** index.html up to its `<!--app-head-->` marker, between it and `<!--app-html-->`, and after. */
  parts: [string, string, string];
}

/** The build's index.html, with the server's settings the app reads at run time (the map's tiles, the start-up settings) as meta tags. */
function createTemplate(distDir: string, mapTiles: MapTiles, startUp: StartUpSettings) {
  const file = path.join(distDir, 'index.html');
  let template: Template | undefined;
  return async function read(): Promise<Template> {
    const { mtimeMs } = await stat(file);
    if (template?.mtimeMs !== mtimeMs) {
      const settings = (Object.keys(mapTileMeta) as (keyof MapTiles)[])
        .map((key) => `<meta name="${mapTileMeta[key]}" content="${escapeHtml(mapTiles[key])}" />`)
        .join('') + `<meta name="${startUpMeta}" content="${escapeHtml(JSON.stringify(startUp))}" />`;
      let html = (await readFile(file, 'utf8')).replace('</head>', `${settings}</head>`);
      // A page without the markers (an older index.html) gets them where they belong.
      if (!html.includes('<!--app-head-->')) html = html.replace('</head>', '<!--app-head--></head>');
      if (!html.includes('<!--app-html-->')) html = html.replace('<div id="root">', '<div id="root"><!--app-html-->');
      const [beforeHead, rest] = splitAt(html, '<!--app-head-->');
      const [betweenParts, afterHtml] = splitAt(rest, '<!--app-html-->');
      template = { mtimeMs, parts: [beforeHead, betweenParts, afterHtml] };
    }
    return template;
  };
}

function splitAt(html: string, marker: string): [string, string] {
  const index = html.indexOf(marker);
  if (index < 0) return [html, ''];
  return [html.slice(0, index), html.slice(index + marker.length)];
}

/** A page with its ETag: a browser that has this very page gets 304 without it. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  reply.header('ETag', etag);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.code(status).send(html);
}

/**
 * Answers a page request with the page rendered by the app's own routes (src/app/entry-server.tsx): its status
 * (404 for an unknown address or id), its head, the styles of its first paint, its markup and the data it was
 * built from. The loaders' API calls are answered in this process (`app.inject`), through the same validation
 * and handlers as the browser's. Without the server build (`vite build` alone), the page is the bare index.html,
 * which the browser renders.
 */
export function createPageRenderer(
  app: FastifyInstance,
  { distDir, mapTiles, appUrl, startUp }: Pick<Config, 'distDir' | 'mapTiles' | 'appUrl' | 'startUp'>,
) {
  const template = createTemplate(distDir, mapTiles, startUp);
  const entry = ssrEntry(distDir);
  let renderPage: Promise<RenderPage | undefined> | undefined;
  const loadRenderer = () =>
    (renderPage ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((module: { renderPage: RenderPage }) => module.renderPage)
      : Promise.resolve(undefined));

  /** The loaders' API, answered in this process. */
  const fetchInProcess = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const [before, between, after] = (await template()).parts;
    const signedIn = (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${tokenCookieName}=`));
    // A page never holds a person's data (the server renders as a guest), but it depends on the cookie.
    reply.header('Cache-Control', signedIn ? 'private, no-cache' : 'no-cache').header('Vary', 'Cookie').type('text/html; charset=utf-8');

    const shell = `${before}${between}${after}`;
    const render = await loadRenderer();
    if (!render) return sendHtml(request, reply, 200, shell);
    let page: RenderedPage;
    try {
      page = await render({ url: request.url, origin: appUrl, fetch: fetchInProcess, signedIn, startUp });
    } catch (error) {
      // The browser renders the page itself (and retries what failed); the status says it went wrong here.
      request.log.error({ err: error }, 'Server rendering failed');
      return sendHtml(request, reply, 500, shell);
    }
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (page.kind === 'shell') return sendHtml(request, reply, page.status, shell);

    const data: HydrationData = page.data;
    const html =
      before.replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`) +
      `<script>${themeScript}</script>${page.head}${page.styles}` +
      between +
      page.html +
      after.replace('</body>', `<script type="application/json" id="${hydrationDataId}">${serializeHydrationData(data)}</script></body>`);
    reply.header('Content-Language', page.language);
    return sendHtml(request, reply, page.status, html);
  };
}
