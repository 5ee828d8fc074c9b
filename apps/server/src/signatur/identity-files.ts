import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { createSelfSignedP12 } from './self-signed';

export type StoredP12 = { p12: Buffer; password: string };

export const P12_FILE = 'signatur.p12';
export const PASSWORD_FILE = 'signatur.pass';
const LOCK_FILE = 'signatur.lock';
// Creating the identity takes well under a second; a lock this old was left by a crashed process.
const STALE_LOCK_MS = 30_000;
const GIVE_UP_AFTER_MS = 60_000;

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

async function readIfExists(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
}

/** The p12 is written last, so its presence means the pair is complete. */
async function readStored(dir: string): Promise<StoredP12 | undefined> {
  const p12 = await readIfExists(path.join(dir, P12_FILE));
  if (!p12) {
    return undefined;
  }
  const password = await readIfExists(path.join(dir, PASSWORD_FILE));
  if (password === undefined) {
    throw new Error(
      `Im Ordner ${dir} liegt ${P12_FILE} ohne ${PASSWORD_FILE}. Ohne Passwort ist der Signaturschlüssel nicht nutzbar: ` +
        'Passwortdatei wiederherstellen oder beide Dateien entfernen, damit ein neues Zertifikat entsteht.',
    );
  }
  return { p12, password: password.toString('utf8').replace(/\r?\n$/, '') };
}

async function writeAtomically(file: string, data: string | Buffer): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function removeStaleLock(lockFile: string): Promise<void> {
  try {
    const { mtimeMs } = await stat(lockFile);
    if (Date.now() - mtimeMs > STALE_LOCK_MS) {
      await rm(lockFile, { force: true });
    }
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') {
      throw error;
    }
  }
}

/** Creates and writes a new identity if this process holds the lock; undefined when another one does. */
async function createUnderLock(dir: string): Promise<StoredP12 | undefined> {
  const lockFile = path.join(dir, LOCK_FILE);
  try {
    await (await open(lockFile, 'wx', 0o600)).close();
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') {
      throw error;
    }
    await removeStaleLock(lockFile);
    return undefined;
  }
  try {
    const finished = await readStored(dir);
    if (finished) {
      return finished;
    }
    const password = randomBytes(24).toString('base64url');
    const p12 = createSelfSignedP12(password);
    await writeAtomically(path.join(dir, PASSWORD_FILE), password);
    await writeAtomically(path.join(dir, P12_FILE), p12);
    return { p12, password };
  } finally {
    await rm(lockFile, { force: true });
  }
}

/**
 * The self-signed identity stored in `dir` (signatur.p12 + signatur.pass), created on first use.
 * Several processes starting at once agree on one identity through a lock file.
 */
export async function readOrCreateStoredP12(dir: string): Promise<StoredP12> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const giveUpAt = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    const stored = (await readStored(dir)) ?? (await createUnderLock(dir));
    if (stored) {
      return stored;
    }
    if (Date.now() > giveUpAt) {
      throw new Error(
        `Das Signaturzertifikat in ${dir} wird seit über einer Minute von einem anderen Prozess angelegt. ` +
          `Läuft kein weiterer Server, bitte ${LOCK_FILE} entfernen.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
