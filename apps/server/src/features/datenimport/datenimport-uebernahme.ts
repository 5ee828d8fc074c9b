import type { Actor, RecordChange } from '@maklerwerk/domain';
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
  /** Matched customers this Datenpaket changed already. */
  geaenderteKunden: Set<number>;
};

const text = (v: string | number | null) => (v === null ? null : String(v));

/** The changes of a matched customer, once per Datenpaket (several of his contracts may bring them). */
export async function aendereKunde(tx: Tx, ctx: UebernahmeKontext, plan: VertragPlan): Promise<void> {
  const kunde = plan.kunde;
  if (!kunde || plan.kundeAenderungen.length === 0 || ctx.geaenderteKunden.has(kunde.id)) {
    return;
  }
  const patch = Object.fromEntries(plan.kundeAenderungen.map((c) => [c.field, c.newValue]));
  if (!(await apply.updateKunde(tx, kunde.id, kunde.version, patch))) {
    throw new DatenpaketFehler(`Kunde ${kunde.kundennr} wurde seit der Vorschau geändert.`);
  }
  ctx.geaenderteKunden.add(kunde.id);
  await writeChangeLog(tx, ctx.actor, { type: 'kunde', id: kunde.id }, [
    ...(plan.kundeAenderungen as RecordChange<'kunde'>[]),
    { field: 'quelle', oldValue: null, newValue: ctx.quelle },
  ]);
}

/** The contract's further persons (insured person, payer …) the customer does not have yet. */
export async function weiterePersonen(tx: Tx, kundeId: number, plan: VertragPlan): Promise<void> {
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
}

/** The change-log row of a Sparte part the import sets. */
export function teilLog(
  ctx: UebernahmeKontext,
  t: { sparteId: number; beitrag: number | null; alt: number | null },
): RecordChange<'versicherung'> {
  return {
    field: 'sparte',
    oldValue: text(t.alt),
    newValue: `${ctx.spartenNamen.get(t.sparteId) ?? ''}: ${text(t.beitrag) ?? '–'}`,
  };
}

/**
 * What one contract of the file that we hold already does to it, inside its Datenpaket's transaction
 * (new contracts are created together: datenimport-neuanlage.ts). Returns the contract's id.
 */
export async function wendeAn(tx: Tx, ctx: UebernahmeKontext, plan: VertragPlan): Promise<number> {
  const { actor } = ctx;
  const bestand = plan.bestand as NonNullable<VertragPlan['bestand']>;
  await aendereKunde(tx, ctx, plan);
  await weiterePersonen(tx, bestand.customerId, plan);
  const vertragId = bestand.id;
  if (planArt(plan) === 'unveraendert') {
    return vertragId;
  }
  const patch: Record<string, unknown> = { einlesenUpdaten: true, dateUpdatedGdv: ctx.erstellungsdatum };
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
  if (!(await updateContract(tx, vertragId, bestand.version, patch))) {
    throw new DatenpaketFehler(`Vertrag ${plan.vertrag.versicherungsnummer} wurde seit der Vorschau geändert.`);
  }
  if (plan.werte.status !== null && plan.werte.status !== bestand.status) {
    await insertStatusHistory(tx, {
      contractId: vertragId,
      status: plan.werte.status,
      previousStatus: bestand.status,
      changedByUserId: actor.original.id,
      bemerkung: ctx.quelle,
    });
  }
  felder.push({ field: 'einlesenUpdaten', oldValue: null, newValue: 'true' });
  felder.push({ field: 'quelle', oldValue: null, newValue: ctx.quelle });
  await writeChangeLog(tx, actor, { type: 'versicherung', id: vertragId }, felder);
  for (const t of plan.teile) {
    if (t.beitrag !== t.alt) {
      await apply.saveSpartenteil(tx, vertragId, { ...t, isPrimary: false });
      await writeChangeLog(tx, actor, { type: 'versicherung', id: vertragId }, [teilLog(ctx, t)]);
    }
  }
  if (plan.fahrzeug && plan.fahrzeugAenderungen.length > 0) {
    const changes = plan.fahrzeugAenderungen;
    await apply.saveFahrzeug(tx, vertragId, Object.fromEntries(changes.map((c) => [c.field, c.newValue])));
    await writeChangeLog(tx, actor, { type: 'fahrzeug', id: vertragId }, changes as RecordChange<'fahrzeug'>[]);
  }
  return vertragId;
}
