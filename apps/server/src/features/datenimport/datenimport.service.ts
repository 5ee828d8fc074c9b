import { createReadStream } from 'node:fs';
import {
  type Actor,
  AppError,
  canImportDaten,
  type DatenimportReport,
  type DatenimportStatus,
  isInternal,
  leereZaehler,
  spaltenQuelle,
  uebernahmeGesperrt,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../files/blob-store';
import { authorize } from '../../lib/authorize';
import { insertDocument, insertFile } from '../../repositories/archive-document';
import { queueLauf, UEBERNAHME_JOB, VORSCHAU_JOB } from './datenimport.jobs';
import type { DatenimportDateiRow } from './datenimport.repository';
import * as repo from './datenimport.repository';
import { leererDateibericht } from './datenimport-lauf-stand';
import * as match from './datenimport-match.repository';

/** The archive's node of imported files (decision 0048): not one of the folders the archive pages list. */
export const DATENIMPORT_NODE = 'DATENIMPORT';

export type Deps = { db: Db; blobStore: BlobStore; wake?: () => void };
export type SpooledFile = { name: string; path: string; sha256: string; size: number };

type Found = NonNullable<Awaited<ReturnType<typeof repo.findImport>>>;

export function toReport({ row, erstelltVon }: Found): DatenimportReport {
  const b = row.bericht;
  return {
    id: row.id,
    status: row.status,
    fortschritt: row.fortschritt,
    erstelltAm: row.createdAt,
    erstelltVon,
    uebernommenAm: row.uebernommenAm,
    dateien: b?.dateien ?? row.dateien.map(leererDateibericht),
    zaehler: b?.zaehler ?? leereZaehler(),
    meldungen: [
      ...(row.fehlerText
        ? [{ datei: '', zeile: null, satzart: null, feld: null, art: 'fehler' as const, text: row.fehlerText }]
        : []),
      ...(b?.meldungen ?? []),
    ],
    meldungenGesamt: (b?.meldungenGesamt ?? 0) + (row.fehlerText ? 1 : 0),
    unbekannteVuNummern: b?.unbekannteVuNummern ?? [],
    aenderungen: b?.aenderungen ?? [],
    tabelle: row.spaltenZuordnung
      ? { spalten: b?.tabelle?.spalten ?? [], zuordnung: row.spaltenZuordnung }
      : (b?.tabelle ?? null),
  };
}

/** The import if the actor may see it: its importer, or internal staff (else 404). */
export async function findVisibleImport(db: Db, actor: Actor, id: number): Promise<Found> {
  const found = await repo.findImport(db, id);
  if (!found || !(isInternal(actor.original) || found.row.userId === actor.original.id)) {
    throw new AppError('NOT_FOUND', 'Der Import wurde nicht gefunden.');
  }
  return found;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * A new import: every file into the blob store and into the archive (node DATENIMPORT, never deleted),
 * the import row and its preview job in one transaction. Answers the import's id (202).
 */
export async function startImport(deps: Deps, actor: Actor, files: readonly SpooledFile[]): Promise<number> {
  authorize(actor, canImportDaten);
  if (files.length === 0) {
    throw new AppError('VALIDATION', 'Bitte wählen Sie mindestens eine Datei aus.');
  }
  const stored: Omit<DatenimportDateiRow, 'dokumentId'>[] = [];
  for (const f of files) {
    const info = await deps.blobStore.put(createReadStream(f.path), { maxBytes: Number.MAX_SAFE_INTEGER });
    stored.push({ name: f.name, sha256: f.sha256, groesse: f.size, blobHash: info.hash });
  }
  const id = await deps.db.transaction(async (tx) => {
    const dateien: DatenimportDateiRow[] = [];
    for (const f of stored) {
      const dokumentId = await insertDocument(tx, {
        brokerId: actor.viewed.brokerId,
        nodeId: DATENIMPORT_NODE,
        bezeichnung: `Datenimport: ${f.name}`.slice(0, 200),
        datum: today(),
        bemerkung: `SHA-256 ${f.sha256}`,
        createdByUserId: actor.original.id,
      });
      await insertFile(tx, dokumentId, {
        blobHash: f.blobHash,
        size: f.groesse,
        mimeType: 'application/octet-stream',
        fileName: f.name,
        originalFileName: f.name,
        createdByUserId: actor.original.id,
      });
      dateien.push({ ...f, dokumentId });
    }
    const importId = await repo.insertImport(tx, {
      userId: actor.original.id,
      viewedUserId: actor.viewed.id,
      status: 'vorschau_laeuft',
      dateien,
      lauf: 1,
    });
    await queueLauf(tx, VORSCHAU_JOB, importId, 1);
    return importId;
  });
  deps.wake?.();
  return id;
}

export async function getImport(db: Db, actor: Actor, id: number): Promise<DatenimportReport> {
  authorize(actor, canImportDaten);
  return toReport(await findVisibleImport(db, actor, id));
}

export async function listImports(db: Db, actor: Actor) {
  authorize(actor, canImportDaten);
  const rows = await repo.listImports(db, isInternal(actor.original) ? null : actor.original.id);
  return {
    items: rows.map(({ row, erstelltVon }) => ({
      id: row.id,
      dateien: row.dateien.map((d) => d.name),
      gesellschaften: [...new Set((row.bericht?.dateien ?? []).flatMap((d) => d.gesellschaften.map((g) => g.name)))],
      erstelltVon,
      erstelltAm: row.createdAt,
      status: row.status,
      zaehler: row.bericht?.zaehler ?? leereZaehler(),
    })),
  };
}

const conflict = (message: string) => new AppError('STALE_VERSION', message);

async function restart(deps: Deps, actor: Actor, id: number, from: readonly DatenimportStatus[]) {
  await deps.db.transaction(async (tx) => {
    const lauf = await repo.startRun(tx, id, from, 'vorschau_laeuft');
    if (lauf === undefined) {
      throw conflict('Der Import kann in diesem Zustand nicht neu geprüft werden.');
    }
    await queueLauf(tx, VORSCHAU_JOB, id, lauf);
  });
  deps.wake?.();
  return getImport(deps.db, actor, id);
}

/**
 * „Import übernehmen“: 409 while a VU-Nummer is unassigned, when the preview has errors only, or when
 * the import is not in the preview. A preview older than the data is previewed again (the answer's
 * status is vorschau_laeuft), never applied blind.
 */
export async function uebernehmen(deps: Deps, actor: Actor, id: number): Promise<DatenimportReport> {
  authorize(actor, canImportDaten);
  const { row } = await findVisibleImport(deps.db, actor, id);
  if (!row.bericht) {
    throw conflict('Nur eine fertige Vorschau kann übernommen werden.');
  }
  const gesperrt = uebernahmeGesperrt({ status: row.status, ...row.bericht });
  if (gesperrt) {
    throw conflict(gesperrt);
  }
  if (await repo.isPreviewStale(deps.db, id)) {
    return restart(deps, actor, id, ['vorschau']);
  }
  await deps.db.transaction(async (tx) => {
    const lauf = await repo.startRun(tx, id, ['vorschau'], 'uebernahme_laeuft');
    if (lauf === undefined) {
      throw conflict('Der Import kann erst nach einer fertigen Vorschau übernommen werden.');
    }
    await queueLauf(tx, UEBERNAHME_JOB, id, lauf);
  });
  deps.wake?.();
  return getImport(deps.db, actor, id);
}

export async function verwerfen(deps: Deps, actor: Actor, id: number): Promise<DatenimportReport> {
  authorize(actor, canImportDaten);
  await findVisibleImport(deps.db, actor, id);
  const lauf = await repo.startRun(deps.db, id, ['vorschau', 'vorschau_laeuft', 'fehler'], 'verworfen');
  if (lauf === undefined) {
    throw conflict('Ein übernommener Import kann nicht verworfen werden.');
  }
  await repo.updateImport(deps.db, id, { fortschritt: 100 });
  return getImport(deps.db, actor, id);
}

/** Assigns an unknown VU-Nummer to a Gesellschaft (remembered for every later import) and previews again. */
export async function zuordnen(
  deps: Deps,
  actor: Actor,
  id: number,
  body: { vuNummer: string; gesellschaftId: number },
): Promise<DatenimportReport> {
  authorize(actor, canImportDaten);
  await findVisibleImport(deps.db, actor, id);
  if (!(await match.findGesellschaftById(deps.db, body.gesellschaftId))) {
    throw new AppError('VALIDATION', undefined, { gesellschaftId: 'Bitte wählen Sie eine Gesellschaft aus.' });
  }
  await repo.rememberVuNummer(deps.db, body.vuNummer.trim(), body.gesellschaftId, actor.original.id);
  return restart(deps, actor, id, ['vorschau', 'fehler']);
}

/** Sets the column mapping of a table file, saves it for its source (the header row) and previews again. */
export async function spaltenSetzen(
  deps: Deps,
  actor: Actor,
  id: number,
  zuordnung: Record<string, string | null>,
): Promise<DatenimportReport> {
  authorize(actor, canImportDaten);
  const { row } = await findVisibleImport(deps.db, actor, id);
  await repo.updateImport(deps.db, id, { spaltenZuordnung: zuordnung });
  await repo.saveSpaltenZuordnung(
    deps.db,
    spaltenQuelle(row.bericht?.tabelle?.spalten ?? [], row.dateien[0]?.name ?? ''),
    zuordnung,
    actor.original.id,
  );
  return restart(deps, actor, id, ['vorschau', 'fehler']);
}
