import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type DatabaseState, isDatabaseEmpty, withPostgresClient, withPostgresSnapshot } from '../db/snapshot';
import type { BlobReference } from '../files/check-blobs';

export type { DatabaseState, MigrationLevel, TableDigest } from '../db/snapshot';
export { journal } from '../db/snapshot';

/**
 * pg_dump inside `dump`, run in an exported snapshot whose tables were read first: the manifest's
 * digests and the dump describe one and the same moment.
 */
export function dumpPostgresInSnapshot(
  databaseUrl: string,
  dump: (snapshotId: string) => Promise<void>,
): Promise<DatabaseState> {
  return withPostgresSnapshot(databaseUrl, async ({ id, state }) => {
    await dump(id);
    return state;
  });
}

/** Whether the PostgreSQL database holds none of its own tables, views or sequences. */
export function isPostgresEmpty(databaseUrl: string): Promise<boolean> {
  return withPostgresClient(databaseUrl, isDatabaseEmpty);
}

/** Whether a PGlite data directory holds a database (PGlite's own files, not just our lock). */
export function holdsPgliteDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** Every blob a row refers to: the archive's files and the mail attachments, with a line naming the row. */
export async function* blobReferences(db: Db): AsyncIterable<BlobReference> {
  const result = await db.execute<{ hash: string; label: string }>(sql`
    SELECT blob_hash AS hash, 'Dokument ' || document_id || ', Datei ' || id || ' „' || file_name || '“' AS label
      FROM document_files
    UNION ALL
    SELECT blob_hash, 'Mail-Anhang ' || id || ' „' || file_name || '“' FROM communication_attachments`);
  yield* result.rows;
}
