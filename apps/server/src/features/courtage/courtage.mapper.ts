// The courtage rows as the API answers them (Buchung, Verteilung) and as the change log shows them.
import {
  type Actor,
  type Buchung,
  buchungStatusLabel,
  type Courtageart,
  canDeleteBuchung,
  canEditCommissions,
  courtagearten,
  courtageartLabel,
  diffFields,
  formatCents,
  formatRate,
  type RecordChange,
  shareInPercent,
  sumRates,
  type Verteilung,
  type VerteilungLineInput,
} from '@maklerwerk/domain';
import type * as repo from './courtage.repository';

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export const lineInput = (l: repo.LineRow): VerteilungLineInput => ({
  brokerId: l.brokerId,
  provSatz: l.provSatz,
  mwstProzent: l.mwstProzent,
  stornoReserveProzent: l.stornoReserveProzent,
  versicherungseinbehaltCents: l.versicherungseinbehaltCents,
});

export function toBuchung(actor: Actor, b: repo.BuchungRow, lines: readonly repo.LineRow[]): Buchung {
  const own = lines.filter((l) => l.buchungsnr === b.buchungsnr);
  return {
    buchungsnr: b.buchungsnr,
    vertragId: b.contractId,
    maklernr: b.maklernr,
    zeichnungsdatum: b.zeichnungsdatum,
    courtageeingDatum: b.courtageeingDatum,
    courtageart: (courtagearten as readonly string[]).includes(b.courtageart)
      ? (b.courtageart as Courtageart)
      : 'SONDER',
    provisionsSatzProzent: b.provisionsSatz,
    bewertungssumme: b.bewertungssummeCents,
    courtagesumme: b.courtagesummeCents,
    provBetrag: sumOf(own.map((l) => l.betragCents)),
    status: b.status,
    automatisch: b.automatisch,
    rechDatum: b.rechDatum,
    istOverhead: b.istOverhead,
    userId: b.createdByUserId,
    bearbeiter: b.bearbeiter,
    bemerkung: b.bemerkung,
    allowNewBuchung: b.allowNewBuchung,
    stornoVon: b.stornoVon,
    courtageDesVermittlers: own.map((l) => ({ maklernr: l.maklernr, name: l.name, betrag: l.betragCents })),
    deletable: canDeleteBuchung(actor, b),
    version: b.version,
  };
}

const verteilungTitle = (nr: number) => `Buchungsnr ${nr} - Verteilung der Abrechnung auf die Struktur`;

export function toVerteilung(actor: Actor, b: repo.BuchungRow, lines: readonly repo.LineRow[]): Verteilung {
  return {
    buchungsnr: b.buchungsnr,
    title: verteilungTitle(b.buchungsnr),
    lines: lines.map((l) => ({
      lfdNr: l.lfdNr,
      maklernr: l.maklernr,
      name: l.name,
      provSatz: l.provSatz,
      betrag: l.betragCents,
      prozentsatz: shareInPercent(l.betragCents, b.courtagesummeCents),
      mwstProzent: l.mwstProzent,
      mwst: l.mwstCents,
      stornoReserveProzent: l.stornoReserveProzent,
      stornoReserve: l.stornoReserveCents,
      versicherungseinbehalt: l.versicherungseinbehaltCents,
      buchungId: b.buchungsnr,
      vertragId: b.contractId,
    })),
    sums: {
      betrag: sumOf(lines.map((l) => l.betragCents)),
      mwst: sumOf(lines.map((l) => l.mwstCents)),
      stornoReserve: sumOf(lines.map((l) => l.stornoReserveCents)),
      provSatz: sumRates(lines.map((l) => l.provSatz)),
    },
    editable: canEditCommissions(actor),
  };
}

/** The distribution as the change log shows it: 'Vermittlernr Satz' per line. */
export const lineSummary = (lines: readonly { maklernr: string; provSatz: number }[]) =>
  lines.length === 0 ? null : lines.map((l) => `${l.maklernr} ${formatRate(l.provSatz)}`).join('; ');

export const loggedFields = [
  'zeichnungsdatum',
  'courtageeingDatum',
  'courtageart',
  'provisionsSatzProzent',
  'bewertungssumme',
  'courtagesumme',
  'status',
  'automatisch',
  'rechDatum',
  'istOverhead',
  'bemerkung',
] as const;

export const logged = (v: repo.BuchungValues) => ({
  zeichnungsdatum: v.zeichnungsdatum,
  courtageeingDatum: v.courtageeingDatum,
  courtageart: courtageartLabel[v.courtageart as Courtageart] ?? v.courtageart,
  provisionsSatzProzent: formatRate(v.provisionsSatz),
  bewertungssumme: formatCents(v.bewertungssummeCents),
  courtagesumme: formatCents(v.courtagesummeCents),
  status: buchungStatusLabel[v.status] ?? String(v.status),
  automatisch: v.automatisch,
  rechDatum: v.rechDatum,
  istOverhead: v.istOverhead,
  bemerkung: v.bemerkung === '' ? null : v.bemerkung,
});

export const valuesOf = (b: repo.BuchungRow): repo.BuchungValues => ({
  zeichnungsdatum: b.zeichnungsdatum,
  courtageeingDatum: b.courtageeingDatum,
  courtageart: b.courtageart,
  provisionsSatz: b.provisionsSatz,
  bewertungssummeCents: b.bewertungssummeCents,
  courtagesummeCents: b.courtagesummeCents,
  status: b.status,
  automatisch: b.automatisch,
  rechDatum: b.rechDatum,
  istOverhead: b.istOverhead,
  bemerkung: b.bemerkung,
});

export function creationChanges(nr: number, values: repo.BuchungValues): RecordChange<'buchung'>[] {
  const empty = Object.fromEntries(loggedFields.map((f) => [f, null])) as Record<
    (typeof loggedFields)[number],
    string | boolean | null
  >;
  return [
    { field: 'angelegt', oldValue: null, newValue: `Buchung ${nr} angelegt` },
    ...(diffFields(empty, logged(values), loggedFields) as RecordChange<'buchung'>[]),
  ];
}
