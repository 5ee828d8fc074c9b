/**
 * One Datenpaket of a run, read piece by piece (ImportStueck) so that memory does not grow with it: its
 * contracts are matched batch by batch; the apply writes them in one transaction that the Datenpaket's
 * end (the Nachsatz's verdict) commits or rolls back, the preview takes its rows back the same way.
 */
import { createHash } from 'node:crypto';
import type {
  Actor,
  ImportDatenpaket,
  ImportDatenpaketKopf,
  ImportMeldung,
  ImportStueck,
  ImportVertrag,
} from '@maklerwerk/domain';
import type { Db, Tx } from '../../db/client';
import * as repo from './datenimport.repository';
import { type AbgleichKontext, gleicheAb, planArt, type VertragPlan } from './datenimport-abgleich';
import type { LaufStand } from './datenimport-lauf-stand';
import { legeNeuAn } from './datenimport-neuanlage';
import { berichtFelder } from './datenimport-plan';
import { DatenpaketFehler, type UebernahmeKontext, wendeAn } from './datenimport-uebernahme';

const BATCH = 500;

export type PaketKontext = {
  db: Db;
  modus: 'vorschau' | 'uebernahme';
  actor: Actor;
  abgleich: AbgleichKontext;
  stand: LaufStand;
  gesellschaftFuer: (kopf: ImportDatenpaketKopf, v: ImportVertrag | null, ex: Db) => Promise<Gesellschaft | undefined>;
  /**
   * Open while an apply's transaction reads on: the embedded database has one connection, so nothing else
   * (the run's progress) may write through `db` until it ends.
   */
  transaktion: { offen: boolean };
};

type Gesellschaft = { id: number; name: string };

/** The pieces of one Datenpaket, pulled one at a time (a throw in between leaves the rest to `rest`). */
class PaketLeser {
  gelesen = 0;
  ende: ImportDatenpaket | null = null;
  private fertig = false;

  constructor(
    private erstes: ImportStueck | undefined,
    private readonly holen: () => Promise<ImportStueck | undefined>,
  ) {}

  async weiter(): Promise<ImportVertrag[] | null> {
    if (this.fertig) {
      return null;
    }
    const stueck = this.erstes ?? (await this.holen());
    this.erstes = undefined;
    if (!stueck) {
      this.fertig = true;
      return null;
    }
    if (stueck.art === 'ende') {
      this.ende = stueck.paket;
      this.fertig = true;
    }
    const vertraege = stueck.art === 'ende' ? stueck.paket.vertraege : stueck.vertraege;
    this.gelesen += vertraege.length;
    return vertraege;
  }

  async rest(): Promise<void> {
    while (await this.weiter()) {}
  }
}

/** Thrown when the Datenpaket's end says it is broken: what it did is taken back, its messages stay. */
class PaketVerworfen extends Error {}

/** An error of the whole Datenpaket (no line, Satzart or field). */
const paketFehler = (kopf: ImportDatenpaketKopf, text: string): ImportMeldung => ({
  datei: kopf.datei,
  zeile: null,
  satzart: null,
  feld: null,
  art: 'fehler',
  text,
});

const kopfVon = (s: ImportStueck): ImportDatenpaketKopf => (s.art === 'ende' ? s.paket : s.kopf);

/**
 * Works through one Datenpaket starting with `erstes`, pulling its further pieces with `holen`. Returns
 * when its end is read; the counts and rows of `ctx.stand` then hold what it did (or, if it was not taken,
 * its contracts as skipped and the reason).
 */
