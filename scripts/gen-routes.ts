/**
 * npm run gen:routes: writes src/routeTree.gen.ts from the files of src/routes, as the router's Vite plugin does
 * on every build and in `npm run dev` — for the type check and the tests, which run without Vite's build.
 */
import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeGeneratorOptions } from '@/config/routes.ts';

const root = path.resolve(import.meta.dirname, '..');
const config = getConfig({ ...routeGeneratorOptions }, root);
await new Generator({ config, root }).run();
console.log(`wrote ${config.generatedRouteTree}`);
