/** GDV key values (Anlagen of the Datensatz VU-Vermittler) in our words. */
import type { ImportPersonRolle } from '../datenimport-datensatz';

/** Anredeschlüssel → our Anrede. */
export function anrede(schluessel: string | null): string | null {
  switch (schluessel?.trim()) {
    case '1':
      return 'Herr';
    case '2':
      return 'Frau';
    case '3':
    case '8':
    case 'A':
      return 'Firma';
    case '0':
      return 'Divers';
    default:
      return null;
  }
}

/** Whether the Anrede names a company (then Name 2/3 are name parts, not the first name). */
export function istFirma(schluessel: string | null): boolean {
  return ['3', '8', 'A'].includes(schluessel?.trim() ?? '');
}

/** Adresskennzeichen (Personen-/Rollenkennzeichen of the 0100) → our role. */
export function personRolle(kennzeichen: string | null): ImportPersonRolle {
  switch (kennzeichen?.trim()) {
    case '01':
    case '1':
    case '':
    case undefined:
      return 'versicherungsnehmer';
    case '02':
      return 'versichertePerson';
    case '03':
      return 'beitragszahler';
    case '04':
    case '05':
      return 'bezugsberechtigter';
    case '06':
      return 'abweichenderHalter';
    default:
      return 'sonstige';
  }
}

/** KFZ-Länderkennzeichen (D, A, CH …) → ISO 3166 alpha-2. */
const laender: Record<string, string> = {
  D: 'DE',
  A: 'AT',
  CH: 'CH',
  FL: 'LI',
  L: 'LU',
  B: 'BE',
  NL: 'NL',
  F: 'FR',
  I: 'IT',
  E: 'ES',
  P: 'PT',
  DK: 'DK',
  S: 'SE',
  N: 'NO',
  FIN: 'FI',
  PL: 'PL',
  CZ: 'CZ',
  SK: 'SK',
  H: 'HU',
  SLO: 'SI',
  HR: 'HR',
  GB: 'GB',
  IRL: 'IE',
  GR: 'GR',
  TR: 'TR',
  RO: 'RO',
  BG: 'BG',
  USA: 'US',
  EST: 'EE',
  LV: 'LV',
  LT: 'LT',
  M: 'MT',
  CY: 'CY',
  IS: 'IS',
  SRB: 'RS',
  BIH: 'BA',
  MNE: 'ME',
  MK: 'MK',
  AL: 'AL',
  UA: 'UA',
  RUS: 'RU',
};

export function land(lkz: string | null): string | null {
  const k = lkz?.trim().toUpperCase();
  if (!k) {
    return null;
  }
  return laender[k] ?? (k.length === 2 ? k : null);
}

/** ISO alpha-2 → KFZ-Länderkennzeichen (what the generator writes). */
export function laenderkennzeichen(iso: string | null): string {
  if (!iso) {
    return 'D';
  }
  return Object.entries(laender).find(([, v]) => v === iso)?.[0] ?? iso;
}

/**
 * Vertragsstatus of the 0200 (GDV Anlage 24: 1 lebend, 2 lebend kurzfristig/unterjährig, 3 ruhend/Anwartschaft,
 * 4 storniert, 5 ruhend/beitragsfrei, 6 beitragsfrei, 7 beitragsfrei durch Leistung, 8 Beitragsstundung,
 * 9 Sonstiges) → our contract status; „Sonstiges“ and unknown keys say nothing (the contract keeps its status).
 */
export function vertragsstatus(schluessel: string | null): string | null {
  switch (schluessel?.trim()) {
    case '1':
    case '2':
    case '8':
      return 'aktiv';
    case '3':
    case '5':
      return 'ruhend';
    case '4':
      return 'storniert';
    case '6':
    case '7':
      return 'beitragsfrei';
    default:
      return null;
  }
}

export const vertragsstatusSchluessel: Record<string, string> = {
  aktiv: '1',
  ruhend: '3',
  storniert: '4',
  beitragsfrei: '6',
};

/** Zahlungsweise of the 0200 → our Zahlweise (zahlweisen). */
export function zahlweise(schluessel: string | null): string | null {
  switch (schluessel?.trim()) {
    case '1':
      return 'jährlich';
    case '2':
      return 'halbjährlich';
    case '4':
      return 'vierteljährlich';
    case '8':
      return 'monatlich';
    case '6':
      return 'einmalig';
    case '':
    case undefined:
      return null;
    default:
      return 'Sonstiges';
  }
}

export const zahlweiseSchluessel: Record<string, string> = {
  jährlich: '1',
  halbjährlich: '2',
  vierteljährlich: '4',
  monatlich: '8',
  einmalig: '6',
};
