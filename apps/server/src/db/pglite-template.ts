import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverRoot } from '../paths';

/**
 * A migrated, empty PGlite data directory as a tar file, written by `npm run build`. Creating a
 * database cluster (initdb in WebAssembly) is most of a first start on the embedded database; unpacking
 * the template instead keeps `npm start` on a fresh machine within its 5 s (issue 7, decision 0011).
 * The file name carries a hash of the PGlite version and every migration, so a stale template is never used.
 */
const cacheDir = path.join(serverRoot, '.cache');

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function templatePath(migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) {
      hash.update(file).update(fs.readFileSync(full));
    }
  }
  return path.join(cacheDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The template for these migrations, when `npm run build` has written it. */
export function readTemplate(migrationsFolder: string): Blob | undefined {
  const file = templatePath(migrationsFolder);
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

export function writeTemplate(migrationsFolder: string, bytes: Uint8Array): string {
  const file = templatePath(migrationsFolder);
  fs.mkdirSync(cacheDir, { recursive: true });
  for (const old of fs.readdirSync(cacheDir)) {
    if (old.startsWith('pglite-template-')) {
      fs.rmSync(path.join(cacheDir, old));
    }
  }
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
  return file;
}