export async function verarbeiteDatenpaket(
  ctx: PaketKontext,
  erstes: ImportStueck,
  holen: () => Promise<ImportStueck | undefined>,
): Promise<void> {
  const { db, stand } = ctx;
  const kopf = kopfVon(erstes);
  const leser = new PaketLeser(erstes, holen);
  const meldeEnde = async () => {
    await stand.melde(db, leser.ende?.meldungen ?? []);
    if (!leser.ende) {
      await stand.melde(db, [
        paketFehler(kopf, `Datenpaket ${kopf.nummer} endet unerwartet; es wurde nicht übernommen.`),
      ]);
    }
  };

  if (kopf.vuNummer && !(await ctx.gesellschaftFuer(kopf, null, db))) {
    await leser.rest();
    stand.zaehler.uebersprungen += leser.gelesen;
    await meldeEnde();
    if (leser.ende && !leser.ende.fehlerhaft) {
      stand.unbekannt.add(kopf.vuNummer.trim());
      await stand.melde(db, [
        {
          datei: kopf.datei,
          zeile: null,
          satzart: '0001',
          feld: 'VU-Nummer',
          art: 'warnung',
          text: `Die VU-Nummer ${kopf.vuNummer.trim()} ist noch keiner Gesellschaft zugeordnet.`,
        },
      ]);
    }
    return;
  }

  const vorher = stand.merke();
  const fingerprint = createHash('sha256');
  const bearbeite = async (ex: Db) => {
    const batch = new BatchArbeit(ctx, kopf, ex, fingerprint);
    for (let vertraege = await leser.weiter(); vertraege; vertraege = await leser.weiter()) {
      for (let start = 0; start < vertraege.length; start += BATCH) {
        await batch.verarbeite(vertraege.slice(start, start + BATCH));
      }
    }
    if (!leser.ende || leser.ende.fehlerhaft) {
      throw new PaketVerworfen();
    }
  };
  try {
    if (ctx.modus === 'uebernahme') {
      ctx.transaktion.offen = true;
      try {
        await db.transaction((tx) => bearbeite(tx as unknown as Db));
      } finally {
        ctx.transaktion.offen = false;
      }
    } else {
      await bearbeite(db);
    }
    stand.nimmFingerprint(fingerprint);
  } catch (error) {
    if (ctx.modus === 'vorschau' && !(error instanceof PaketVerworfen)) {
      throw error;
    }
    await leser.rest();
    stand.zuruecksetze(vorher);
    stand.zaehler.uebersprungen += leser.gelesen;
    if (ctx.modus === 'vorschau') {
      await repo.deleteRunDataAb(db, stand.importId, vorher.lfd);
    }
    if (!(error instanceof PaketVerworfen)) {
      const grund = error instanceof DatenpaketFehler ? error.message : 'Unerwarteter Fehler beim Speichern.';
      await stand.melde(db, [paketFehler(kopf, `Datenpaket ${kopf.nummer} wurde nicht übernommen: ${grund}`)]);
    }
  }
  await meldeEnde();
}

/** The contracts of one Datenpaket, batch by batch: matched, counted, reported, and on apply written. */
class BatchArbeit {
  private readonly gesehen = new Set<string>();
  private readonly neueInDb = new Map<string, { id: number; kundennr: string }>();
  private readonly geaenderteInDb = new Set<number>();

  constructor(
    private readonly ctx: PaketKontext,
    private readonly kopf: ImportDatenpaketKopf,
    private readonly ex: Db,
    private readonly fingerprint: ReturnType<typeof createHash>,
  ) {}

  async verarbeite(batch: readonly ImportVertrag[]): Promise<void> {
    const { ctx, kopf, ex } = this;
    const proGesellschaft = new Map<number, { name: string; vertraege: ImportVertrag[] }>();
    const fehler: ImportMeldung[] = [];
    for (const v of batch) {
      if (this.gesehen.has(v.versicherungsnummer)) {
        const text = `Die Versicherungsnummer ${v.versicherungsnummer} steht zweimal im Datenpaket.`;
        fehler.push(this.meldung(v, 'Versicherungsschein-Nummer', text));
        if (ctx.modus === 'uebernahme') {
          throw new DatenpaketFehler(text);
        }
        continue;
      }
      this.gesehen.add(v.versicherungsnummer);
      const g = await ctx.gesellschaftFuer(kopf, v, ex);
      if (!g) {
        const text = `Vertrag ${v.versicherungsnummer}: Gesellschaft „${v.gesellschaftName ?? ''}“ ist unbekannt.`;
        fehler.push(this.meldung(v, 'Gesellschaft', text));
        continue;
      }
      const entry = proGesellschaft.get(g.id) ?? { name: g.name, vertraege: [] };
      entry.vertraege.push(v);
      proGesellschaft.set(g.id, entry);
    }
    for (const [gesellschaftId, { name, vertraege }] of proGesellschaft) {
      fehler.push(...(await this.gesellschaft(gesellschaftId, name, vertraege)));
    }
    ctx.stand.zaehler.uebersprungen += fehler.filter((m) => m.art === 'fehler').length;
    await ctx.stand.melde(ex, fehler);
  }

