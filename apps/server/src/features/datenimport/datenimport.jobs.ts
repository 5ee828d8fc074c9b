import type { Db, Executor } from '../../db/client';
import type { BlobStore } from '../../files/blob-store';
import { enqueue, type JobHandler } from '../../jobs/queue';
import * as repo from './datenimport.repository';
import { fuehreAus, type ImportQuelle } from './datenimport-lauf';
import { readImportDatei } from './quelle/import-datei';

export const VORSCHAU_JOB = 'datenimport.vorschau';
export const UEBERNAHME_JOB = 'datenimport.uebernahme';

/** Queues a run of an import in the caller's transaction (payload: the import and its run number). */
export function queueLauf(
  tx: Executor,
  kind: typeof VORSCHAU_JOB | typeof UEBERNAHME_JOB,
  importId: number,
  lauf: number,
) {
  // One attempt: a run that fails sets the import to „Fehler“ with its text; the user starts it again.
  return enqueue(tx, kind, { importId, lauf }, { maxAttempts: 1 });
}

const FEHLER_TEXT =
  'Der Import konnte nicht verarbeitet werden. Bitte versuchen Sie es erneut oder wenden Sie sich an den Support.';

/** The preview and the apply job of the Datenimport (registered in job-handlers.ts). */
export function datenimportHandlers(deps: {
  db: Db;
  blobStore: BlobStore;
  quelle?: ImportQuelle;
  warn?: (message: string) => void;
}): Record<string, JobHandler> {
  const laufDeps = { db: deps.db, blobStore: deps.blobStore, quelle: deps.quelle ?? readImportDatei };
  const handler = (modus: 'vorschau' | 'uebernahme'): JobHandler => ({
    run: async (job) => {
      const importId = Number(job.payload.importId);
      const lauf = Number(job.payload.lauf);
      try {
        await fuehreAus(laufDeps, importId, lauf, modus);
      } catch (error) {
        // Never a retry of a half-understood file and never a 500: the import shows „Fehler“ with a German text.
        deps.warn?.(`Datenimport ${importId}: ${error instanceof Error ? error.message : String(error)}`);
        await repo.updateImport(
          deps.db,
          importId,
          { status: 'fehler', fehlerText: FEHLER_TEXT, fortschritt: 100 },
          lauf,
        );
      }
    },
  });
  return { [VORSCHAU_JOB]: handler('vorschau'), [UEBERNAHME_JOB]: handler('uebernahme') };
}
