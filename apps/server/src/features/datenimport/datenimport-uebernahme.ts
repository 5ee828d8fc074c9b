import type { Actor, FieldChange, RecordChange } from '@maklerwerk/domain';
import type { Tx } from '../../db/client';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { insertStatusHistory, updateContract } from '../../repositories/contract-write.repository';
import { planArt, type VertragPlan } from './datenimport-abgleich';
import * as apply from './datenimport-apply.repository';
import { vertragLogFeld } from './datenimport-plan';

/** Raised inside a Datenpaket's transaction: the whole Datenpaket is rolled back and reported. */
export class DatenpaketFehler extends Error {}

export type UebernahmeKontext = {
  actor: Actor;
  /** „GDV-Import: datei.gdv“: the change log's entry naming the source (decision 0048). */
  quelle: string;
  /** The file's Erstellungsdatum (dateUpdatetdGDV), null for a table. */
  erstellungsdatum: string | null;
  spartenNamen: ReadonlyMap<number, string>;
  gesellschaftName: string;
  /** Customers this Datenpaket created, by their matching key: several contracts of one new customer. */
  neueKunden: Map<string, { id: number; kundennr: string }>;
};

const text = (v: string | number | null) => (v === null ? null : String(v));

/** What one contract of the file does to the data, inside its Datenpaket's transaction. */
export async function wendeAn(
  tx: Tx,
  ctx: UebernahmeKontext,
  plan: VertragPlan,
): Promise<{ kundeNeu: boolean; kundeGeaendert: boolean; vertragId: number }> {
  const { actor } = ctx;
  let kundeNeu = false;
  let kundeGeaendert = false;
  let kundeId: number;
  let kundennr: string;
  if (plan.kunde) {
    kundeId = plan.kunde.id;
    kundennr = plan.kunde.kundennr;
    if (plan.kundeAenderungen.length > 0) {
      const patch = Object.fromEntries(plan.kundeAenderungen.map((c) => [c.field, c.newValue]));
      if (!(await apply.updateKunde(tx, kundeId, plan.kunde.version, patch))) {
        throw new DatenpaketFehler(`Kunde ${kundennr} wurde seit der Vorschau geändert.`);
      }
      await writeChangeLog(tx, actor, { type: 'kunde', id: kundeId }, [
        ...(plan.kundeAenderungen as RecordChange<'kunde'>[]),
        { field: 'quelle', oldValue: null, newValue: ctx.quelle },
      ]);
      kundeGeaendert = true;
    }
  } else {
    const known = ctx.neueKunden.get(plan.kundenSchluessel);
    if (known) {
      kundeId = known.id;
      kundennr = known.kundennr;
    } else {
      const created = await apply.insertKunde(tx, plan.kundeDaten, plan.brokerId as number);
      ctx.neueKunden.set(plan.kundenSchluessel, created);
      kundeId = created.id;
      kundennr = created.kundennr;
      kundeNeu = true;
      const k = plan.kundeDaten;
      const felder: RecordChange<'kunde'>[] = [{ field: 'kundennr', oldValue: null, newValue: kundennr }];
      for (const f of [
        'anrede',
        'titel',
        'vorname',
        'name',
        'firma',
        'geburtsdatum',
        'strasse',
        'hausnr',
        'plz',
        'ort',
      ] as const) {
        if (k[f] !== null) {
          felder.push({ field: f, oldValue: null, newValue: k[f] });
        }
      }
      felder.push({ field: 'quelle', oldValue: null, newValue: ctx.quelle });
      await writeChangeLog(tx, actor, { type: 'kunde', id: kundeId }, felder);
    }
  }
  for (const p of plan.vertrag.personen) {
    if (p.rolle !== 'versicherungsnehmer' && p.name.trim() !== '') {
      await apply.ensurePerson(tx, kundeId, {
        anrede: p.anrede,
        vorname: p.vorname,
        name: p.name.trim(),
        geburtsdatum: p.geburtsdatum,
      });
    }
  }

  const art = planArt(plan);
  let vertragId: number;
  const marker = { einlesenUpdaten: true, dateUpdatedGdv: ctx.erstellungsdatum };
  if (plan.bestand === null) {
    const w = plan.werte;
    const status = w.status ?? 'aktiv';
    vertragId = await apply.insertVertrag(tx, {
      customerId: kundeId,
      brokerId: plan.brokerId as number,
      gesellschaftId: plan.gesellschaftId,
      sparteId: plan.sparte.id,
      vtgGruppe: plan.sparte.vtgGruppe,
      status,
      nummer: plan.vertrag.versicherungsnummer,
      beginn: w.beginn,
      ende: w.ende,
      hauptfaelligkeit: w.hauptfaelligkeit,
      zahlrhythm: w.zahlrhythm,
      praemieBtoZahlweiseCents: w.praemieBto,
      praemieNtoZahlweiseCents: w.praemieNto,
      produktbez: w.produktbez,
      kennzeichen: w.kennzeichen,
      kundeEingelesen: kundeNeu || !plan.kunde,
      createdByUserId: actor.original.id,
      ...marker,
    });
    await insertStatusHistory(tx, {
      contractId: vertragId,
      status,
      previousStatus: null,
      changedByUserId: actor.original.id,
      bemerkung: ctx.quelle,
    });
    const felder: RecordChange<'versicherung'>[] = [
      { field: 'kundennr', oldValue: null, newValue: kundennr },
      { field: 'gesellschaft', oldValue: null, newValue: ctx.gesellschaftName },
      { field: 'description', oldValue: null, newValue: plan.sparte.name },
      { field: 'nummer', oldValue: null, newValue: plan.vertrag.versicherungsnummer },
      { field: 'status', oldValue: null, newValue: status },
    ];
    for (const [spalte, feld] of Object.entries(vertragLogFeld) as [keyof typeof vertragLogFeld, string][]) {
      if (spalte !== 'status' && w[spalte] !== null) {
        felder.push({
          field: feld as RecordChange<'versicherung'>['field'],
          oldValue: null,
          newValue: text(w[spalte]),
        });
      }
    }
    felder.push({ field: 'quelle', oldValue: null, newValue: ctx.quelle });
    await writeChangeLog(tx, actor, { type: 'versicherung', id: vertragId }, felder);
    await apply.saveSpartenteil(tx, vertragId, {
      sparteId: plan.sparte.id,
      beitrag: w.praemieBto,
      bestandId: null,
      isPrimary: true,
    });
  } else {
    vertragId = plan.bestand.id;
    if (art === 'unveraendert') {
      return { kundeNeu, kundeGeaendert, vertragId };
    }
    const patch: Record<string, unknown> = { ...marker };
    const felder: RecordChange<'versicherung'>[] = [];
    for (const a of plan.aenderungen) {
      if (a.spalte === 'sparteId') {
        patch.sparteId = a.neu;
        felder.push({
          field: 'description',
          oldValue: ctx.spartenNamen.get(Number(a.alt)) ?? null,
          newValue: plan.sparte.name,
        });
        continue;
      }
      const column =
        { praemieBto: 'praemieBtoZahlweiseCents', praemieNto: 'praemieNtoZahlweiseCents' }[a.spalte as string] ??
        a.spalte;
      patch[column] = a.neu;
      felder.push({
        field: vertragLogFeld[a.spalte] as RecordChange<'versicherung'>['field'],
        oldValue: text(a.alt),
        newValue: text(a.neu),
      });
    }
    if (!(await updateContract(tx, vertragId, plan.bestand.version, patch))) {
      throw new DatenpaketFehler(`Vertrag ${plan.vertrag.versicherungsnummer} wurde seit der Vorschau geändert.`);
    }
    if (plan.werte.status !== null && plan.werte.status !== plan.bestand.status) {
      await insertStatusHistory(tx, {
        contractId: vertragId,
        status: plan.werte.status,
        previousStatus: plan.bestand.status,
        changedByUserId: actor.original.id,
        bemerkung: ctx.quelle,
      });
    }
    felder.push({ field: 'einlesenUpdaten', oldValue: null, newValue: 'true' });
    felder.push({ field: 'quelle', oldValue: null, newValue: ctx.quelle });
    await writeChangeLog(tx, actor, { type: 'versicherung', id: vertragId }, felder);
  }
  for (const t of plan.teile) {
    if (plan.bestand === null || t.beitrag !== t.alt) {
      await apply.saveSpartenteil(tx, vertragId, { ...t, isPrimary: false });
      await writeChangeLog(tx, actor, { type: 'versicherung', id: vertragId }, [
        {
          field: 'sparte',
          oldValue: text(t.alt),
          newValue: `${ctx.spartenNamen.get(t.sparteId) ?? ''}: ${text(t.beitrag) ?? '–'}`,
        },
      ]);
    }
  }
  if (plan.fahrzeug && (plan.bestand === null || plan.fahrzeugAenderungen.length > 0)) {
    const changes: FieldChange<keyof typeof plan.fahrzeug>[] =
      plan.bestand === null
        ? (Object.entries(plan.fahrzeug) as [keyof typeof plan.fahrzeug, string | null][])
            .filter(([, v]) => v !== null)
            .map(([field, v]) => ({ field, oldValue: null, newValue: v }))
        : plan.fahrzeugAenderungen;
    await apply.saveFahrzeug(tx, vertragId, Object.fromEntries(changes.map((c) => [c.field, c.newValue])));
    await writeChangeLog(tx, actor, { type: 'fahrzeug', id: vertragId }, changes as RecordChange<'fahrzeug'>[]);
  }
  return { kundeNeu, kundeGeaendert, vertragId };
}
