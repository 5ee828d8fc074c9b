import { buildApp } from './app';
import { startBackupSocket } from './backup/backup-socket';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { hasData, seedDemoData } from './demo/seed';
import { ensureFormularDefinitionen } from './features/formular/formular.repository';
import { ensureDailyMailJob } from './features/termin/alarme';
import { createBlobStore } from './files/create-blob-store';
import { startServerJobs } from './job-handlers';
import { startHousekeeping } from './jobs/housekeeping';
import { assertPublicOriginForOperation } from './lib/public-origin';
import { startInboundListener } from './mail/inbound';

async function main(): Promise<void> {
  const config = loadConfig();
  assertPublicOriginForOperation(config);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  const blobStore = createBlobStore(config);
  if (config.demoData && !(await hasData(database.db))) {
    await seedDemoData(database.db, { blobStore });
    console.info('Demo-Bestand geladen (Anmeldung z. B. mit makler / demo).');
  }
  // The shipped form definitions (decision 0028): inserted when missing, an existing version never changed.
  await ensureFormularDefinitionen(database.db);
  let wake: () => void = () => undefined;
  const app = await buildApp({ db: database.db, config, blobStore, wakeQueue: () => wake() });
  // The certificate that seals signed documents: read (or made once, self-signed) at start, so that a
  // wrong SIGNING_P12 shows now and not when the first customer signs.
  const identity = await app.ctx.signingIdentity();
  if (config.signing.p12Path === undefined) {
    app.log.warn(
      `e-Signatur: selbst signiertes Zertifikat unter ${config.dataDir}/signing (für den Echtbetrieb SIGNING_P12 setzen).`,
    );
  } else {
    app.log.info(`e-Signatur: Zertifikat ${identity.commonName}`);
  }
  const stopHousekeeping = startHousekeeping(database.db, config.loginWindowMinutes, app.log);
  // The daily mail of the appointments queues itself day by day; the first one is queued here.
  await ensureDailyMailJob(database.db);
  const worker = startServerJobs({ db: database.db, blobStore, config }, app.log);
  wake = worker.wake;
  const inbound =
    config.inbound.port === undefined
      ? undefined
      : await startInboundListener(
          {
            db: database.db,
            blobStore,
            port: config.inbound.port,
            domains: config.inbound.domains,
            maxMb: config.inbound.maxMb,
            trustedRelays: config.inbound.trustedRelays,
          },
          app.log,
        );
  // `npm run backup` of the embedded database asks this process for the dump (backup/backup-socket.ts).
  const backupSocket =
    database.snapshot && !config.databaseUrl
      ? await startBackupSocket(config.dataDir, database.snapshot, {
          warn: (message) => app.log.warn(message),
          error: (message) => app.log.error(message),
        })
      : undefined;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: Server wird beendet`);
    stopHousekeeping();
    await backupSocket?.close();
    await app.close();
    await worker.stop();
    await inbound?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `eingebettete Datenbank in ${config.dataDir}` : 'PostgreSQL-Server';
  app.log.info(`Maklerwerk läuft auf http://localhost:${config.port} (${where})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
