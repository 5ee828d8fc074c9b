import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Db } from './db/client';
import { serverRoot } from './paths';

const repoRoot = path.resolve(serverRoot, '../..');

/** The committed API description: `npm run openapi:write` renews it, `npm run check:generated` compares. */
export const openApiSnapshotPath = path.join(serverRoot, 'openapi.snapshot.json');

/**
 * Building the app queries nothing, so the description needs no database (an in-memory PGlite with its
 * migrations took most of the check's time). A query at build time would fail here with this message.
 */
const noDatabase = new Proxy({} as Db, {
  get: (_target, property) => {
    throw new Error(`OpenAPI: buildApp used the database (db.${String(property)}); describe the API without it.`);
  },
});

/** app.swagger() of the real app with the configuration of the tests. */
export async function buildOpenApiDocument(): Promise<unknown> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ db: noDatabase, config, logger: false });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

/** Object keys in order at every level (arrays keep theirs): registration order does not show up in diffs. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(sortKeys);
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The snapshot text: sorted keys, formatted by Biome exactly as `npm run lint` expects the file. */
export function formatOpenApi(document: unknown): string {
  const json = `${JSON.stringify(sortKeys(document), null, 2)}\n`;
  const biome = createRequire(path.join(repoRoot, 'package.json')).resolve('@biomejs/biome/bin/biome');
  const result = spawnSync(process.execPath, [biome, 'format', `--stdin-file-path=${openApiSnapshotPath}`], {
    cwd: repoRoot,
    input: json,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`biome format failed:\n${result.stderr}`);
  }
  return result.stdout;
}
