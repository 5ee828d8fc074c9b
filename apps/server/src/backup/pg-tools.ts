import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

type Tool = 'pg_dump' | 'pg_restore';

/**
 * A PostgreSQL client program: PG_BIN if set, else the newest /usr/lib/postgresql/<version>/bin
 * (Debian; pg_dump must be at least the server's version), else the PATH.
 */
export function findPgTool(tool: Tool, env: NodeJS.ProcessEnv = process.env): string {
  const candidates: string[] = [];
  if (env.PG_BIN) {
    candidates.push(path.join(env.PG_BIN, tool));
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', tool)))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin', tool)));
  }
  const found = candidates.find((c) => fs.existsSync(c));
  if (found) {
    return found;
  }
  const onPath = spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) {
    return onPath;
  }
  throw new Error(
    `${tool} wurde nicht gefunden. Installieren Sie die PostgreSQL-Client-Programme (z. B. Debian-Paket ` +
      `postgresql-client in der Version des Servers) oder nennen Sie ihr Verzeichnis mit PG_BIN.`,
  );
}

/**
 * The URL without its password, and the password for PGPASSWORD: on the command line it would be
 * visible to every user of the machine (ps).
 */
function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = '';
  return { url: url.toString(), password };
}

/** Runs pg_dump or pg_restore against `databaseUrl` (appended as `--dbname`); German error with its output. */
export function runPgTool(tool: Tool, args: string[], databaseUrl: string): Promise<void> {
  const { url, password } = splitPassword(databaseUrl);
  const env = { ...process.env, ...(password === undefined ? {} : { PGPASSWORD: password }) };
  return new Promise((resolve, reject) => {
    const child = spawn(findPgTool(tool), [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      stderr += text;
    });
    child.once('error', (error) => reject(new Error(`${tool} konnte nicht gestartet werden: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) {
        resolve();
      } else {
        reject(new Error(`${tool} ist mit Code ${code} fehlgeschlagen:\n${stderr.trim()}`));
      }
    });
  });
}
