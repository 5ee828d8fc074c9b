import type { Config } from '../config';
import type { Db } from '../db/client';
import { alarmNotifier } from '../features/termin/alarm-events';
import { alarmHandlers } from '../features/termin/alarme';
import type { BlobStore } from '../files/blob-store';
import { createQueue, startWorker } from '../jobs/queue';
import { MAIL_JOB, mailDeliveryHandler, NOTIFY_JOB, notificationHandler } from './outbox';
import { createMailTransport } from './transport';

/** The server's job worker: delivers the outbox (more kinds join as they come). */
export function startJobWorker(
  deps: { db: Db; blobStore: BlobStore; config: Config },
  log: { info: (message: string) => void; warn: (message: string) => void },
) {
  const transport = createMailTransport({ smtpUrl: deps.config.smtpUrl, dataDir: deps.config.dataDir });
  const queue = createQueue(deps.db, {
    [MAIL_JOB]: mailDeliveryHandler({ ...deps, transport, from: deps.config.mailFrom }),
    [NOTIFY_JOB]: notificationHandler({ transport, from: deps.config.mailFrom }),
    // Alarms of appointments and tasks, and the daily mail (issue 13).
    ...alarmHandlers({
      db: deps.db,
      publicUrl: deps.config.publicOrigin,
      notify: alarmNotifier.notify,
      warn: (message) => log.warn(message),
    }),
  });
  const worker = startWorker(queue, log);
  log.info(`E-Mail-Versand: ${transport.describe}`);
  return {
    wake: worker.wake,
    stop: async () => {
      await worker.stop();
      transport.close();
    },
  };
}
