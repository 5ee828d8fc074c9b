import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type ImportDatenpaketKopf,
  type ImportStueck,
  type ImportVertrag,
  spaltenQuelle,
  suggestZuordnung,
} from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../files/blob-store';
import type { DatenimportBerichtRow } from './datenimport.repository';
import * as repo from './datenimport.repository';
import type { AbgleichKontext } from './datenimport-abgleich';
import { type PaketKontext, verarbeiteDatenpaket } from './datenimport-datenpaket';
import { LaufStand, leererDateibericht } from './datenimport-lauf-stand';
import * as match from './datenimport-match.repository';
import { readTabellenSpalten } from './quelle/tabelle-quelle';

/** Where the Datenpakete of a file come from: the readers (quelle/import-datei.ts) or a test. */
export type ImportQuelle = (
  datei: { name: string; path: string },
  zuordnung: Record<string, string | null> | null,
  onProgress?: (done: number) => void,
) => AsyncIterable<ImportStueck>;

export type LaufDeps = { db: Db; blobStore: BlobStore; quelle: ImportQuelle };

type Dateibericht = DatenimportBerichtRow['dateien'][number];

/** A blob as a temporary file for the readers (a job may run on another instance than the upload). */
async function alsDatei<T>(
  store: BlobStore,
  hash: string,
  name: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mw-import-'));
  const file = path.join(dir, path.basename(name).replace(/[^\w.-]/g, '_') || 'datei');
  try {
    await pipeline(await store.get(hash), createWriteStream(file, { mode: 0o600 }));
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The columns of a table file and the mapping to read it with: the user's, else the one saved for a file
 * with the same header row, else the suggestions from the header names. A file whose header cannot be
 * read gets no mapping: its reader names the problem.
 */
async function tabellenZuordnung(
  db: Db,
  datei: { name: string; path: string },
  gesetzt: Record<string, string | null> | null,
): Promise<DatenimportBerichtRow['tabelle']> {
  let spalten: string[];
  try {
    spalten = await readTabellenSpalten(datei);
  } catch {
    return null;
  }
  const zuordnung =
    gesetzt ?? (await repo.findSpaltenZuordnung(db, spaltenQuelle(spalten, datei.name))) ?? suggestZuordnung(spalten);
  return { spalten, zuordnung };
}

/**
 * One run over the files of an import: the preview (reads only) or the apply (one transaction per
 * Datenpaket). Both match alike and count alike; the apply's report is what it did. A run whose number
 * is no longer the import's (discarded, previewed again) stops writing.
 */
export async function fuehreAus(deps: LaufDeps, importId: number, lauf: number, modus: 'vorschau' | 'uebernahme') {
  const { db } = deps;
  const found = await repo.findImport(db, importId);
  if (!found || found.row.lauf !== lauf) {
    return;
  }
  const row = found.row;
  const actor = await match.loadActor(db, row.userId, row.viewedUserId);
  const branches = await match.listBranches(db);
  const ctx: AbgleichKontext = {
    actor,
    branches,
    spartenNamen: new Map(branches.map((b) => [b.id, b.name])),
    vermittler: new Map(),
  };
  await repo.clearRunData(db, importId, modus === 'vorschau');
  const stand = new LaufStand(importId);
  let tabelle: DatenimportBerichtRow['tabelle'] = null;
  const dateien: Dateibericht[] = [];
  const gesellschaftCache = new Map<string, { id: number; name: string } | undefined>();
  let letzterFortschritt = 0;

  const gesellschaftFuer = async (kopf: ImportDatenpaketKopf, v: ImportVertrag | null, ex: Db) => {
    const key = kopf.vuNummer ? `vu:${kopf.vuNummer.trim()}` : `name:${v?.gesellschaftName ?? ''}`;
    if (!gesellschaftCache.has(key)) {
      gesellschaftCache.set(
        key,
        kopf.vuNummer
          ? await match.findGesellschaftForVuNummer(ex, kopf.vuNummer)
          : v?.gesellschaftName
            ? await match.findGesellschaftByName(ex, v.gesellschaftName)
            : undefined,
      );
    }
    return gesellschaftCache.get(key);
  };
  const transaktion = { offen: false };
  const paketKontext: PaketKontext = { db, modus, actor, abgleich: ctx, stand, gesellschaftFuer, transaktion };
  /** Progress reached while a transaction was open: written once it has ended. */
  let offenerFortschritt: number | null = null;
  const schreibeFortschritt = async (prozent: number) => {
    if (transaktion.offen) {
      offenerFortschritt = prozent;
      return;
    }
    offenerFortschritt = null;
    await repo.updateImport(db, importId, { fortschritt: prozent }, lauf);
  };

  for (const [index, datei] of row.dateien.entries()) {
    const info = leererDateibericht(datei);
    dateien.push(info);
    const fortschritt = async (done: number) => {
      const prozent = Math.min(
        99,
        Math.floor(((index + Math.min(1, done / Math.max(1, datei.groesse))) / row.dateien.length) * 100),
      );
      if (prozent >= letzterFortschritt + 2) {
        letzterFortschritt = prozent;
        await schreibeFortschritt(prozent);
      }
    };
    let pending: Promise<unknown> = Promise.resolve();
    await alsDatei(deps.blobStore, datei.blobHash, datei.name, async (file) => {
      if (info.art === 'tabelle' && tabelle === null) {
        tabelle = await tabellenZuordnung(db, { name: datei.name, path: file }, row.spaltenZuordnung);
      }
      const stuecke = deps
        .quelle({ name: datei.name, path: file }, tabelle?.zuordnung ?? row.spaltenZuordnung, (done) => {
          pending = fortschritt(done);
        })
        [Symbol.asyncIterator]();
      const holen = async () => {
        const n = await stuecke.next();
        await pending;
        if (n.done) {
          return undefined;
        }
        if (n.value.art === 'ende') {
          const paket = n.value.paket;
          info.datenpakete += 1;
          info.saetze += paket.saetze;
          info.art = paket.quelle;
          info.erstellungsdatumVon ??= paket.erstellungsdatumVon;
          info.erstellungsdatumBis = paket.erstellungsdatumBis ?? info.erstellungsdatumBis;
          if (paket.vuNummer && !info.vuNummern.includes(paket.vuNummer)) {
            info.vuNummern.push(paket.vuNummer);
          }
        }
        return n.value;
      };
      try {
        for (let erstes = await holen(); erstes; erstes = await holen()) {
          await verarbeiteDatenpaket(paketKontext, erstes, holen);
          if (offenerFortschritt !== null) {
            await schreibeFortschritt(offenerFortschritt);
          }
        }
      } finally {
        await stuecke.return?.();
      }
    });
    await pending;
  }

  for (const info of dateien) {
    const namen = await Promise.all(info.vuNummern.map((vu) => match.findGesellschaftForVuNummer(db, vu)));
    info.gesellschaften = namen.filter((g): g is { id: number; name: string } => !!g);
  }
  const bericht: DatenimportBerichtRow = {
    dateien,
    zaehler: stand.zaehler,
    meldungen: stand.meldungen,
    meldungenGesamt: stand.meldungenGesamt,
    unbekannteVuNummern: [...stand.unbekannt],
    aenderungen: stand.aenderungen,
    tabelle,
  };
  await repo.updateImport(
    db,
    importId,
    modus === 'vorschau'
      ? { status: 'vorschau', fortschritt: 100, bericht, fingerprint: stand.digest() }
      : { status: 'uebernommen', fortschritt: 100, bericht, uebernommenAm: new Date().toISOString() },
    lauf,
  );
}
