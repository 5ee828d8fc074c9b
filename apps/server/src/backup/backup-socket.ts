import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { DatabaseState } from './backup.repository';

/**
 * How `npm run backup` reaches the embedded database of a running server. PGlite allows one process
 * per data directory (db/data-dir-lock.ts), and a file copy of a live directory is not consistent, so
 * the server itself dumps it on request: over a Unix socket in a folder of the data directory that
 * only the data directory's owner may enter (0700). Whoever can connect could read the data directory
 * anyway; nobody else can connect, and the socket never leaves the machine (no network port).
 *
 * Protocol: the client sends `snapshot\n`; the server answers one JSON line
 * `{ ok: true, size, state }` followed by `size` bytes of the dump (a tar), or `{ ok: false, message }`.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, '.backup', 'socket');
}

export type Snapshot = { tar: Buffer; state: DatabaseState };

type Log = { warn: (message: string) => void; error: (message: string) => void };

/** Unix socket paths are limited to 107 bytes (sun_path). */
const MAX_SOCKET_PATH = 100;

export async function startBackupSocket(
  dataDir: string,
  snapshot: () => Promise<{ tar: Blob; state: DatabaseState }>,
  log: Log,
): Promise<{ close: () => Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    log.warn(
      `Sicherung: der Pfad ${socketPath} ist für einen Unix-Socket zu lang; npm run backup geht nur bei beendetem Server.`,
    );
    return { close: async () => undefined };
  }
  const dir = path.dirname(socketPath);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  // A socket file left by a server that died: this process holds the data directory's lock now.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.setTimeout(30_000, () => socket.destroy());
    socket.once('data', (chunk) => {
      if (chunk.toString('utf8').trim() !== 'snapshot') {
        socket.end(`${JSON.stringify({ ok: false, message: 'Unbekannte Anfrage.' })}\n`);
        return;
      }
      socket.setTimeout(0);
      snapshot()
        .then(async ({ tar, state }) => {
          const bytes = Buffer.from(await tar.arrayBuffer());
          socket.write(`${JSON.stringify({ ok: true, size: bytes.length, state })}\n`);
          socket.end(bytes);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          log.error(`Sicherung: die Datenbank konnte nicht ausgegeben werden (${message})`);
          socket.end(`${JSON.stringify({ ok: false, message })}\n`);
        });
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

/**
 * Asks the server running on `dataDir` for a snapshot. `undefined` when no server listens there (no
 * socket file, or one left behind by a server that is gone).
 */
export function requestSnapshot(dataDir: string): Promise<Snapshot | undefined> {
  const socketPath = backupSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(socketPath);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write('snapshot\n');
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (!connected && (error.code === 'ENOENT' || error.code === 'ECONNREFUSED')) {
        resolve(undefined);
      } else {
        reject(new Error(`Der laufende Server antwortet nicht auf die Sicherungsanfrage (${error.message}).`));
      }
    });
    socket.once('end', () => {
      try {
        resolve(parseAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

function parseAnswer(answer: Buffer): Snapshot {
  const newline = answer.indexOf(0x0a);
  if (newline < 0) {
    throw new Error('Der laufende Server hat die Sicherungsanfrage ohne Antwort beendet.');
  }
  const head = JSON.parse(answer.subarray(0, newline).toString('utf8')) as
    | { ok: true; size: number; state: DatabaseState }
    | { ok: false; message: string };
  if (!head.ok) {
    throw new Error(`Der laufende Server konnte die Datenbank nicht ausgeben: ${head.message}`);
  }
  const tar = answer.subarray(newline + 1);
  if (tar.length !== head.size) {
    throw new Error(
      `Die Datenbank-Ausgabe des Servers ist unvollständig (${tar.length} von ${head.size} Bytes empfangen).`,
    );
  }
  return { tar, state: head.state };
}
