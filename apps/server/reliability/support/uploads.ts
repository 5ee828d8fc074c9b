import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { DOKUMENT_FILE_ROUTES } from '@maklerwerk/domain';
import { createDiskBlobStore } from '../../src/files/disk-store';

const MiB = 1024 * 1024;

/** The disk store under `DATA_DIR/files`: its blobs and the files in its temporary folder. */
export async function storeState(dataDir: string): Promise<{ blobs: number; temp: string[] }> {
  const root = path.join(dataDir, 'files');
  let blobs = 0;
  for await (const _ of createDiskBlobStore(root).list()) {
    blobs += 1;
  }
  return { blobs, temp: await readdir(path.join(root, 'tmp')).catch(() => []) };
}

/** The upload URL of a contract's folder „Sonstiges“. */
export const uploadUrl = (base: string, contractId = 1) =>
  `${base}${DOKUMENT_FILE_ROUTES.upload}?scope=vertrag&id=${contractId}&nodeId=SONSTIGES`;

export type UploadOutcome = {
  /** The answer's status, or undefined when the connection ended without one. */
  status: number | undefined;
  body: string;
  /** Bytes of the file that were sent. */
  sent: number;
  /** SHA-256 of the file's bytes as sent. */
  sha256: string;
  milliseconds: number;
};

/**
 * Streams a generated file of `megabytes` as one multipart part, never holding it in memory. `abortAt`
 * (bytes) breaks the connection off there; `endless` never ends the body; `mbPerSecond` paces it.
 */
export function postFile(
  url: string,
  headers: Record<string, string>,
  options: { megabytes: number; abortAt?: number; endless?: boolean; mbPerSecond?: number; fileName?: string },
): Promise<UploadOutcome> {
  const boundary = `----mwrel${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.fileName ?? 'Grosse Datei.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MiB);
  for (let i = 0; i < chunk.length; i += 4) {
    chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  }
  const digest = createHash('sha256');
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    let body = '';
    const finish = (status: number | undefined) => {
      if (!settled) {
        settled = true;
        resolve({ status, body, sent, sha256: digest.digest('hex'), milliseconds: performance.now() - started });
      }
    };
    const request = http.request(url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(options.endless
          ? { 'transfer-encoding': 'chunked' }
          : { 'content-length': head.length + options.megabytes * MiB + tail.length }),
      },
    });
    request.on('response', (response) => {
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        body += text;
      });
      response.on('end', () => finish(response.statusCode));
      response.on('error', () => finish(response.statusCode));
    });
    // The server may answer and close before it has read everything (a full disk, a timeout).
    request.on('error', () => finish(undefined));
    request.on('close', () => setTimeout(() => finish(undefined), 100));
    const writeMore = () => {
      while (options.endless || sent < options.megabytes * MiB) {
        if (request.destroyed || settled) {
          return;
        }
        if (options.abortAt !== undefined && sent >= options.abortAt) {
          request.destroy();
          return;
        }
        // A different first word per megabyte: the file is not a run of identical megabytes.
        chunk.writeUInt32LE(sent / MiB, 0);
        const piece = Buffer.from(chunk);
        digest.update(piece);
        sent += piece.length;
        const more = request.write(piece);
        if (options.mbPerSecond) {
          const due = (sent / MiB / options.mbPerSecond) * 1000 - (performance.now() - started);
          setTimeout(writeMore, Math.max(0, due));
          return;
        }
        if (!more) {
          request.once('drain', writeMore);
          return;
        }
      }
      request.end(tail);
    };
    request.write(head);
    writeMore();
  });
}
