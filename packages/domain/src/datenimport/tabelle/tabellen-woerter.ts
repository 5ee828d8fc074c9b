import { laender } from '../../kunde/anschrift.schema';
import { ZAHLWEISE_SONSTIGES } from '../../vertrag/allgemeine.schema';
import { type ContractStatus, contractStatusLabel } from '../../vertrag/vertrag-status';
import type { Gelesen } from './tabellen-wert';

// The words other systems write for Zahlweise, status, Anrede and country → ours. Compared in lower case
// with umlauts as ae/oe/ue, without spaces, dots and hyphens („jährl.“ = 'jaehrl', „halb-jährlich“ = 'halbjaehrlich').

function schluessel(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[\s.\-_/]/g, '');
}

function nachSchluessel<T>(eintraege: Record<string, readonly string[]>): Map<string, T> {
  return new Map(Object.entries(eintraege).flatMap(([wert, woerter]) => woerter.map((w) => [w, wert as T] as const)));
}

/** Our Zahlweise (zahlweisen) from a word or the number of payments a year („12“ = monatlich, „0“ = einmalig). */
const zahlweiseWoerter = nachSchluessel<string>({
  jährlich: ['jaehrlich', 'jaehrl', 'jhrl', 'j', 'jahr', 'jahresbeitrag', '1', '01', 'annual', 'yearly'],
  halbjährlich: ['halbjaehrlich', 'halbjaehrl', 'halbj', 'hj', 'h', 'halbjahr', '2', '02', 'semiannual'],
  vierteljährlich: [
    'vierteljaehrlich',
    'vierteljaehrl',
    'viertelj',
    'vj',
    'v',
    'quartal',
    'quartalsweise',
    'quartalsw',
    'q',
    '4',
    '04',
    'quarterly',
  ],
  monatlich: ['monatlich', 'monatl', 'mtl', 'mon', 'm', 'monat', '12', 'monthly'],
  einmalig: ['einmalig', 'einmal', 'einmalbeitrag', 'eb', 'e', '0', '00', 'single'],
  [ZAHLWEISE_SONSTIGES]: ['sonstiges', 'sonstige', 'andere'],
});

export const zahlweiseFehler = (text: string) =>
  `Die Zahlweise „${text}“ ist unbekannt (erwartet jährlich, halbjährlich, vierteljährlich, monatlich, einmalig oder 1, 2, 4, 12, 0).`;

export function parseZahlweise(text: string): Gelesen<string> {
  const wert = zahlweiseWoerter.get(schluessel(text));
  return wert === undefined ? { ok: false, fehler: zahlweiseFehler(text) } : { ok: true, wert };
}

/** Our contract status (contractStatuses) from the words of other systems („lebend“, „Storno“, „gek.“ …). */
const statusWoerter = nachSchluessel<ContractStatus>({
  aktiv: ['aktiv', 'lebend', 'laufend', 'bestehend', 'inkraft', 'gueltig', 'active', 'a'],
  angebot: ['angebot', 'offerte'],
  antrag: ['antrag', 'beantragt', 'imantrag', 'inantrag', 'antragsphase'],
  beitragsfrei: ['beitragsfrei', 'praemienfrei', 'bfr', 'beitragsfreigestellt'],
  ruhend: ['ruhend', 'ruht', 'ruhendgestellt'],
  gekuendigt: ['gekuendigt', 'gek', 'kuendigung', 'gekuendigtzumablauf'],
  storniert: ['storniert', 'storno', 'aufgehoben', 'annulliert', 'erloschen'],
  abgelaufen: ['abgelaufen', 'ausgelaufen', 'beendet', 'abgel', 'vertragsende'],
});

export const statusFehler = (text: string) =>
  `Der Status „${text}“ ist unbekannt (erwartet ${Object.values(contractStatusLabel).join(', ')}).`;

export function parseVertragStatus(text: string): Gelesen<ContractStatus> {
  const wert = statusWoerter.get(schluessel(text));
  return wert === undefined ? { ok: false, fehler: statusFehler(text) } : { ok: true, wert };
}

/** Our Anrede (of a customer); couples and families („Eheleute“) get none. */
const anredeWoerter = nachSchluessel<string>({
  Herr: ['herr', 'herrn', 'hr', 'mr', 'maennlich', 'm'],
  Frau: ['frau', 'fr', 'mrs', 'ms', 'weiblich', 'w'],
  Divers: ['divers', 'd', 'x'],
  Firma: ['firma', 'fa', 'firm', 'unternehmen', 'gesellschaft'],
  '': ['eheleute', 'familie', 'fam', 'herrundfrau', 'frauundherr', 'eheleuteherrundfrau'],
});

export const anredeFehler = (text: string) =>
  `Die Anrede „${text}“ ist unbekannt (erwartet Herr, Frau, Divers oder Firma).`;

/** The Anrede → ours, null for „Eheleute“ and the like. */
export function parseAnrede(text: string): Gelesen<string | null> {
  const wert = anredeWoerter.get(schluessel(text));
  if (wert === undefined) {
    return { ok: false, fehler: anredeFehler(text) };
  }
  return { ok: true, wert: wert === '' ? null : wert };
}

/** The ISO code of a country named by code („DE“, „D“, „AT“, „A“, „CH“) or name („Deutschland“). */
const landWoerter = new Map<string, string>([
  ...laender.flatMap((l) => [[schluessel(l.code), l.code] as const, [schluessel(l.name), l.code] as const]),
  ['d', 'DE'],
  ['deu', 'DE'],
  ['brd', 'DE'],
  ['germany', 'DE'],
  ['a', 'AT'],
  ['aut', 'AT'],
  ['austria', 'AT'],
  ['che', 'CH'],
  ['switzerland', 'CH'],
  ['fl', 'LI'],
  ['l', 'LU'],
  ['b', 'BE'],
  ['nl', 'NL'],
  ['dk', 'DK'],
  ['f', 'FR'],
  ['i', 'IT'],
  ['e', 'ES'],
  ['pl', 'PL'],
  ['cz', 'CZ'],
  ['hr', 'HR'],
  ['tr', 'TR'],
]);

export const landFehler = (text: string) =>
  `Das Land „${text}“ ist unbekannt (erwartet ${laender.map((l) => l.name).join(', ')} oder ihr Länderkennzeichen).`;

export function parseLand(text: string): Gelesen<string> {
  const wert = landWoerter.get(schluessel(text));
  return wert === undefined ? { ok: false, fehler: landFehler(text) } : { ok: true, wert };
}
