import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { Readable } from 'node:stream';
import { beforeEach, expect, it } from 'vitest';
import { BlobCorruptError, BlobNotFoundError, BlobTooLargeError, InvalidBlobHashError } from './blob-errors';
import type { BlobInfo, BlobStore } from './blob-store';
import { checkBlobs } from './check-blobs';
import { verifyBlob } from './verify-blob';

const MiB = 1024 * 1024;

/** One store under test, fresh for every test, with ways to look behind its back. */
export type BlobStoreHarness = {
  store: BlobStore;
  /** Flips one byte of a stored blob directly in the file or object, as a bad disk or bucket would. */
  corrupt(hash: string): Promise<void>;
  /** Temporary files or objects the store left behind; empty when it cleaned up. */
  leftovers(): Promise<string[]>;
};

/** `size` pseudo-random bytes made on demand (never all in memory); `digest()` once the stream has ended. */
export function generatedStream(size: number, seed = 1): { stream: Readable; digest(): string } {
  const hash = createHash('sha256');
  let state = seed >>> 0 || 1;
  let left = size;
  const stream = new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const words = new Uint32Array(Math.min(64 * 1024, left + 3) >>> 2 || 1);
      for (let i = 0; i < words.length; i++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        words[i] = state;
      }
      const chunk = Buffer.from(words.buffer, 0, Math.min(words.byteLength, left));
      left -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

/** Hash and size of everything a stream delivers, without keeping it. */
export async function readAll(stream: Readable): Promise<BlobInfo> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { hash: hash.digest('hex'), size };
}

const text = (value: string) => Readable.from([Buffer.from(value, 'utf8')]);
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
async function sorted(hashes: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const hash of hashes) {
    all.push(hash);
  }
  return all.sort();
}

