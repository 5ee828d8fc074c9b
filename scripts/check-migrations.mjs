// Fails when apps/server/drizzle is stale: `drizzle-kit check` (consistent snapshots), then
// `drizzle-kit generate` into a copy of the folder must add or change nothing. No database is needed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const server = fileURLToPath(new URL('../apps/server/', import.meta.url));
const migrations = path.join(server, 'drizzle');
const requireFromServer = createRequire(path.join(server, 'package.json'));
// drizzle-kit exports no package.json: find it above its entry point.
let kitDir = path.dirname(requireFromServer.resolve('drizzle-kit'));
while (!fs.existsSync(path.join(kitDir, 'package.json'))) {
  kitDir = path.dirname(kitDir);
}
const kitBin = path.join(
  kitDir,
  JSON.parse(fs.readFileSync(path.join(kitDir, 'package.json'), 'utf8')).bin['drizzle-kit'],
);

function drizzleKit(args) {
  // stdin closed: a rename question of drizzle-kit fails instead of waiting for an answer.
  const result = spawnSync(process.execPath, [kitBin, ...args], { cwd: server, encoding: 'utf8', stdio: 'pipe' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Relative path → content of every file below `dir`. */
function readTree(dir, base = dir, files = new Map()) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      readTree(full, base, files);
    } else {
      files.set(path.relative(base, full), fs.readFileSync(full, 'utf8'));
    }
  }
  return files;
}

function fail(message, output = '') {
  console.error(`${message}\n${output}`.trimEnd());
  process.exit(1);
}

const check = drizzleKit(['check']);
if (!check.ok) {
  fail('Die Migrationen in apps/server/drizzle sind nicht stimmig (drizzle-kit check):', check.output);
}

const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'maklerwerk-drizzle-'));
try {
  const copy = path.join(temp, 'drizzle');
  fs.cpSync(migrations, copy, { recursive: true });
  // The project's own config with another `out` (drizzle-kit wants it relative to the working directory).
  const config = path.join(temp, 'drizzle.config.ts');
  fs.writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(server, 'drizzle.config.ts'))};\n` +
      `export default { ...base, out: ${JSON.stringify(path.relative(server, copy))} };\n`,
  );
  const generate = drizzleKit(['generate', `--config=${config}`]);
  if (!generate.ok) {
    fail('drizzle-kit generate ist fehlgeschlagen (Schema und Migrationen passen nicht zusammen):', generate.output);
  }
  const before = readTree(migrations);
  const after = readTree(copy);
  const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file));
  if (changed.length > 0) {
    fail(
      `Das Drizzle-Schema hat Änderungen ohne Migration (neu wäre: ${changed.join(', ')}). ` +
        'Bitte `npm run db:generate` ausführen und die Migration committen.',
    );
  }
} finally {
  fs.rmSync(temp, { recursive: true, force: true });
}
console.info('apps/server/drizzle ist aktuell.');
