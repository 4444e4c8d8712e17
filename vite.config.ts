import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { linguiMacros } from './config/lingui-macros.ts';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { languages } from './config/languages.ts';
import { routeGeneratorOptions } from './config/routes.ts';

/**
 * A brotli (best quality) and a gzip copy beside each script and style sheet of the build: the server sends
 * them as they are (server/plugins/spa.ts), smaller than what it could compress on the fly for each request.
 */
function precompress(): Plugin {
  return {
    name: 'azura:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? 'dist', fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The app loads each language's compiled catalog (src/locales/<lang>/messages.ts, written by `lingui compile`, not
 * kept in git) through a dynamic import: built without them, the app would start and fail in the browser.
 */
function requireCompiledCatalogs(): Plugin {
  return {
    name: 'azura:compiled-catalogs',
    apply: 'build',
    buildStart() {
      const missing = languages.filter((language) => !existsSync(path.resolve(import.meta.dirname, `src/locales/${language}/messages.ts`)));
      if (missing.length > 0) {
        this.error(`No compiled catalog for ${missing.join(', ')}: build with \`npm run build\` (it runs \`npm run lingui:compile\` first).`);
      }
    },
  };
}

/**
 * Modules the entry reaches only through a package's barrel, which only lazily loaded code uses: the toast
 * list (src/components/ToastList.tsx) and its machines. The toasts' store (toast.store, create-toaster) is
 * needed at start-up and stays in the first chunk.
 */
const lazyOnly =
  /[\\/](?:@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]toast[\\/](?!create-toaster\.)|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]toast[\\/]|@zag-js[\\/](?:dismissable|interact-outside)[\\/]|@zag-js[\\/]toast[\\/]dist[\\/]toast(?:-group)?\.(?:machine|connect|dom|utils)\.)/;

/**
 * Two builds of the same sources: the browser's (`vite build`, into dist) and the server's
 * (`vite build --ssr src/app/entry-server.tsx --outDir dist/.ssr`, see `npm run build`), which renders the pages
 * (server/plugins/ssr.ts). The server's is not compressed, and carries its packages: React, Chakra and the others
 * come in the build's own mode, as in the browser, whatever NODE_ENV the server runs with. Left to Node, they followed
 * the server's NODE_ENV: `npm start` and the browser tests (NODE_ENV unset or test) rendered every page with React's
 * development build, 78 ms of the server's CPU a page against 50 ms (docs/benchmarks.md).
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    tanstackRouter(routeGeneratorOptions),
    react(),
    linguiMacros(),
    lingui(),
    ...(isSsrBuild ? [] : [precompress()]),
    requireCompiledCatalogs(),
  ],
  // `@/x` is the file x from the project's root (tsconfig.json `paths`): how an import leaves its folder.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL('./', import.meta.url)) }] },
  // `npm run dev` beside `npm start` (or `npm run serve`): the API, the dev mailbox, the catalogue's images and the avatars (and their former addresses, which redirect) come from that server.
  server: { proxy: Object.fromEntries(['/api', '/dev', '/cdn', '/images', '/avatars', '/supplier-avatars', '/pictures', '/logos'].map((prefix) => [prefix, 'http://localhost:3000'])) },
  ...(isSsrBuild && {
    // The server's build carries its packages, in the build's mode (see above).
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  }),
  build: isSsrBuild
    ? { sourcemap: true, emptyOutDir: true, copyPublicDir: false }
    : {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: by default it is cut into ~30 shared chunks, each
        // one more request before the first page can start (and gzip compresses one file better than 30).
        // Without following dependencies, so that what only lazy chunks use (lazyOnly) stays out of it.
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'], test: (id) => !lazyOnly.test(id), includeDependenciesRecursively: false }],
        },
      },
    },
  },
}));
