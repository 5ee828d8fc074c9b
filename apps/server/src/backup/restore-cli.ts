import path from 'node:path';
import { loadConfig } from '../config';
import { BackupInvalidError } from './manifest';
import { restoreBackup } from './restore';

/**
 * `npm run restore -- <Quelle>`: restores the backup in <Quelle> into the configured, empty installation
 * (DATABASE_URL or DATA_DIR, the file store) and checks it. Exit code 1 when the backup is refused or
 * the restore fails.
 */
const [source] = process.argv.slice(2);
if (!source) {
  console.error('Aufruf: npm run restore -- <Quelle>   (das Verzeichnis einer Sicherung)');
  process.exit(2);
}
const started = performance.now();
try {
  const config = loadConfig();
  await restoreBackup(config, path.resolve(process.env.INIT_CWD ?? process.cwd(), source), (line) =>
    console.info(line),
  );
  console.info(`Wiederherstellung fertig und geprüft (${((performance.now() - started) / 1000).toFixed(1)} s).`);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof BackupInvalidError
      ? `Sicherung abgelehnt, nichts wurde wiederhergestellt: ${message}`
      : `Wiederherstellung fehlgeschlagen: ${message}`,
  );
  process.exit(1);
}