  /** Applies the plans of one Gesellschaft: new contracts together, the others one by one; their ids. */
  private async wendeAn(gesellschaftName: string, plaene: readonly VertragPlan[]): Promise<number[]> {
    const { ctx, kopf } = this;
    const uebernahme: UebernahmeKontext = {
      actor: ctx.actor,
      quelle: `${kopf.quelle === 'gdv' ? 'GDV-Import' : 'Datenübernahme'}: ${kopf.datei}`,
      erstellungsdatum: kopf.erstellungsdatumBis ?? kopf.erstellungsdatumVon,
      spartenNamen: ctx.abgleich.spartenNamen,
      gesellschaftName,
      neueKunden: this.neueInDb,
      geaenderteKunden: this.geaenderteInDb,
    };
    const tx = this.ex as unknown as Tx;
    const neue = plaene.filter((p) => p.bestand === null);
    const neueIds = await legeNeuAn(tx, uebernahme, neue);
    const ids = new Map(neue.map((p, i) => [p, neueIds[i] as number]));
    for (const plan of plaene) {
      if (plan.bestand !== null) {
        ids.set(plan, await wendeAn(tx, uebernahme, plan));
      }
    }
    return plaene.map((p) => ids.get(p) as number);
  }

  private meldung(v: ImportVertrag, feld: string, text: string): ImportMeldung {
    return { datei: this.kopf.datei, zeile: v.zeile, satzart: v.satzart, feld, art: 'fehler', text };
  }

  private async gesellschaft(gesellschaftId: number, name: string, vertraege: ImportVertrag[]) {
    const { ctx, kopf, ex } = this;
    const { stand } = ctx;
    const { plaene, meldungen } = await gleicheAb(ex, ctx.abgleich, kopf.datei, gesellschaftId, vertraege);
    const staende: Parameters<typeof repo.insertVertragStaende>[1] = [];
    const eintraege: Parameters<typeof repo.insertEintraege>[1] = [];
    const ids = ctx.modus === 'uebernahme' ? await this.wendeAn(name, plaene) : null;
    for (const [i, plan] of plaene.entries()) {
      const art = planArt(plan);
      const vertragId = ids?.[i] ?? plan.bestand?.id ?? null;
      if (!plan.kunde && !stand.neueKunden.has(plan.kundenSchluessel)) {
        stand.neueKunden.add(plan.kundenSchluessel);
        stand.zaehler.kundenNeu += 1;
      }
      if (plan.kunde && plan.kundeAenderungen.length > 0 && !stand.geaenderteKunden.has(plan.kunde.id)) {
        stand.geaenderteKunden.add(plan.kunde.id);
        stand.zaehler.kundenGeaendert += 1;
      }
      stand.zaehler[
        art === 'neu' ? 'vertraegeNeu' : art === 'geaendert' ? 'vertraegeGeaendert' : 'vertraegeUnveraendert'
      ] += 1;
      this.fingerprint.update(
        `${gesellschaftId}|${plan.vertrag.versicherungsnummer}|${plan.bestand?.id ?? ''}:${plan.bestand?.version ?? ''}|${plan.kunde?.id ?? ''}:${plan.kunde?.version ?? ''}\n`,
      );
      staende.push({
        importId: stand.importId,
        lfd: stand.lfd++,
        gesellschaftId,
        nummer: plan.vertrag.versicherungsnummer,
        contractId: plan.bestand?.id ?? null,
        contractVersion: plan.bestand?.version ?? null,
        customerId: plan.kunde?.id ?? null,
        customerVersion: plan.kunde?.version ?? null,
      });
      if (art !== 'unveraendert') {
        const felder = berichtFelder(plan.aenderungen, ctx.abgleich.spartenNamen);
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
        eintraege.push({
          importId: stand.importId,
          art: 'aenderung',
          lfd: stand.aenderung(aenderung),
          daten: aenderung,
        });
      }
    }
    if (ctx.modus === 'vorschau') {
      await repo.insertVertragStaende(ex, staende);
    }
    await repo.insertEintraege(ex, eintraege);
    return meldungen;
  }
}
