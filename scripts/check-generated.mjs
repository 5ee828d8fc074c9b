// `npm run check:generated`: fails when a generated file in the repository is stale — the Drizzle
// migrations, the TanStack route tree, the OpenAPI snapshot. Offline; the three checks run side by side.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = fileURLToPath(new URL('../apps/server/', import.meta.url));

const checks = [
  { name: 'Migrationen', cwd: root, args: ['scripts/check-migrations.mjs'] },
  { name: 'Route-Tree', cwd: root, args: ['scripts/check-route-tree.mjs'] },
  { name: 'OpenAPI', cwd: server, args: ['--import', 'tsx', 'src/openapi-cli.ts', 'check'] },
];

function run({ name, cwd, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ name, ok: code === 0, output: output.trim() }));
  });
}

const results = await Promise.all(checks.map(run));
for (const { name, ok, output } of results) {
  console[ok ? 'info' : 'error'](`${ok ? '✓' : '✗'} ${name}: ${output}`);
}
if (results.some((r) => !r.ok)) {
  process.exitCode = 1;
}
