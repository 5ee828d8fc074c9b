import {
  type Actor,
  type FieldChange,
  IbanSchema,
  type ImportMeldung,
  type ImportVertrag,
  OptionalBicSchema,
} from '@maklerwerk/domain';
import type { Executor } from '../../db/client';
import type { BestandKunde, BestandVertrag } from './datenimport-match.repository';
import * as match from './datenimport-match.repository';
import {
  type FahrzeugWerte,
  fahrzeugAenderungen,
  fahrzeugWerte,
  type KundeDaten,
  type KundeFeld,
  kundeAenderungen,
  kundeAusPerson,
  kundenSchluessel,
  passtKunde,
  type VertragAenderung,
  type VertragWerte,
  versicherungsnehmer,
  vertragAenderungen,
  vertragWerte,
} from './datenimport-plan';
import { type BranchRef, sparteFuer } from './datenimport-sparte';

/** What the matching of one run knows once: the importing actor, the Sparten, the brokers looked up. */
export type AbgleichKontext = {
  actor: Actor;
  branches: readonly BranchRef[];
  spartenNamen: ReadonlyMap<number, string>;
  vermittler: Map<string, number | undefined>;
};

export type TeilPlan = { sparteId: number; beitrag: number | null; bestandId: number | null; alt: number | null };

/** One contract of the file, matched: what exists, what the file brings, what would change. */
export type VertragPlan = {
  vertrag: ImportVertrag;
  gesellschaftId: number;
  sparte: BranchRef;
  bestand: BestandVertrag | null;
  kunde: BestandKunde | null;
  kundeDaten: KundeDaten;
  kundenSchluessel: string;
  kundeAenderungen: FieldChange<KundeFeld>[];
  werte: VertragWerte;
  aenderungen: VertragAenderung[];
  fahrzeug: FahrzeugWerte | null;
  fahrzeugAenderungen: FieldChange<keyof FahrzeugWerte>[];
  teile: TeilPlan[];
  /** The broker a new contract (and a new customer) belongs to. */
  brokerId: number | null;
  /** The Versicherungsnehmer's account (0100 Teil 4, IBAN column), kept for a customer the import creates. */
  bankkonto: { kontoinhaber: string; iban: string; bic: string | null } | null;
  /** The insured object or persons (0220/0221), kept for a contract the import creates (one per contract). */
  sache: { verssache: string; zusatz: string | null } | null;
};

export const planArt = (p: VertragPlan): 'neu' | 'geaendert' | 'unveraendert' =>
  p.bestand === null
    ? 'neu'
    : p.aenderungen.length > 0 || p.fahrzeugAenderungen.length > 0 || p.teile.some((t) => t.beitrag !== t.alt)
      ? 'geaendert'
      : 'unveraendert';

/** The Versicherungsnehmer's IBAN if it is a valid one; a wrong one is a warning and stays out. */
function kontoVon(
  v: ImportVertrag,
  kd: KundeDaten,
  datei: string,
  meldungen: ImportMeldung[],
): VertragPlan['bankkonto'] {
  const vn = versicherungsnehmer(v);
  if (!vn?.iban) {
    return null;
  }
  const iban = IbanSchema.safeParse(vn.iban);
  if (!iban.success) {
    meldungen.push({
      ...meldung(
        v,
        datei,
        'IBAN',
        `Vertrag ${v.versicherungsnummer}: ${iban.error.issues[0]?.message ?? 'Die IBAN ist ungültig.'} Sie wird nicht übernommen.`,
      ),
      zeile: vn.zeile,
      satzart: vn.satzart,
      art: 'warnung',
    });
    return null;
  }
  const bic = OptionalBicSchema.safeParse(vn.bic);
  const kontoinhaber = kd.firma ?? [kd.vorname, kd.name].filter(Boolean).join(' ');
  return { kontoinhaber, iban: iban.data, bic: bic.success ? bic.data : null };
}

/** Insured objects or persons of the file as our one versicherte Sache: the first named, the others as Zusatz. */
function sacheVon(v: ImportVertrag): VertragPlan['sache'] {
  const [erste, ...weitere] = v.versicherteSachen.map((s) => s.bezeichnung.trim()).filter(Boolean);
  if (!erste) {
    return null;
  }
  return { verssache: erste.slice(0, 200), zusatz: weitere.length > 0 ? weitere.join(', ').slice(0, 500) : null };
}

const meldung = (v: ImportVertrag, datei: string, feld: string, text: string): ImportMeldung => ({
  datei,
  zeile: v.zeile,
  satzart: v.satzart,
  feld,
  art: 'fehler',
  text,
});

async function brokerFuer(db: Executor, ctx: AbgleichKontext, nummer: string | null): Promise<number | null> {
  const own = ctx.actor.viewed.brokerId;
  if (nummer && nummer.trim() !== '') {
    const key = nummer.trim();
    if (!ctx.vermittler.has(key)) {
      ctx.vermittler.set(key, await match.findBrokerByVermittlernummer(db, key, own));
    }
    const found = ctx.vermittler.get(key);
    if (found !== undefined) {
      return found;
    }
  }
  return own;
}

