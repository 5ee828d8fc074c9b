import type { Gelesen, TabellenWert } from './tabellen-wert';

export const BETRAG_UNGUELTIG = 'Der Betrag ist keine Zahl im deutschen Format (zum Beispiel 1.234,56).';
export const BETRAG_NACHKOMMA = 'Der Betrag hat mehr als 2 Nachkommastellen.';
export const BETRAG_ZU_GROSS = 'Der Betrag ist zu groß.';

/** Largest amount taken, in cents (as the contract's premium fields allow). */
const MAX_CENTS = 99_999_999_999;

/** '1.234' and '1.234.567': dots only between groups of three digits are thousands separators. */
const tausenderPunkte = /^\d{1,3}(\.\d{3})+$/;

/**
 * A German amount → integer cents: „1.234,56“, „1234,56 €“, „-12,5“, „12,50-“, „EUR 7“, „1 234,56“.
 * The comma is the decimal separator; where a text has dots only, they group thousands („1.234“ is 1234 €)
 * unless a single dot has one or two digits after it („12.5“, „1234.56“, as exported by an English
 * program). Excel number cells are taken as they are. More than 2 decimals is an error, not rounded.
 */
export function parseGermanCents(wert: TabellenWert): Gelesen<number> {
  if (typeof wert === 'number') {
    return zahlZuCents(wert);
  }
  if (typeof wert !== 'string') {
    return { ok: false, fehler: BETRAG_UNGUELTIG };
  }
  let text = wert
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^(€|EUR)/i, '')
    .replace(/(€|EUR)$/i, '');
  let negativ = false;
  if (/^[-−]/.test(text)) {
    negativ = true;
    text = text.slice(1);
  } else if (/[-−]$/.test(text)) {
    negativ = true;
    text = text.slice(0, -1);
  } else if (text.startsWith('+')) {
    text = text.slice(1);
  }
  let ganz: string;
  let nachkomma = '';
  if (text.includes(',')) {
    const [vor = '', nach = '', ...rest] = text.split(',');
    if (rest.length > 0 || !(/^\d+$/.test(vor) || tausenderPunkte.test(vor) || vor === '')) {
      return { ok: false, fehler: BETRAG_UNGUELTIG };
    }
    ganz = vor.replace(/\./g, '');
    nachkomma = nach;
  } else if (tausenderPunkte.test(text)) {
    ganz = text.replace(/\./g, '');
  } else if (/^\d*\.\d{1,2}$/.test(text)) {
    [ganz = '', nachkomma = ''] = text.split('.');
  } else {
    ganz = text;
  }
  if ((ganz === '' && nachkomma === '') || !/^\d*$/.test(ganz) || !/^\d*$/.test(nachkomma)) {
    return { ok: false, fehler: BETRAG_UNGUELTIG };
  }
  if (nachkomma.replace(/0+$/, '').length > 2) {
    return { ok: false, fehler: BETRAG_NACHKOMMA };
  }
  const euro = ganz.replace(/^0+(?=\d)/, '') || '0';
  if (euro.length > 12) {
    return { ok: false, fehler: BETRAG_ZU_GROSS };
  }
  const cents = Number(euro) * 100 + Number(nachkomma.slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_CENTS) {
    return { ok: false, fehler: BETRAG_ZU_GROSS };
  }
  return { ok: true, wert: negativ && cents !== 0 ? -cents : cents };
}

/** An Excel number cell → cents; the binary fraction of 12.34 still gives 1234. */
function zahlZuCents(zahl: number): Gelesen<number> {
  if (!Number.isFinite(zahl)) {
    return { ok: false, fehler: BETRAG_UNGUELTIG };
  }
  const cents = Math.round(zahl * 100);
  if (Math.abs(cents) > MAX_CENTS) {
    return { ok: false, fehler: BETRAG_ZU_GROSS };
  }
  if (Math.abs(zahl * 100 - cents) > 1e-6 * Math.max(1, Math.abs(cents))) {
    return { ok: false, fehler: BETRAG_NACHKOMMA };
  }
  return { ok: true, wert: cents === 0 ? 0 : cents };
}

/** Cents → a German amount without currency, as the other direction reads it: -123456 → '-1.234,56'. */
export function formatGermanCents(cents: number): string {
  const betrag = Math.abs(cents);
  const euro = Math.floor(betrag / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const rest = String(betrag % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euro},${rest}`;
}
