import type { Config } from './config';
import type { Db } from './db/client';
import { datenimportHandlers } from './features/datenimport/datenimport.jobs';
import { alarmNotifier } from './features/termin/alarm-events';
import { alarmHandlers } from './features/termin/alarme';
import type { BlobStore } from './files/blob-store';
import { startJobWorker } from './jobs/job-worker';
import { MAIL_JOB, mailDeliveryHandler, NOTIFY_JOB, notificationHandler } from './mail/outbox';
import { createMailTransport } from './mail/transport';

/**
 * The composition root of the background jobs: the server's worker with the handler of every job kind —
 * the outbox delivery and notices (mail/) and the alarms of appointments and tasks (features/termin).
 */
export function startServerJobs(
  deps: { db: Db; blobStore: BlobStore; config: Config },
  log: { info: (message: string) => void; warn: (message: string) => void },
) {
  const transport = createMailTransport({ smtpUrl: deps.config.smtpUrl, dataDir: deps.config.dataDir });
  const worker = startJobWorker(
    deps.db,
    {
      [MAIL_JOB]: mailDeliveryHandler({ ...deps, transport, from: deps.config.mailFrom }),
      [NOTIFY_JOB]: notificationHandler({ transport, from: deps.config.mailFrom }),
      // The preview and the apply of a Datenimport (issue 38).
      ...datenimportHandlers({ db: deps.db, blobStore: deps.blobStore, warn: (message) => log.warn(message) }),
      // Alarms of appointments and tasks, and the daily mail (issue 13).
      ...alarmHandlers({
        db: deps.db,
        publicUrl: deps.config.publicOrigin,
        notify: alarmNotifier.notify,
        warn: (message) => log.warn(message),
      }),
    },
    log,
    { leaseMs: deps.config.jobs.leaseSeconds * 1000, pollMs: deps.config.jobs.pollMs },
  );
  log.info(`E-Mail-Versand: ${transport.describe}`);
  return {
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
