import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverRoot } from '../paths';

/**
 * A migrated, empty PGlite data directory, written by `npm run build`. Creating a database cluster
 * (initdb in WebAssembly) is most of a first start on the embedded database; copying the template
 * instead keeps `npm start` on a fresh machine within its 5 s (issue 7, decision 0011). It was a tar
 * file that PGlite unpacked file by file through its own file system layer, a third of a first
 * start's CPU; the directory is copied natively (`fs.cpSync`, decision 0032). The name carries a hash
 * of the PGlite version and every migration, so a stale template is never used.
 */
const cacheDir = path.join(serverRoot, '.cache');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function templatePath(migrationsFolder: string, cache = cacheDir): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) {
      hash.update(file).update(fs.readFileSync(full));
    }
  }
  return path.join(cache, `pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

/** Copies the template for these migrations into `pgdata`, when `npm run build` has written it. */
export function copyTemplate(migrationsFolder: string, pgdata: string, cache = cacheDir): boolean {
  const template = templatePath(migrationsFolder, cache);
  if (!fs.existsSync(path.join(template, 'PG_VERSION'))) {
    return false;
  }
  fs.cpSync(template, pgdata, { recursive: true });
  return true;
}

/**
 * Writes the template: `fill` gets a fresh directory to create the database in (and close it);
 * older templates are removed, the new one appears under its name only when complete.
 */
export async function writeTemplate(
  migrationsFolder: string,
  fill: (dir: string) => Promise<void>,
  cache = cacheDir,
): Promise<string> {
  const template = templatePath(migrationsFolder, cache);
  fs.mkdirSync(cache, { recursive: true });
  for (const old of fs.readdirSync(cache)) {
    if (old.startsWith('pglite-template-')) {
      fs.rmSync(path.join(cache, old), { recursive: true, force: true });
    }
  }
  const temporary = `${template}.${process.pid}`;
  await fill(temporary);
  fs.renameSync(temporary, template);
  return template;
}
