import fs from 'node:fs';
import http from 'node:http';
import { CSRF_HEADER } from '@maklerwerk/domain';
import { loginCookie, startServer, type Target } from './app-server';

export type UploadMeasure = {
  megabytes: number;
  seconds: number;
  rssBeforeBytes: number;
  peakBytes: number;
  status: number;
};

const rss = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** Streams `megabytes` of generated content as one multipart file, never holding it in memory. */
function postFile(url: string, cookie: string, csrfToken: string, megabytes: number): Promise<number> {
  const boundary = `----mwbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="Grosse Datei.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < chunk.length; i += 4) {
    chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  }
  const { origin } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: {
        cookie,
        origin,
        [CSRF_HEADER]: csrfToken,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + megabytes * chunk.length + tail.length,
      },
    });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    let sent = 0;
    const writeMore = () => {
      while (sent < megabytes) {
        // A different first word per chunk: the blob is not a run of identical megabytes.
        chunk.writeUInt32LE(sent, 0);
        sent += 1;
        if (!request.write(Buffer.from(chunk))) {
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

/**
 * Issue 10: an upload of a large file keeps the server's memory flat. A fresh server process, its
 * resident memory after login, then the peak (VmHWM) after streaming the file into the store.
 */
export async function measureUpload(
  target: Target,
  megabytes: number,
  contractId: number,
): Promise<UploadMeasure | undefined> {
  const server = await startServer(target, { MAX_UPLOAD_MB: String(megabytes + 10) });
  try {
    if (!fs.existsSync(`/proc/${server.child.pid}/status`)) {
      return undefined;
    }
    const cookie = await loginCookie(server.base);
    const me = (await (await fetch(`${server.base}/MSC3/restful/auth/me`, { headers: { cookie } })).json()) as {
      csrfToken: string;
    };
    const rssBeforeBytes = rss(server.child.pid, 'VmHWM');
    const started = performance.now();
    const status = await postFile(
      `${server.base}/MSC3/restful/dokumentenarchiv/upload?scope=vertrag&id=${contractId}&nodeId=SONSTIGES`,
      cookie,
      me.csrfToken,
      megabytes,
    );
    const seconds = (performance.now() - started) / 1000;
    return { megabytes, seconds, rssBeforeBytes, peakBytes: rss(server.child.pid, 'VmHWM'), status };
  } finally {
    await server.child.stop();
  }
}