/** The behaviour every BlobStore driver must show; registered by each driver's test file. */
export function describeBlobStoreContract(createHarness: () => Promise<BlobStoreHarness>): void {
  let h: BlobStoreHarness;
  beforeEach(async () => {
    h = await createHarness();
  });

  it('streams a multi-MB file in and out under the SHA-256 of its content', async () => {
    const size = 12 * MiB + 123;
    const source = generatedStream(size, 42);
    const info = await h.store.put(source.stream, { maxBytes: 50 * MiB });
    expect(info).toEqual({ hash: source.digest(), size });
    expect(await h.store.stat(info.hash)).toEqual({ size });
    expect(await h.store.has(info.hash)).toBe(true);
    expect(await readAll(await h.store.get(info.hash))).toEqual(info);
    expect(await h.leftovers()).toEqual([]);
  });

  it('stores the same content once and an empty file like any other', async () => {
    const first = await h.store.put(text('Versicherungsschein KF-4711-0815'), { maxBytes: MiB });
    const second = await h.store.put(text('Versicherungsschein KF-4711-0815'), { maxBytes: MiB });
    expect(second).toEqual(first);
    expect(first.hash).toBe(sha256('Versicherungsschein KF-4711-0815'));
    const empty = await h.store.put(Readable.from([]), { maxBytes: MiB });
    expect(empty).toEqual({ hash: sha256(''), size: 0 });
    expect(await readAll(await h.store.get(empty.hash))).toEqual(empty);
    expect(await sorted(h.store.list())).toEqual([first.hash, empty.hash].sort());
    expect(await h.leftovers()).toEqual([]);
  });

  it('accepts exactly maxBytes and refuses one byte more with a German 413, leaving nothing behind', async () => {
    const exact = await h.store.put(generatedStream(MiB, 3).stream, { maxBytes: MiB });
    expect(exact.size).toBe(MiB);
    await h.store.delete(exact.hash);

    const error = await h.store.put(generatedStream(MiB + 1, 3).stream, { maxBytes: MiB }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobTooLargeError);
    expect(error).toMatchObject({ status: 413, message: 'Die Datei ist zu groß. Erlaubt sind höchstens 1 MB.' });
    expect(await sorted(h.store.list())).toEqual([]);
    expect(await h.leftovers()).toEqual([]);
  });

  it('stops storing at the limit but lets the source run to its end (the next part of a multipart upload)', async () => {
    const source = generatedStream(5 * MiB, 9).stream;
    const ended = once(source, 'end');
    await expect(h.store.put(source, { maxBytes: MiB })).rejects.toBeInstanceOf(BlobTooLargeError);
    await ended;
    expect(await sorted(h.store.list())).toEqual([]);
    expect(await h.leftovers()).toEqual([]);
  });

  it('removes the temporary data when the source fails midway', async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(300 * 1024, 1);
        throw new Error('Verbindung abgebrochen');
      })(),
    );
    await expect(h.store.put(failing, { maxBytes: 10 * MiB })).rejects.toThrow('Verbindung abgebrochen');
    expect(await sorted(h.store.list())).toEqual([]);
    expect(await h.leftovers()).toEqual([]);
  });

  it('rejects a hash that is not 64 lowercase hex characters', async () => {
    const valid = sha256('x');
    for (const hash of ['../../../etc/passwd', valid.toUpperCase(), valid.slice(1), `${valid.slice(2)}/.`, '']) {
      await expect(h.store.get(hash)).rejects.toBeInstanceOf(InvalidBlobHashError);
      await expect(h.store.stat(hash)).rejects.toBeInstanceOf(InvalidBlobHashError);
      await expect(h.store.has(hash)).rejects.toBeInstanceOf(InvalidBlobHashError);
      await expect(h.store.delete(hash)).rejects.toBeInstanceOf(InvalidBlobHashError);
    }
  });

  it('reports a blob that is not there', async () => {
    const hash = sha256('nie gespeichert');
    const error = await h.store.get(hash).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobNotFoundError);
    expect(error).toMatchObject({ hash });
    expect(await h.store.stat(hash)).toBeUndefined();
    expect(await h.store.has(hash)).toBe(false);
    await h.store.delete(hash);
  });

  it('detects a flipped byte while streaming and never delivers the whole corrupt file', async () => {
    const info = await h.store.put(generatedStream(MiB, 5).stream, { maxBytes: MiB });
    await h.corrupt(info.hash);

    let received = 0;
    const reading = (async () => {
      for await (const chunk of await h.store.get(info.hash)) {
        received += (chunk as Buffer).length;
      }
    })();
    const error = await reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlobCorruptError);
    expect(error).toMatchObject({ hash: info.hash });
    expect(received).toBeLessThan(info.size);
    await expect(verifyBlob(h.store, info.hash)).rejects.toBeInstanceOf(BlobCorruptError);
  });

  it('repairs a corrupt blob when the same content is uploaded again', async () => {
    const info = await h.store.put(generatedStream(200 * 1024, 8).stream, { maxBytes: MiB });
    await h.corrupt(info.hash);
    expect(await h.store.put(generatedStream(200 * 1024, 8).stream, { maxBytes: MiB })).toEqual(info);
    expect(await verifyBlob(h.store, info.hash)).toBe(info.size);
    expect(await h.leftovers()).toEqual([]);
  });

  it('lists every stored hash and forgets a deleted one', async () => {
    const hashes = [];
    for (const content of ['Antrag', 'Police', 'Nachtrag']) {
      hashes.push((await h.store.put(text(content), { maxBytes: MiB })).hash);
    }
    expect(await sorted(h.store.list())).toEqual([...hashes].sort());
    await h.store.delete(hashes[1]!);
    expect(await sorted(h.store.list())).toEqual([hashes[0]!, hashes[2]!].sort());
    expect(await h.store.has(hashes[1]!)).toBe(false);
  });

  it('checkBlobs reports missing and corrupt blobs with the documents pointing at them, and orphans', async () => {
    const put = async (content: string) => (await h.store.put(text(content), { maxBytes: MiB })).hash;
    const intact = await put('Versicherungsschein');
    const damaged = await put('Beitragsrechnung 2026');
    const lost = await put('Schadenfoto');
    const orphan = await put('Entwurf ohne Dokument');
    await h.corrupt(damaged);
    await h.store.delete(lost);

    const references = async function* () {
      yield { hash: intact, label: 'Dokument 1 (Version 1)' };
      yield { hash: intact, label: 'Dokument 1 (Version 2)' };
      yield { hash: damaged, label: 'Dokument 2' };
      yield { hash: lost, label: 'Dokument 3' };
      yield { hash: '../etc/passwd', label: 'Dokument 4' };
    };
    expect(await checkBlobs(h.store, references())).toEqual({
      checked: 4,
      missing: [
        { hash: lost, references: ['Dokument 3'] },
        { hash: '../etc/passwd', references: ['Dokument 4'] },
      ],
      corrupt: [{ hash: damaged, references: ['Dokument 2'] }],
      orphans: [orphan],
    });
  });
}
