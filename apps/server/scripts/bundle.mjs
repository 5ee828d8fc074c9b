// `npm run build -w @maklerwerk/server`: the server as one JavaScript module (dist/bin/server.mjs) so that
// `npm start` loads it without transpiling ~150 TypeScript files at every start (decision 0012).
// npm packages stay external (they load from node_modules as usual); the shared domain package,
// which is TypeScript source, is bundled in.
import fs from 'node:fs';
import { build } from 'esbuild';

const manifest = (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'));
const server = manifest('../package.json');
const domain = manifest('../../../packages/domain/package.json');
const external = [...Object.keys(server.dependencies), ...Object.keys(domain.dependencies)]
  .filter((name) => name !== domain.name)
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The decode worker (decision 0042) is a file of its own beside server.mjs: a worker thread starts it.
  entryPoints: {
    server: new URL('../src/server.ts', import.meta.url).pathname,
    'decode.worker': new URL('../src/workers/decode.worker.ts', import.meta.url).pathname,
  },
  outdir: new URL('../dist/bin', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
