import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { DatenimportZaehler, ImportDatenpaket, ImportMeldung, ImportVertrag } from '@maklerwerk/domain';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../files/blob-store';
import type { DatenimportBerichtRow } from './datenimport.repository';
import * as repo from './datenimport.repository';
import { type AbgleichKontext, gleicheAb, planArt } from './datenimport-abgleich';
import * as match from './datenimport-match.repository';
import { berichtFelder } from './datenimport-plan';
import { DatenpaketFehler, wendeAn } from './datenimport-uebernahme';

/** Where the Datenpakete of a file come from: the readers (quelle/import-datei.ts) or a test. */
export type ImportQuelle = (
  datei: { name: string; path: string },
  zuordnung: Record<string, string | null> | null,
  onProgress?: (done: number) => void,
) => AsyncIterable<ImportDatenpaket>;

export type LaufDeps = { db: Db; blobStore: BlobStore; quelle: ImportQuelle };

/** The JSON report holds the first messages and changes; the CSV all of them. */
export const BERICHT_LIMIT = 500;
const BATCH = 500;

const leer = (): DatenimportZaehler => ({
  kundenNeu: 0,
  kundenGeaendert: 0,
  vertraegeNeu: 0,
  vertraegeGeaendert: 0,
  vertraegeUnveraendert: 0,
  uebersprungen: 0,
  fehler: 0,
  warnungen: 0,
});

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
  const zaehler = leer();
  const meldungen: ImportMeldung[] = [];
  let meldungenGesamt = 0;
  const aenderungen: DatenimportBerichtRow['aenderungen'] = [];
  let aenderungenGesamt = 0;
  let lfd = 0;
  const unbekannt = new Set<string>();
  const neueKunden = new Set<string>();
  const geaenderteKunden = new Set<number>();
  const fingerprint = createHash('sha256');
  const dateien: Dateibericht[] = [];
  const gesellschaftCache = new Map<string, { id: number; name: string } | undefined>();
  let letzterFortschritt = 0;

  const melde = async (list: readonly ImportMeldung[], ex: Db = db) => {
    for (const m of list) {
      zaehler[m.art === 'fehler' ? 'fehler' : 'warnungen'] += 1;
      meldungenGesamt += 1;
      if (meldungen.length < BERICHT_LIMIT) {
        meldungen.push(m);
      }
    }
    await repo.insertEintraege(
      ex,
      list.map((m) => ({ importId, art: 'meldung' as const, lfd: lfd++, daten: m })),
    );
  };

  const gesellschaftFuer = async (paket: ImportDatenpaket, v: ImportVertrag, ex: Db = db) => {
    const key = paket.vuNummer ? `vu:${paket.vuNummer.trim()}` : `name:${v.gesellschaftName ?? ''}`;
    if (!gesellschaftCache.has(key)) {
      gesellschaftCache.set(
        key,
        paket.vuNummer
          ? await match.findGesellschaftForVuNummer(ex, paket.vuNummer)
          : v.gesellschaftName
            ? await match.findGesellschaftByName(ex, v.gesellschaftName)
            : undefined,
      );
    }
    return gesellschaftCache.get(key);
  };

  for (const [index, datei] of row.dateien.entries()) {
    const info: Dateibericht = {
      name: datei.name,
      sha256: datei.sha256,
      groesse: datei.groesse,
      art: /\.(csv|xlsx)$/i.test(datei.name) ? 'tabelle' : 'gdv',
      vuNummern: [],
      gesellschaften: [],
      erstellungsdatumVon: null,
      erstellungsdatumBis: null,
      datenpakete: 0,
      saetze: 0,
    };
    dateien.push(info);
    const fortschritt = async (done: number) => {
      const prozent = Math.min(
        99,
        Math.floor(((index + Math.min(1, done / Math.max(1, datei.groesse))) / row.dateien.length) * 100),
      );
      if (prozent >= letzterFortschritt + 2) {
        letzterFortschritt = prozent;
        await repo.updateImport(db, importId, { fortschritt: prozent }, lauf);
      }
    };
    let pending: Promise<unknown> = Promise.resolve();
    await alsDatei(deps.blobStore, datei.blobHash, datei.name, async (file) => {
      for await (const paket of deps.quelle({ name: datei.name, path: file }, row.spaltenZuordnung, (done) => {
        pending = fortschritt(done);
      })) {
        await pending;
        info.datenpakete += 1;
        info.saetze += paket.saetze;
        info.art = paket.quelle;
        info.erstellungsdatumVon ??= paket.erstellungsdatumVon;
        info.erstellungsdatumBis = paket.erstellungsdatumBis ?? info.erstellungsdatumBis;
        if (paket.vuNummer && !info.vuNummern.includes(paket.vuNummer)) {
          info.vuNummern.push(paket.vuNummer);
        }
        await melde(paket.meldungen);
        if (paket.fehlerhaft) {
          zaehler.uebersprungen += paket.vertraege.length;
          continue;
        }
        const ergebnis = await verarbeitePaket(paket);
        if (ergebnis) {
          await melde([ergebnis]);
        }
      }
    });
    await pending;
  }

  async function verarbeitePaket(paket: ImportDatenpaket): Promise<ImportMeldung | undefined> {
    if (paket.vuNummer) {
      const g = await gesellschaftFuer(paket, paket.vertraege[0] as ImportVertrag);
      if (!g) {
        unbekannt.add(paket.vuNummer.trim());
        zaehler.uebersprungen += paket.vertraege.length;
        return {
          datei: paket.datei,
          zeile: null,
          satzart: '0001',
          feld: 'VU-Nummer',
          art: 'warnung',
          text: `Die VU-Nummer ${paket.vuNummer.trim()} ist noch keiner Gesellschaft zugeordnet.`,
        };
      }
    }
    const vorher = { ...zaehler };
    const stand = { meldungen: meldungen.length, meldungenGesamt, aenderungen: aenderungen.length, aenderungenGesamt };
    const run = async (tx: Db) => {
      const neueInDb = new Map<string, { id: number; kundennr: string }>();
      const gesehen = new Set<string>();
      for (let start = 0; start < paket.vertraege.length; start += BATCH) {
        const batch = paket.vertraege.slice(start, start + BATCH);
        const proGesellschaft = new Map<number, { name: string; vertraege: ImportVertrag[] }>();
        const fehler: ImportMeldung[] = [];
        for (const v of batch) {
          if (gesehen.has(v.versicherungsnummer)) {
            const text = `Die Versicherungsnummer ${v.versicherungsnummer} steht zweimal im Datenpaket.`;
            fehler.push({
              datei: paket.datei,
              zeile: v.zeile,
              satzart: v.satzart,
              feld: 'Versicherungsschein-Nummer',
              art: 'fehler',
              text,
            });
            if (modus === 'uebernahme') {
              throw new DatenpaketFehler(text);
            }
            continue;
          }
          gesehen.add(v.versicherungsnummer);
          const g = await gesellschaftFuer(paket, v, tx);
          if (!g) {
            fehler.push({
              datei: paket.datei,
              zeile: v.zeile,
              satzart: v.satzart,
              feld: 'Gesellschaft',
              art: 'fehler',
              text: `Vertrag ${v.versicherungsnummer}: Gesellschaft „${v.gesellschaftName ?? ''}“ ist unbekannt.`,
            });
            continue;
          }
          const entry = proGesellschaft.get(g.id) ?? { name: g.name, vertraege: [] };
          entry.vertraege.push(v);
          proGesellschaft.set(g.id, entry);
        }
        for (const [gesellschaftId, { name, vertraege }] of proGesellschaft) {
          const { plaene, meldungen: planMeldungen } = await gleicheAb(tx, ctx, paket.datei, gesellschaftId, vertraege);
          fehler.push(...planMeldungen);
          const staende: Parameters<typeof repo.insertVertragStaende>[1] = [];
          const eintraege: Parameters<typeof repo.insertEintraege>[1] = [];
          for (const plan of plaene) {
            const art = planArt(plan);
            let vertragId = plan.bestand?.id ?? null;
            if (modus === 'uebernahme') {
              const r = await wendeAn(
                tx as never,
                {
                  actor,
                  quelle: `${paket.quelle === 'gdv' ? 'GDV-Import' : 'Datenübernahme'}: ${paket.datei}`,
                  erstellungsdatum: paket.erstellungsdatumBis ?? paket.erstellungsdatumVon,
                  spartenNamen: ctx.spartenNamen,
                  gesellschaftName: name,
                  neueKunden: neueInDb,
                },
                plan,
              );
              vertragId = r.vertragId;
            }
            if (!plan.kunde && !neueKunden.has(plan.kundenSchluessel)) {
              neueKunden.add(plan.kundenSchluessel);
              zaehler.kundenNeu += 1;
            }
            if (plan.kunde && plan.kundeAenderungen.length > 0 && !geaenderteKunden.has(plan.kunde.id)) {
              geaenderteKunden.add(plan.kunde.id);
              zaehler.kundenGeaendert += 1;
            }
            zaehler[
              art === 'neu' ? 'vertraegeNeu' : art === 'geaendert' ? 'vertraegeGeaendert' : 'vertraegeUnveraendert'
            ] += 1;
            fingerprint.update(
              `${gesellschaftId}|${plan.vertrag.versicherungsnummer}|${plan.bestand?.id ?? ''}:${plan.bestand?.version ?? ''}|${plan.kunde?.id ?? ''}:${plan.kunde?.version ?? ''}\n`,
            );
            staende.push({
              importId,
              lfd: lfd++,
              gesellschaftId,
              nummer: plan.vertrag.versicherungsnummer,
              contractId: plan.bestand?.id ?? null,
              contractVersion: plan.bestand?.version ?? null,
              customerId: plan.kunde?.id ?? null,
              customerVersion: plan.kunde?.version ?? null,
            });
            if (art !== 'unveraendert') {
              const felder = berichtFelder(plan.aenderungen, ctx.spartenNamen);
              for (const f of plan.fahrzeugAenderungen) {
                felder.push({ feld: f.field, alt: f.oldValue, neu: f.newValue });
              }
              const aenderung = {
                versicherungsnummer: plan.vertrag.versicherungsnummer,
                kunde: [plan.kundeDaten.vorname, plan.kundeDaten.name].filter(Boolean).join(' '),
                art,
                vertragId,
                felder,
              };
              aenderungenGesamt += 1;
              if (aenderungen.length < BERICHT_LIMIT) {
                aenderungen.push(aenderung);
              }
              eintraege.push({ importId, art: 'aenderung', lfd: lfd++, daten: aenderung });
            }
          }
          if (modus === 'vorschau') {
            await repo.insertVertragStaende(tx, staende);
          }
          await repo.insertEintraege(tx, eintraege);
        }
        zaehler.uebersprungen += fehler.filter((m) => m.art === 'fehler').length;
        await melde(fehler, tx);
      }
    };
    if (modus === 'vorschau') {
      await run(db);
      return undefined;
    }
    try {
      await db.transaction((tx) => run(tx as unknown as Db));
      return undefined;
    } catch (error) {
      // The Datenpaket changed nothing: its counts go back to before it, its contracts count as skipped.
      Object.assign(zaehler, vorher, { uebersprungen: vorher.uebersprungen + paket.vertraege.length });
      meldungen.length = stand.meldungen;
      aenderungen.length = stand.aenderungen;
      meldungenGesamt = stand.meldungenGesamt;
      aenderungenGesamt = stand.aenderungenGesamt;
      const grund = error instanceof DatenpaketFehler ? error.message : 'Unerwarteter Fehler beim Speichern.';
      return {
        datei: paket.datei,
        zeile: null,
        satzart: null,
        feld: null,
        art: 'fehler',
        text: `Datenpaket ${paket.nummer} wurde nicht übernommen: ${grund}`,
      };
    }
  }

  for (const info of dateien) {
    const namen = await Promise.all(info.vuNummern.map((vu) => match.findGesellschaftForVuNummer(db, vu)));
    info.gesellschaften = namen.filter((g): g is { id: number; name: string } => !!g);
  }
  const bericht: DatenimportBerichtRow = {
    dateien,
    zaehler,
    meldungen,
    meldungenGesamt,
    unbekannteVuNummern: [...unbekannt],
    aenderungen,
    tabelle: null,
  };
  void aenderungenGesamt;
  await repo.updateImport(
    db,
    importId,
    modus === 'vorschau'
      ? { status: 'vorschau', fortschritt: 100, bericht, fingerprint: fingerprint.digest('hex') }
      : { status: 'uebernommen', fortschritt: 100, bericht, uebernommenAm: new Date().toISOString() },
    lauf,
  );
}
