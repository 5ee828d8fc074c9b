import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup';
import { freePort } from './ports';

/** pg_ctl's directory: the newest /usr/lib/postgresql/<version>/bin (Debian), else the PATH. */
export function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((v) => fs.existsSync(path.join(debian, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions[0]) {
      return path.join(debian, versions[0], 'bin');
    }
  }
  const found = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  return found ? path.dirname(found) : undefined;
}

/**
 * A throw-away PostgreSQL cluster in a temporary directory on a free port, like .ci/run: as root,
 * initdb and pg_ctl run as the postgres user. `stop` shuts it down and deletes it.
 */
export async function startThrowAwayPostgres(bin: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const [command, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
    if (result.status !== 0) {
      throw new Error(`${tool} fehlgeschlagen (${result.status}): ${result.stderr || result.stdout || result.error}`);
    }
  };
  const data = path.join(dir, 'data');
  const remove = onCleanup('PostgreSQL-Verzeichnis', () => fs.rmSync(dir, { recursive: true, force: true }));
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    'start',
  ]);
  const stopServer = onCleanup('PostgreSQL', () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await stopServer();
      await remove();
    },
  };
}
