import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:3000';
const fromHere = (path: string) => new URL(path, import.meta.url).pathname;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
  ],
  server: {
    port: 5173,
    proxy: { '/MSC3': api, '/health': api },
  },
  preview: {
    proxy: { '/MSC3': api, '/health': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each route loads (scripts/bench-web.mjs reads it;
    // the server does not serve dot-directories).
    manifest: true,
    rolldownOptions: {
      // The shared domain package is pure (schemas, rules): a domain module the web uses nothing of is left
      // out instead of being kept for possible side effects of its top level.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
    },
  },
});
