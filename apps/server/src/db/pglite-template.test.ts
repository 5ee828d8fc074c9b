import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, it } from 'vitest';
import { copyTemplate, templatePath, writeTemplate } from './pglite-template';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-template-'));
const cache = path.join(root, 'cache');
const migrations = path.join(root, 'migrations');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it('copies a written template into a new data directory, and never one of other migrations', async () => {
  fs.mkdirSync(migrations, { recursive: true });
  fs.writeFileSync(path.join(migrations, '0000_a.sql'), 'CREATE TABLE a (id int);');
  fs.mkdirSync(path.join(cache, 'pglite-template-alt.123'), { recursive: true });
  const written = await writeTemplate(
    migrations,
    async (dir) => {
      const db = new PGlite(dir);
      await db.exec("CREATE TABLE vorlage (name text); INSERT INTO vorlage VALUES ('aus der Vorlage');");
      await db.close();
    },
    cache,
  );
  expect(written).toBe(templatePath(migrations, cache));
  // Only the new template is left in the cache (older ones and unfinished ones are removed).
  expect(fs.readdirSync(cache)).toEqual([path.basename(written)]);

  const pgdata = path.join(root, 'daten', 'pglite');
  expect(copyTemplate(migrations, pgdata, cache)).toBe(true);
  const copy = new PGlite(pgdata);
  expect((await copy.query('SELECT name FROM vorlage')).rows).toEqual([{ name: 'aus der Vorlage' }]);
  await copy.close();

  fs.writeFileSync(path.join(migrations, '0001_b.sql'), 'CREATE TABLE b (id int);');
  expect(copyTemplate(migrations, path.join(root, 'andere', 'pglite'), cache)).toBe(false);
  expect(fs.existsSync(path.join(root, 'andere'))).toBe(false);
}, 60_000);
