import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock of its own and two processes on one data directory corrupt it, so the
 * server holds a pid file and refuses to start while another living process holds it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'maklerwerk.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen Maklerwerk-Prozess (PID ${holder}) verwendet. ` +
            'Die eingebettete Datenbank erlaubt nur einen Prozess je Datenverzeichnis. Beenden Sie den anderen Prozess ' +
            'oder wählen Sie mit DATA_DIR ein anderes Verzeichnis (oder DATABASE_URL für einen PostgreSQL-Server).',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Die Sperrdatei ${lockPath} konnte nicht angelegt werden.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
