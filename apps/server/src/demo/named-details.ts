import type { ContractStatus } from '@maklerwerk/domain';
import { buildContract } from './contract-builder';
import { ERIKA_KUNDENNR } from './named-records';
import type { ContractSeed } from './types';

/**
 * The contract details of the named records (issue 3): Erika's earlier car contract, status
 * histories, old policy numbers, contract persons, an insured object and a stored warning.
 */

/** Erika's previous car at HUK-COBURG, cancelled when she sold it; its number is an old number of KF-4711-0815. */
export const erikaOldCarContract: ContractSeed = buildContract({
  kundennr: ERIKA_KUNDENNR,
  company: 'HUK-COBURG',
  branch: 'KFZ',
  status: 'storniert',
  nummer: 'KF-4711-0500',
  produktbez: 'Kfz-Haftpflicht und Teilkasko',
  beginn: '2016-01-01',
  ende: '2018-12-31',
  jahresbeitragCents: 48_960,
  zahlrhythm: 'jährlich',
  zahlungsart: 'Lastschrift',
  kennzeichen: 'B-EM 987',
  erfassungsdatum: '2015-12-02',
});

export type StatusStep = { status: ContractStatus; at: string; bemerkung: string };

/** Status histories by 'Kurzname|Nummer'; every other contract gets one row at its start. */
export const namedStatusHistories: Readonly<Record<string, readonly StatusStep[]>> = {
  'HUK-COBURG|KF-4711-0815': [
    { status: 'angebot', at: '2018-11-20T10:15:00.000Z', bemerkung: 'Angebot Kfz-Haftpflicht und Vollkasko erstellt' },
    { status: 'antrag', at: '2018-12-03T14:40:00.000Z', bemerkung: 'Antrag unterschrieben an die HUK-COBURG gesandt' },
    { status: 'aktiv', at: '2019-01-01T09:00:00.000Z', bemerkung: 'Versicherungsschein erhalten' },
  ],
  'HUK-COBURG|KF-4711-0500': [
    { status: 'aktiv', at: '2016-01-01T09:00:00.000Z', bemerkung: 'Vertrag übernommen' },
    { status: 'storniert', at: '2018-12-31T12:00:00.000Z', bemerkung: 'Fahrzeug verkauft' },
  ],
};

/** Old policy numbers (Historische VSNR) by 'Kurzname|Nummer'. */
export const namedPolicyNumberHistory: Readonly<Record<string, readonly { polNr: string; dateChanged: string }[]>> = {
  'HUK-COBURG|KF-4711-0815': [
    { polNr: 'KF-4711-0001', dateChanged: '2019-03-01' },
    { polNr: 'KF-4711-0500', dateChanged: '2022-01-01' },
  ],
};

/** Contract persons: contract key → [person first name of Erika's household, role]. */
export const namedContractPersons: Readonly<Record<string, readonly [string, string][]>> = {
  'HUK-COBURG|KF-4711-0815': [
    ['Erika', 'Versicherungsnehmer'],
    ['Erika', 'Halter'],
    ['Thomas', 'Fahrer'],
  ],
  'Allianz|LV-2024-000123': [
    ['Erika', 'Versicherungsnehmer'],
    ['Erika', 'Versicherte Person'],
  ],
};

/** A stored warning, shown under 'Hinweise und Fehler' and on the step that carries it. */
export const namedFehler: Readonly<Record<string, { text: string; stepKey: string; substepKey?: string }[]>> = {
  'Allianz|LV-2024-000123': [
    {
      text: 'Bezugsberechtigung prüfen: keine Angabe zum Bezugsberechtigten.',
      stepKey: 'allgemeine',
      substepKey: 'vertragsPersonen',
    },
  ],
};

export const namedVersicherteSachen: Readonly<Record<string, Record<string, string>>> = {
  'ERGO|HR-55501': {
    verssache: 'WOHNUNG',
    zusatz: '3-Zimmer-Wohnung, 2. OG, 78 m²',
    strasse: 'Musterstraße',
    hausnr: '1',
    plz: '10115',
    ort: 'Berlin',
    land: 'Deutschland',
  },
};

/** Anbindung and Betreuungsstufe of the named contracts. */
export const namedBetreuung: Readonly<Record<string, { anbindung: string; betreuungsstufe: string }>> = {
  'HUK-COBURG|KF-4711-0815': { anbindung: 'Direktanbindung', betreuungsstufe: 'Standard' },
  'Allianz|LV-2024-000123': { anbindung: 'Maklerpool fondsfinanz', betreuungsstufe: 'Premium' },
};
