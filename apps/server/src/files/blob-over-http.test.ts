import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { generatedStream } from './blob-store.contract';
import { createDiskBlobStore } from './disk-store';

type Download = { status: number; received: number; aborted: boolean };

function download(url: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, received, aborted: false }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, received, aborted: true }));
      })
      .on('error', reject);
  });
}

it('a corrupt blob streamed into a reply ends as a failed download and a logged BlobCorruptError', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'mw-files-http-'));
  const store = createDiskBlobStore(root);
  const { hash, size } = await store.put(generatedStream(1024 * 1024, 4).stream, { maxBytes: 2 * 1024 * 1024 });
  const logged: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => logged.push(line) } } });
  app.get('/datei', async (_request, reply) => {
    reply.header('content-length', size).type('application/pdf');
    return reply.send(await store.get(hash));
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    expect(await download(`${url}/datei`)).toEqual({ status: 200, received: size, aborted: false });

    const file = path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash);
    const bytes = await readFile(file);
    bytes[4096] = (bytes[4096] ?? 0) ^ 0x80;
    await writeFile(file, bytes);
    const broken = await download(`${url}/datei`);
    expect(broken.aborted).toBe(true);
    expect(broken.received).toBeLessThan(size);
    expect(logged.some((line) => JSON.parse(line).err?.type === 'BlobCorruptError')).toBe(true);
  } finally {
    await app.close();
    await rm(root, { recursive: true, force: true });
  }
});
