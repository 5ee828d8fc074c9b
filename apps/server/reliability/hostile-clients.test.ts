import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DOKUMENT_FILE_ROUTES } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, rssBytes, sampleRss, session, startServer, waitFor } from './support/server-process';
import { postFile, storeState, uploadUrl } from './support/uploads';

// Issue 39 item 4 against a real server process with short timeouts, so that each case ends in seconds.
const HEADERS_TIMEOUT_SECONDS = 3;
const REQUEST_TIMEOUT_SECONDS = 8;
const SLOW_CONNECTIONS = 200;
const DOWNLOADS = Number(process.env.RELIABILITY_DOWNLOADS ?? 1000);
const MiB = 1024 * 1024;
const MEMORY_LIMIT = 100 * MiB;

let dataDir: string;
let server: RunningServer;
let headers: Record<string, string>;
let cookie: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'mw-hostile-'));
  server = await startServer(
    { dataDir },
    {
      DEMO_DATA: 'true',
      MAX_UPLOAD_MB: '300',
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_SECONDS),
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    },
  );
  const s = await session(server.base);
  headers = s.writeHeaders;
  cookie = s.cookie;
});

afterAll(async () => {
  await server?.child.stop();
  await rm(dataDir, { recursive: true, force: true });
});

type RawConnection = {
  socket: net.Socket;
  answer: () => string;
  received: () => number;
  closedAfterMs: () => number | undefined;
};

/** A raw TCP connection to the server that writes `start` and then one byte of `drip` every `everyMs`. */
function dripConnection(start: string, drip: string, everyMs: number): Promise<RawConnection> {
  const { port } = new URL(server.base);
  return new Promise((resolve, reject) => {
    const opened = performance.now();
    let answer = '';
    let received = 0;
    let closedAfter: number | undefined;
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(start);
      const timer = setInterval(() => socket.write(drip), everyMs);
      socket.once('close', () => clearInterval(timer));
      resolve({ socket, answer: () => answer, received: () => received, closedAfterMs: () => closedAfter });
    });
    socket.on('data', (bytes: Buffer) => {
      received += bytes.length;
      if (answer.length < 4096) {
        answer += bytes.toString('latin1', 0, Math.min(bytes.length, 4096));
      }
    });
    socket.on('error', () => undefined);
    socket.once('close', () => {
      closedAfter = performance.now() - opened;
    });
    socket.once('connect', () => socket.off('error', reject));
    socket.once('error', reject);
  });
}

async function login(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${server.base}/MSC3/restful/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'makler', password: 'demo' }),
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

