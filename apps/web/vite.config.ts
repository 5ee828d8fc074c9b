import fs from 'node:fs';
import { createRequire } from 'node:module';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { domainForBrowser } from './build/domain-for-browser.ts';
import { firstPageChunking } from './build/first-page-chunks.ts';

const api = 'http://localhost:3000';
/** What the dev server and the preview hand to the API: its base, the health check and the spec's downloads at the root. */
const apiPaths = { '/MSC3': api, '/health': api, '/downloadFax': api, '/get_simple_file': api };
const WORKER_PATH = 'web-workers/pdf.worker.min.js';

/**
 * The pdf.js worker as a file of its own at /web-workers/pdf.worker.min.js (spec §9), copied from
 * pdfjs-dist at build time and served from there in development; never inlined into a chunk.
 */
function pdfWorker(): Plugin {
  const source = createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.worker.min.mjs');
  return {
    name: 'maklerwerk-pdf-worker',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_PATH, source: fs.readFileSync(source) });
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER_PATH}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(fs.readFileSync(source));
      });
    },
  };
}
const fromHere = (path: string) => new URL(path, import.meta.url).pathname;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders in chunks of their own too: a loader imports its feature's queries and API definitions
      // (zod schemas), which the first page does not need for the other routes.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['pendingComponent', 'errorComponent', 'notFoundComponent']],
      },
      routesDirectory: fromHere('./src/routes'),
      generatedRouteTree: fromHere('./src/routeTree.gen.ts'),
      routeFileIgnorePattern: '\\.test\\.tsx?$',
    }),
    react(),
    pdfWorker(),
    domainForBrowser(),
  ],
  server: {
    port: 5173,
    proxy: apiPaths,
  },
  preview: {
    proxy: apiPaths,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunks and styles each route loads (scripts/bench-web.mjs reads it;
    // the server does not serve dot-directories).
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: firstPageChunking(fromHere('./')) },
      // The shared domain package is pure (schemas, rules): a domain module the web uses nothing of is left
      // out instead of being kept for possible side effects of its top level.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
    },
  },
});
