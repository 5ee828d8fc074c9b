import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { type BlobReference, checkBlobs } from './check-blobs';
import { createBlobStore } from './create-blob-store';
import { countDocuments, listDocumentFilesPage } from './files-check.repository';

/**
 * `npm run files:check`: reads every stored file of the archive through its hash check and lists
 * missing and corrupt blobs with the documents pointing at them (and blobs nothing refers to).
 * Exit code 1 when a referenced blob is missing or corrupt.
 */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
const store = createBlobStore(config);

async function* references(): AsyncIterable<BlobReference> {
  const pageSize = 1000;
  for (let offset = 0; ; offset += pageSize) {
    const rows = await listDocumentFilesPage(database.db, offset, pageSize);
    for (const r of rows) {
      yield { hash: r.hash, label: `Dokument ${r.documentId}, Datei ${r.fileId} „${r.fileName}“` };
    }
    if (rows.length < pageSize) {
      return;
    }
  }
}

const report = await checkBlobs(store, references());
const documentCount = await countDocuments(database.db);
await database.close();
console.info(`${report.checked} Dateien geprüft (${documentCount} Dokumente).`);
for (const [title, problems] of [
  ['Fehlt', report.missing],
  ['Beschädigt', report.corrupt],
] as const) {
  for (const p of problems) {
    console.error(`${title}: ${p.hash}\n  ${p.references.join('\n  ')}`);
  }
}
if (report.orphans.length > 0) {
  console.info(`${report.orphans.length} gespeicherte Dateien ohne Dokument (unschädlich).`);
}
process.exitCode = report.missing.length + report.corrupt.length > 0 ? 1 : 0;
