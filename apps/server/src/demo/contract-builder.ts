import type { ContractStatus } from '@maklerwerk/domain';
import { findBranch } from './branches';
import { addDays, addYears, DEMO_AS_OF, nextAnniversary } from './dates';
import { findInsurer } from './insurers';
import type { ContractSeed } from './types';

export const paymentsPerYear: Readonly<Record<string, number>> = {
  jährlich: 1,
  halbjährlich: 2,
  vierteljährlich: 4,
  monatlich: 12,
};

export type ContractInput = {
  kundennr: string;
  company: string;
  branch: string;
  status: ContractStatus;
  nummer: string;
  produktbez: string;
  beginn: string;
  /** Gross premium per year in cents, before it is split by the payment rhythm. */
  jahresbeitragCents: number;
  zahlrhythm: string;
  zahlungsart: string;
  furtherBranches?: readonly string[];
  kennzeichen?: string | null;
  laufzeit?: number | null;
  ende?: string | null;
  vertragssummeCents?: number | null;
  erfassungsdatum?: string;
};

/** Statuses whose contract no longer runs: no Hauptfälligkeit, no premium due. */
const endedStatuses: readonly ContractStatus[] = ['storniert', 'abgelaufen'];

/** Fills the fields that follow from the others (premiums per rhythm, net premium, dates, Vorsorge group). */
export function buildContract(input: ContractInput): ContractSeed {
  const branch = findBranch(input.branch);
  const insurer = findInsurer(input.company);
  if (!insurer.branches.includes(input.branch)) {
    throw new Error(`${insurer.kurzname} führt die Sparte ${branch.name} im Demo-Bestand nicht.`);
  }
  const perYear = paymentsPerYear[input.zahlrhythm];
  if (!perYear) {
    throw new Error(`Unbekannter Zahlrhythmus ${input.zahlrhythm}`);
  }
  const premiumFree = input.status === 'beitragsfrei';
  const gross = premiumFree ? 0 : Math.round(input.jahresbeitragCents / perYear);
  const net = Math.round(gross / (1 + branch.taxRate));
  const laufzeit = input.laufzeit ?? null;
  const ende = input.ende ?? (laufzeit ? addYears(input.beginn, laufzeit) : null);
  const running = !endedStatuses.includes(input.status);
  return {
    kundennr: input.kundennr,
    company: input.company,
    branch: input.branch,
    furtherBranches: input.furtherBranches ?? [],
    status: input.status,
    nummer: input.nummer,
    produktbez: input.produktbez,
    beginn: input.beginn,
    ende,
    laufzeit,
    anzeigeModusDauer: laufzeit ? 'LAUFZEIT' : 'ENDE',
    hauptfaelligkeit: running ? nextAnniversary(input.beginn) : null,
    praemieBtoZahlweiseCents: gross,
    praemieNtoZahlweiseCents: net,
    praemieBruttoJahrCents: gross * perYear,
    praemieNettoJahrCents: net * perYear,
    zahlrhythm: input.zahlrhythm,
    zahlungsart: input.zahlungsart,
    kennzeichen: input.kennzeichen ?? null,
    beitragszahlungsdauer: branch.vtgGruppe && laufzeit ? laufzeit : null,
    vertragssummeCents: input.vertragssummeCents ?? null,
    erfassungsdatum: input.erfassungsdatum ?? addDays(input.beginn, -21),
    vtgGruppe: branch.vtgGruppe,
    kuendigungLaeuft: input.status === 'gekuendigt' && ende !== null && ende > DEMO_AS_OF,
    maklerGesellNr: insurer.vermittlerNummer,
  };
}
