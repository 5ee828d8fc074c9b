import type { FileHandle } from 'node:fs/promises';
import * as fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerErrorHandler } from '../lib/error-handler';
import { isStorageFull, StorageFullError } from './blob-errors';
import { createDiskBlobStore } from './disk-store';
import { storeFile } from './store-upload';

const MiB = 1024 * 1024;

/** How many bytes the next files opened for writing take before the "disk" is full; undefined: no limit. */
const disk = vi.hoisted(() => ({ room: undefined as number | undefined }));

// The disk store writes through a FileHandle: one that fails with ENOSPC once `disk.room` bytes are written.
vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs/promises')>();
  const open = async (...args: Parameters<typeof real.open>): Promise<FileHandle> => {
    const handle = await real.open(...args);
    if (disk.room === undefined || args[1] !== 'wx') {
      return handle;
    }
    let written = 0;
    const room = disk.room;
    const write = (async (buffer: Buffer, offset: number, length: number, position: number) => {
      if (written + length > room) {
        throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
      }
      written += length;
      return handle.write(buffer, offset, length, position);
    }) as FileHandle['write'];
    return new Proxy(handle, {
      get: (target, key) => (key === 'write' ? write : Reflect.get(target, key, target)),
    });
  };
  return { ...real, open, default: { ...real, open } };
});

function generated(bytes: number): Readable {
  let left = bytes;
  return new Readable({
    read() {
      const n = Math.min(64 * 1024, left);
      left -= n;
      this.push(n > 0 ? Buffer.alloc(n, left & 0xff) : null);
    },
  });
}

let root: string;
beforeAll(async () => {
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'mw-full-'));
});
afterAll(async () => {
  disk.room = undefined;
  await fsp.rm(root, { recursive: true, force: true });
});

async function storeState(storeRoot: string) {
  const store = createDiskBlobStore(storeRoot);
  const blobs: string[] = [];
  for await (const hash of store.list()) {
    blobs.push(hash);
  }
  return { blobs, temp: await fsp.readdir(path.join(storeRoot, 'tmp')).catch(() => []) };
}

describe('disk full while a file is stored', () => {
  it('answers StorageFullError (507, German) and leaves neither a temporary file nor a blob', async () => {
    const storeRoot = await fsp.mkdtemp(path.join(root, 'store-'));
    const store = createDiskBlobStore(storeRoot);
    disk.room = MiB;
    const error = await store.put(generated(3 * MiB), { maxBytes: 10 * MiB }).catch((e: unknown) => e);
    disk.room = undefined;
    expect(error).toBeInstanceOf(StorageFullError);
    expect(error).toMatchObject({
      status: 507,
      code: 'STORAGE_FULL',
      message: 'Der Speicherplatz für Dateien ist erschöpft. Bitte wenden Sie sich an die Administration.',
    });
    expect(await storeState(storeRoot)).toEqual({ blobs: [], temp: [] });
    // Room again: the same store takes the next file.
    const info = await store.put(generated(MiB), { maxBytes: 10 * MiB });
    expect(await storeState(storeRoot)).toEqual({ blobs: [info.hash], temp: [] });
  });

  it('an upload gets the error and its multipart part is read to its end, so the parser can go on', async () => {
    const storeRoot = await fsp.mkdtemp(path.join(root, 'upload-'));
    const source = generated(4 * MiB);
    const ended = new Promise((resolve) => source.once('end', resolve));
    disk.room = 256 * 1024;
    const error = await storeFile(createDiskBlobStore(storeRoot), { fileName: 'Police.bin', stream: source }, 10 * MiB)
      .catch((e: unknown) => e)
      .finally(() => {
        disk.room = undefined;
      });
    expect(error).toBeInstanceOf(StorageFullError);
    await ended;
    expect(await storeState(storeRoot)).toEqual({ blobs: [], temp: [] });
  });

  it('a client that breaks off mid-upload ends the store at once, without a temporary file', async () => {
    const storeRoot = await fsp.mkdtemp(path.join(root, 'abort-'));
    const source = new PassThrough();
    const storing = storeFile(createDiskBlobStore(storeRoot), { fileName: 'Abbruch.bin', stream: source }, 10 * MiB);
    source.write(Buffer.alloc(MiB, 7));
    await vi.waitFor(async () => expect((await storeState(storeRoot)).temp).toHaveLength(1));
    source.destroy(new Error('Verbindung abgebrochen'));
    await expect(storing).rejects.toThrow();
    expect(await storeState(storeRoot)).toEqual({ blobs: [], temp: [] });
  });

  it('the error handler answers a full disk outside the store 507 with the German message too', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/write', async () => {
      throw Object.assign(new Error('EDQUOT: disk quota exceeded, write'), { code: 'EDQUOT' });
    });
    const response = await app.inject({ method: 'GET', url: '/write' });
    await app.close();
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({
      code: 'STORAGE_FULL',
      message: 'Der Speicherplatz für Dateien ist erschöpft. Bitte wenden Sie sich an die Administration.',
    });
  });

  it('knows the S3 services’ ways of saying they are full, and nothing else', () => {
    expect(isStorageFull({ name: 'XMinioStorageFull' })).toBe(true);
    expect(isStorageFull({ name: 'QuotaExceeded' })).toBe(true);
    expect(isStorageFull({ name: 'InternalError', $metadata: { httpStatusCode: 507 } })).toBe(true);
    expect(isStorageFull(new Error('wrapped', { cause: { code: 'ENOSPC' } }))).toBe(true);
    expect(isStorageFull({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } })).toBe(false);
    expect(isStorageFull(Object.assign(new Error('EACCES'), { code: 'EACCES' }))).toBe(false);
  });
});