/**
 * Matches a batch of one Datenpaket's contracts of one Gesellschaft (decision 0048): the contract by
 * Gesellschaft + Versicherungsnummer in the scope; its customer through it, else by name, first name,
 * birth date (and postal code) in the scope, else a new one. Reads only; one statement per kind and batch.
 */
export async function gleicheAb(
  db: Executor,
  ctx: AbgleichKontext,
  datei: string,
  gesellschaftId: number,
  vertraege: readonly ImportVertrag[],
): Promise<{ plaene: VertragPlan[]; meldungen: ImportMeldung[] }> {
  const meldungen: ImportMeldung[] = [];
  const nummern = vertraege.map((v) => v.versicherungsnummer);
  const bestand = await match.findContractsByNummer(db, ctx.actor, gesellschaftId, nummern);
  const byNummer = new Map(bestand.map((b) => [b.nummer, b]));
  const ohneVertrag = vertraege.filter((v) => !byNummer.has(v.versicherungsnummer));
  const daten = new Map(
    vertraege.map((v) => {
      const vn = versicherungsnehmer(v);
      return [v, vn ? kundeAusPerson(vn) : null] as const;
    }),
  );
  const gesucht = ohneVertrag.map((v) => daten.get(v)).filter((k): k is KundeDaten => !!k && k.geburtsdatum !== null);
  const [bestandKunden, kandidaten, teile, fahrzeuge] = await Promise.all([
    match.findCustomersByIds(db, [...new Set(bestand.map((b) => b.customerId))]),
    match.findCustomersByNameAndBirth(
      db,
      ctx.actor,
      [...new Set(gesucht.map((k) => k.name))],
      [...new Set(gesucht.map((k) => k.geburtsdatum as string))],
    ),
    match.findContractBranches(
      db,
      bestand.map((b) => b.id),
    ),
    match.findVehicles(
      db,
      bestand.map((b) => b.id),
    ),
  ]);
  const kundeById = new Map(bestandKunden.map((k) => [k.id, k]));

  const plaene: VertragPlan[] = [];
  for (const v of vertraege) {
    const kd = daten.get(v);
    if (!kd || kd.name === '') {
      meldungen.push(
        meldung(
          v,
          datei,
          'Versicherungsnehmer',
          `Vertrag ${v.versicherungsnummer}: kein Versicherungsnehmer mit Namen.`,
        ),
      );
      continue;
    }
    const sparte = sparteFuer(ctx.branches, v.sparteCode, v.sparteName);
    if (!sparte) {
      meldungen.push(
        meldung(
          v,
          datei,
          'Sparte',
          `Vertrag ${v.versicherungsnummer}: Sparte „${v.sparteCode ?? v.sparteName ?? ''}“ ist unbekannt.`,
        ),
      );
      continue;
    }
    const b = byNummer.get(v.versicherungsnummer) ?? null;
    const kunde = b ? (kundeById.get(b.customerId) ?? null) : (kandidaten.find((k) => passtKunde(k, kd)) ?? null);
    const brokerId = b ? b.brokerId : (kunde?.brokerId ?? (await brokerFuer(db, ctx, v.vermittlernummer)));
    if (brokerId === null) {
      meldungen.push(
        meldung(
          v,
          datei,
          'Vermittler',
          `Vertrag ${v.versicherungsnummer}: Vermittlernummer „${v.vermittlernummer ?? ''}“ ist keinem Vermittler zugeordnet.`,
        ),
      );
      continue;
    }
    const werte = vertragWerte(v);
    const bankkonto = kontoVon(v, kd, datei, meldungen);
    const fahrzeug = v.fahrzeug ? fahrzeugWerte(v.fahrzeug) : null;
    const bestandFahrzeug = b ? fahrzeuge.find((f) => f.contractId === b.id) : undefined;
    const teilPlaene: TeilPlan[] = [];
    for (const t of v.spartenteile) {
      const ts = sparteFuer(ctx.branches, t.sparteCode, t.bezeichnung);
      // The main Sparte's part carries the contract's premium (0200), not the 0210 figure: never compared.
      if (!ts || ts.id === sparte.id || teilPlaene.some((x) => x.sparteId === ts.id)) {
        continue;
      }
      const vorhanden = b ? teile.find((x) => x.contractId === b.id && x.sparteId === ts.id) : undefined;
      teilPlaene.push({
        sparteId: ts.id,
        beitrag: t.beitragCents,
        bestandId: vorhanden?.id ?? null,
        alt: vorhanden?.beitrag ?? null,
      });
    }
    plaene.push({
      vertrag: v,
      gesellschaftId,
      sparte,
      bestand: b,
      kunde,
      kundeDaten: kd,
      kundenSchluessel: kundenSchluessel(kd),
      kundeAenderungen: kunde ? kundeAenderungen(kunde, kd) : [],
      werte,
      aenderungen: b ? vertragAenderungen(b, werte, sparte.id) : [],
      fahrzeug,
      fahrzeugAenderungen: fahrzeug && b ? fahrzeugAenderungen(bestandFahrzeug, fahrzeug) : [],
      teile: teilPlaene.map((t) => (t.beitrag === null && b ? { ...t, beitrag: t.alt } : t)),
      brokerId,
      bankkonto,
      sache: sacheVon(v),
    });
  }
  return { plaene, meldungen };
}