describe('slow and hostile clients', () => {
  it(`${SLOW_CONNECTIONS} slowloris connections do not keep others from logging in and are cut at the header timeout`, async () => {
    const host = new URL(server.base).host;
    const slow = await Promise.all(
      Array.from({ length: SLOW_CONNECTIONS }, () =>
        dripConnection(`POST /MSC3/restful/auth/login HTTP/1.1\r\nHost: ${host}\r\nX-Langsam: `, 'a', 250),
      ),
    );
    const logins = [await login(), await login(), await login()];
    expect(logins.map((l) => l.status)).toEqual([200, 200, 200]);
    expect(Math.max(...logins.map((l) => l.ms))).toBeLessThan(3000);
    // Still sending when the logins were answered, so they were there all the time.
    expect(slow.filter((c) => c.closedAfterMs() !== undefined)).toHaveLength(0);

    await waitFor('alle langsamen Verbindungen vom Server geschlossen', () =>
      slow.every((c) => c.closedAfterMs() !== undefined),
    );
    const closedAfter = slow.map((c) => c.closedAfterMs() ?? 0);
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_SECONDS * 1000 - 200);
    expect(Math.max(...closedAfter)).toBeLessThan((HEADERS_TIMEOUT_SECONDS + 2) * 1000);
    expect(slow.filter((c) => c.answer().startsWith('HTTP/1.1 408'))).toHaveLength(SLOW_CONNECTIONS);
    console.info(
      `slowloris: ${SLOW_CONNECTIONS} Verbindungen, Anmeldung in höchstens ${Math.round(Math.max(...logins.map((l) => l.ms)))} ms, ` +
        `geschlossen nach ${(Math.min(...closedAfter) / 1000).toFixed(1)}–${(Math.max(...closedAfter) / 1000).toFixed(1)} s`,
    );
  });

  it('connections on which nothing is sent are closed at the header timeout', async () => {
    const silent = await Promise.all(Array.from({ length: 20 }, () => dripConnection('', '', 60_000)));
    await waitFor('stille Verbindungen geschlossen', () => silent.every((c) => c.closedAfterMs() !== undefined));
    const closedAfter = silent.map((c) => c.closedAfterMs() ?? 0);
    expect(Math.min(...closedAfter)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_SECONDS * 1000 - 200);
    expect(Math.max(...closedAfter)).toBeLessThan((HEADERS_TIMEOUT_SECONDS + 2) * 1000);
  });

  it('a request body without end is cut off at the request timeout', async () => {
    const host = new URL(server.base).host;
    const endless = await dripConnection(
      `POST /MSC3/restful/auth/login HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`,
      '1\r\n \r\n',
      100,
    );
    await waitFor('Verbindung ohne Ende geschlossen', () => endless.closedAfterMs() !== undefined, 20_000);
    const closedAfter = endless.closedAfterMs() ?? 0;
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 200);
    expect(closedAfter).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 2) * 1000);
    expect(endless.answer()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('an upload without end is cut off at the request timeout and leaves no temporary file', async () => {
    const before = await storeState(dataDir);
    const endless = await postFile(uploadUrl(server.base), headers, { megabytes: 0, endless: true, mbPerSecond: 10 });
    expect(endless.status === undefined || endless.status === 408).toBe(true);
    expect(endless.milliseconds).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 2) * 1000);
    await waitFor('Upload-Reste entfernt', async () => (await storeState(dataDir)).temp.length === 0);
    expect(await storeState(dataDir)).toEqual(before);
  });

  it('an upload of 200 MB broken off at half leaves neither blob nor temporary file, memory flat', async () => {
    const before = await storeState(dataDir);
    const rssBefore = rssBytes(server.child.pid);
    const memory = sampleRss(server.child.pid);
    const aborted = await postFile(uploadUrl(server.base), headers, { megabytes: 200, abortAt: 100 * MiB });
    expect(aborted.status).toBeUndefined();
    await waitFor('Upload-Reste entfernt', async () => (await storeState(dataDir)).temp.length === 0);
    const growth = memory.stop() - rssBefore;
    expect(await storeState(dataDir)).toEqual(before);
    expect(growth).toBeLessThan(MEMORY_LIMIT);
    console.info(`Abbruch bei 100 von 200 MB: RSS +${(growth / MiB).toFixed(1)} MB`);
  });

  it(`${DOWNLOADS} concurrent downloads of one document all complete byte for byte, memory flat`, async () => {
    const upload = await postFile(uploadUrl(server.base), headers, { megabytes: 1, fileName: 'Police.bin' });
    expect(upload.status).toBe(200);
    const { fileId } = (JSON.parse(upload.body) as { files: { fileId: number }[] }).files[0] ?? { fileId: 0 };
    const url = `${server.base}${DOKUMENT_FILE_ROUTES.download}?nodeId=SONSTIGES&idFile=${fileId}`;
    const download = async () => {
      const response = await fetch(url, { headers: { cookie } });
      const digest = createHash('sha256');
      for await (const chunk of response.body ?? []) {
        digest.update(chunk);
      }
      return { status: response.status, sha256: digest.digest('hex') };
    };
    expect(await download()).toEqual({ status: 200, sha256: upload.sha256 });

    const rssBefore = rssBytes(server.child.pid);
    const memory = sampleRss(server.child.pid);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: DOWNLOADS }, download));
    const seconds = (performance.now() - started) / 1000;
    const growth = memory.stop() - rssBefore;
    expect(results.filter((r) => r.status === 200 && r.sha256 === upload.sha256)).toHaveLength(DOWNLOADS);
    // Each open download holds its stream buffers (read-ahead, the held-back last chunk, the socket's
    // buffer), never its file: at most half the file per download, whatever the number of downloads.
    expect(growth).toBeLessThan(Math.max(MEMORY_LIMIT, DOWNLOADS * 512 * 1024));
    console.info(`${DOWNLOADS} Downloads zu 1 MB in ${seconds.toFixed(1)} s: RSS +${(growth / MiB).toFixed(1)} MB`);
  });
});
