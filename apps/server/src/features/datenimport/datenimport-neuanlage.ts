/**
 * The new contracts of one batch, created together: new customers and contracts with reserved ids, their
 * first status, Sparte parts, vehicles, insured objects, bank accounts and change-log rows each in one statement per kind (an import of
 * 100 000 contracts would otherwise cost ten statements per contract). Same rows as one by one.
 */
import { describeBankverbindung, type FieldChange, type RecordChange } from '@maklerwerk/domain';
import type { Tx } from '../../db/client';
import { type ChangeLogWrite, writeChangeLogMany } from '../../repositories/aenderungslog.writer';
import type { VertragPlan } from './datenimport-abgleich';
import * as apply from './datenimport-apply.repository';
import { type FahrzeugWerte, vertragLogFeld } from './datenimport-plan';
import { aendereKunde, teilLog, type UebernahmeKontext, weiterePersonen } from './datenimport-uebernahme';

const KUNDE_FELDER = [
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
] as const;

const text = (v: string | number | null) => (v === null ? null : String(v));

/** Creates the contracts of `plaene` (all without a contract of ours); returns their ids in the same order. */
export async function legeNeuAn(tx: Tx, ctx: UebernahmeKontext, plaene: readonly VertragPlan[]): Promise<number[]> {
  const log: ChangeLogWrite[] = [];
  for (const plan of plaene) {
    await aendereKunde(tx, ctx, plan);
  }

  // New customers: one per matching key, also across the batches of a Datenpaket.
  const neu = new Map<string, VertragPlan>();
  for (const plan of plaene) {
    if (!plan.kunde && !ctx.neueKunden.has(plan.kundenSchluessel)) {
      neu.set(plan.kundenSchluessel, plan);
    }
  }
  const reserviert = await apply.reserveKunden(tx, neu.size);
  const kunden = [...neu.values()].map((plan, i) => ({
    ...(reserviert[i] as { id: number; kundennr: string }),
    daten: plan.kundeDaten,
    brokerId: plan.brokerId as number,
    schluessel: plan.kundenSchluessel,
  }));
  await apply.insertKunden(tx, kunden);
  // A new customer's account: the first valid IBAN his contracts in this batch bring.
  const konten = kunden.flatMap((k) => {
    const konto = plaene.find((p) => p.kundenSchluessel === k.schluessel && p.bankkonto)?.bankkonto;
    return konto ? [{ customerId: k.id, ...konto }] : [];
  });
  await apply.insertBankkonten(tx, konten);
  for (const k of konten) {
    log.push({
      record: { type: 'bankverbindung', id: k.customerId },
      changes: [
        {
          field: 'bankverbindung',
          oldValue: null,
          newValue: describeBankverbindung({ ...k, bank: null, standard: true }),
        },
      ],
    });
  }
  for (const k of kunden) {
    ctx.neueKunden.set(k.schluessel, { id: k.id, kundennr: k.kundennr });
    const felder: RecordChange<'kunde'>[] = [{ field: 'kundennr', oldValue: null, newValue: k.kundennr }];
    for (const f of KUNDE_FELDER) {
      if (k.daten[f] !== null) {
        felder.push({ field: f, oldValue: null, newValue: k.daten[f] });
      }
    }
    felder.push({ field: 'quelle', oldValue: null, newValue: ctx.quelle });
    log.push({ record: { type: 'kunde', id: k.id }, changes: felder });
  }
  const kundeVon = (plan: VertragPlan) =>
    plan.kunde ?? (ctx.neueKunden.get(plan.kundenSchluessel) as { id: number; kundennr: string });

  const ids = await apply.reserveVertragIds(tx, plaene.length);
  const vertraege: Parameters<typeof apply.insertVertraege>[1][number][] = [];
  const status: Parameters<typeof apply.insertVertraege>[2][number][] = [];
  const teile: Parameters<typeof apply.insertVertraege>[3][number][] = [];
  const fahrzeuge: Parameters<typeof apply.insertFahrzeuge>[1][number][] = [];
  const teilLogs: ChangeLogWrite[] = [];
  const sachen: Parameters<typeof apply.insertVersicherteSachen>[1][number][] = [];
  for (const [i, plan] of plaene.entries()) {
    const id = ids[i] as number;
    const kunde = kundeVon(plan);
    const w = plan.werte;
    const vertragStatus = w.status ?? 'aktiv';
    vertraege.push({
      id,
      customerId: kunde.id,
      brokerId: plan.brokerId as number,
      gesellschaftId: plan.gesellschaftId,
      sparteId: plan.sparte.id,
      vtgGruppe: plan.sparte.vtgGruppe,
      status: vertragStatus,
      nummer: plan.vertrag.versicherungsnummer,
      beginn: w.beginn,
      ende: w.ende,
      hauptfaelligkeit: w.hauptfaelligkeit,
      zahlrhythm: w.zahlrhythm,
      praemieBtoZahlweiseCents: w.praemieBto,
      praemieNtoZahlweiseCents: w.praemieNto,
      produktbez: w.produktbez,
      kennzeichen: w.kennzeichen,
      kundeEingelesen: !plan.kunde,
      createdByUserId: ctx.actor.original.id,
      einlesenUpdaten: true,
      dateUpdatedGdv: ctx.erstellungsdatum,
    });
    status.push({
      contractId: id,
      status: vertragStatus,
      previousStatus: null,
      changedByUserId: ctx.actor.original.id,
      bemerkung: ctx.quelle,
    });
    const felder: RecordChange<'versicherung'>[] = [
      { field: 'kundennr', oldValue: null, newValue: kunde.kundennr },
      { field: 'gesellschaft', oldValue: null, newValue: ctx.gesellschaftName },
      { field: 'description', oldValue: null, newValue: plan.sparte.name },
      { field: 'nummer', oldValue: null, newValue: plan.vertrag.versicherungsnummer },
      { field: 'status', oldValue: null, newValue: vertragStatus },
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
    teile.push({ contractId: id, sparteId: plan.sparte.id, isPrimary: true, praemieBtoZahlweiseCents: w.praemieBto });
    for (const t of plan.teile) {
      teile.push({ contractId: id, sparteId: t.sparteId, isPrimary: false, praemieBtoZahlweiseCents: t.beitrag });
      felder.push(teilLog(ctx, t));
    }
    log.push({ record: { type: 'versicherung', id }, changes: felder });
    if (plan.sache) {
      sachen.push({ contractId: id, ...plan.sache });
      const changes: RecordChange<'versicherte-sache'>[] = [
        { field: 'verssache', oldValue: null, newValue: plan.sache.verssache },
      ];
      if (plan.sache.zusatz) {
        changes.push({ field: 'zusatz', oldValue: null, newValue: plan.sache.zusatz });
      }
      teilLogs.push({ record: { type: 'versicherte-sache', id }, changes });
    }
    if (plan.fahrzeug) {
      const changes: FieldChange<keyof FahrzeugWerte>[] = (
        Object.entries(plan.fahrzeug) as [keyof FahrzeugWerte, string | null][]
      )
        .filter(([, v]) => v !== null)
        .map(([field, v]) => ({ field, oldValue: null, newValue: v }));
      fahrzeuge.push({ contractId: id, ...Object.fromEntries(changes.map((c) => [c.field, c.newValue])) });
      teilLogs.push({ record: { type: 'fahrzeug', id }, changes: changes as RecordChange<'fahrzeug'>[] });
    }
  }
  for (const plan of plaene) {
    await weiterePersonen(tx, kundeVon(plan).id, plan);
  }
  await apply.insertVertraege(tx, vertraege, status, teile);
  await apply.insertFahrzeuge(tx, fahrzeuge);
  await apply.insertVersicherteSachen(tx, sachen);
  await writeChangeLogMany(tx, ctx.actor, [...log, ...teilLogs]);
  return ids;
}
