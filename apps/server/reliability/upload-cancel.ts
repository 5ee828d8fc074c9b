import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cleanupAll } from '../bench/cleanup';
import { rssBytes, sampleRss, session, startServer, waitFor } from './support/server-process';
import { postFile, storeState, uploadUrl } from './support/uploads';

/**
 * `npm run reliability:upload-cancel` (issue 39 item 4): a real server takes a 2 GB upload
 * (RELIABILITY_UPLOAD_MB) that the client breaks off at half. Nothing may be left: no blob, no
 * temporary file, no document, and the server's memory stays flat. Exit code 1 otherwise.
 */
const MiB = 1024 * 1024;
const megabytes = Number(process.env.RELIABILITY_UPLOAD_MB ?? 2048);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-upload-cancel-'));
let failed = false;
try {
  const server = await startServer({ dataDir }, { DEMO_DATA: 'true', MAX_UPLOAD_MB: String(megabytes + 10) });
  const { writeHeaders } = await session(server.base);
  const before = await storeState(dataDir);
  const rssBefore = rssBytes(server.child.pid);
  const memory = sampleRss(server.child.pid);
  const aborted = await postFile(uploadUrl(server.base), writeHeaders, {
    megabytes,
    abortAt: (megabytes / 2) * MiB,
  });
  const brokenOff = performance.now();
  await waitFor('Upload-Reste entfernt', async () => (await storeState(dataDir)).temp.length === 0, 60_000);
  const cleanupMs = performance.now() - brokenOff;
  const peak = memory.stop();
  const after = await storeState(dataDir);
  await server.child.stop();
  failed = after.blobs !== before.blobs || after.temp.length > 0 || aborted.status !== undefined;
  console.info(
    [
      `Upload von ${megabytes} MB, abgebrochen nach ${(aborted.sent / MiB).toFixed(0)} MB (${(aborted.milliseconds / 1000).toFixed(1)} s)`,
      `Antwort: ${aborted.status ?? 'keine (Verbindung getrennt)'}`,
      `Temporäre Dateien danach: ${after.temp.length} (entfernt ${cleanupMs.toFixed(0)} ms nach dem Abbruch)`,
      `Blobs: ${before.blobs} vorher, ${after.blobs} nachher`,
      `RSS des Servers: ${(rssBefore / MiB).toFixed(0)} MB vorher, höchstens ${(peak / MiB).toFixed(0)} MB (+${((peak - rssBefore) / MiB).toFixed(1)} MB)`,
      failed ? 'FEHLER: Es ist etwas liegen geblieben.' : 'In Ordnung: nichts liegen geblieben.',
    ].join('\n'),
  );
} finally {
  await cleanupAll();
  await rm(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
