import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrCreateStoredP12 } from './identity-files';

let dir: string;

beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'signing-files-')), 'nested', 'signing');
});

afterEach(async () => {
  await rm(path.dirname(path.dirname(dir)), { recursive: true, force: true });
});

describe('readOrCreateStoredP12', () => {
  it('creates the directory and both files, and leaves no lock or temp file behind', async () => {
    const created = await readOrCreateStoredP12(dir);
    expect((await readdir(dir)).sort()).toEqual(['signatur.p12', 'signatur.pass']);
    expect(await readFile(path.join(dir, 'signatur.pass'), 'utf8')).toBe(created.password);
    expect((await readFile(path.join(dir, 'signatur.p12'))).equals(created.p12)).toBe(true);
  });

  it('replaces a password left alone by a crash before the certificate was written', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'signatur.pass'), 'halb');
    const created = await readOrCreateStoredP12(dir);
    expect(created.password).not.toBe('halb');
    expect(await readFile(path.join(dir, 'signatur.pass'), 'utf8')).toBe(created.password);
  });

  it('refuses to replace a certificate whose password file is missing', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'signatur.p12'), 'irgendwas');
    await expect(readOrCreateStoredP12(dir)).rejects.toThrow(/signatur\.p12 ohne signatur\.pass/);
  });

  it('takes over a lock left by a crashed process', async () => {
    await mkdir(dir, { recursive: true });
    const lock = path.join(dir, 'signatur.lock');
    await writeFile(lock, '');
    const old = new Date(Date.now() - 120_000);
    await utimes(lock, old, old);
    const created = await readOrCreateStoredP12(dir);
    expect(created.p12.length).toBeGreaterThan(1000);
    expect(await readdir(dir)).not.toContain('signatur.lock');
  });

  it('waits for a process that holds the lock and reads what it wrote', async () => {
    await mkdir(dir, { recursive: true });
    const lock = path.join(dir, 'signatur.lock');
    await writeFile(lock, '');
    const waiting = readOrCreateStoredP12(dir);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await writeFile(path.join(dir, 'signatur.pass'), 'vom-anderen');
    await writeFile(path.join(dir, 'signatur.p12'), 'p12-vom-anderen');
    await rm(lock);
    const stored = await waiting;
    expect(stored.password).toBe('vom-anderen');
    expect(stored.p12.toString()).toBe('p12-vom-anderen');
  });
});
