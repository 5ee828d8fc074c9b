import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'mw-lock-'));

describe('data directory lock', () => {
  it('refuses a directory held by another living process with a clear message', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'maklerwerk.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(
        /wird bereits von einem anderen Maklerwerk-Prozess \(PID \d+\) verwendet/,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'maklerwerk.lock'), '999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'maklerwerk.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'maklerwerk.lock'))).toBe(false);
  });
});
