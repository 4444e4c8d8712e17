/** Where the file routes are and what the router's generator makes of them: read by vite.config.ts and scripts/gen-routes.ts. */
export const routeGeneratorOptions = {
  target: 'react',
  autoCodeSplitting: true,
  routesDirectory: 'src/routes',
  generatedRouteTree: 'src/routeTree.gen.ts',
} as const;
