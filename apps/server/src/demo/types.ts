import type { ContractStatus, Rights, UserKind } from '@maklerwerk/domain';

/**
 * The Demo-Bestand as plain records. References use natural keys (Vermittlernummer, Kundennr,
 * Kurzname, Sparten key, username); seed.ts resolves them to ids while inserting.
 */
export type BrokerSeed = {
  vermittlernummer: string;
  art: 'FK' | 'FA';
  anrede: string;
  vorname: string;
  name: string;
  firma: string | null;
  email: string;
  telefon: string | null;
  strasse: string;
  plz: string;
  ort: string;
  parent: string | null;
};

export type UserSeed = {
  username: string;
  displayName: string;
  kind: UserKind;
  broker: string | null;
  customer: string | null;
  rights: Rights;
};

export type CustomerSeed = {
  kundennr: string;
  broker: string;
  anrede: string;
  titel: string | null;
  vorname: string | null;
  name: string;
  firma: string | null;
  geburtsdatum: string | null;
  email: string | null;
  telefon: string | null;
  strasse: string;
  hausnr: string;
  plz: string;
  ort: string;
  /** Date the customer was taken on; createdAt of the row. */
  seit: string;
};

export type PersonSeed = {
  kundennr: string;
  istKunde: boolean;
  anrede: string | null;
  vorname: string | null;
  name: string;
  geburtsdatum: string | null;
  strasse: string;
  hausnr: string;
  plz: string;
  ort: string;
};

/** A bank account of a customer; `iban` in the electronic format. */
export type BankAccountSeed = {
  kundennr: string;
  kontoinhaber: string;
  iban: string;
  bic: string | null;
  bank: string | null;
  isDefault: boolean;
};

export type ContractSeed = {
  kundennr: string;
  company: string;
  branch: string;
  furtherBranches: readonly string[];
  status: ContractStatus;
  nummer: string;
  produktbez: string;
  beginn: string;
  ende: string | null;
  laufzeit: number | null;
  anzeigeModusDauer: 'ENDE' | 'LAUFZEIT';
  hauptfaelligkeit: string | null;
  praemieBtoZahlweiseCents: number;
  praemieNtoZahlweiseCents: number;
  praemieBruttoJahrCents: number;
  praemieNettoJahrCents: number;
  zahlrhythm: string;
  zahlungsart: string;
  kennzeichen: string | null;
  beitragszahlungsdauer: number | null;
  vertragssummeCents: number | null;
  erfassungsdatum: string;
  vtgGruppe: string | null;
  kuendigungLaeuft: boolean;
  maklerGesellNr: string;
};

export type DemoPlan = {
  brokers: BrokerSeed[];
  users: UserSeed[];
  customers: CustomerSeed[];
  persons: PersonSeed[];
  contracts: ContractSeed[];
};
