/**
 * Decoding of the GDV field types: text (trimmed), Numerisch, Datum (TTMMJJJJ, 00 for an unknown day or
 * month) and Betrag (digits with implied decimals, the sign in a separate field or as '+'/'-').
 */

export type FeldErgebnis<T> = { wert: T; fehler: string | null };

/** Text of a field, trimmed; empty → null. */
export function text(roh: string): string | null {
  const t = roh.trim();
  return t === '' ? null : t;
}

const nurNullen = /^0*$/;

/**
 * TTMMJJJJ → ISO date. Blank or all zeros → null. Day or month 00 (unknown) → the 1st / January, as the
 * GDV allows; an impossible date (31.02., month 13, letters) → null with an error text.
 */
export function datum(roh: string): FeldErgebnis<string | null> {
  const t = roh.trim();
  if (t === '' || nurNullen.test(t)) {
    return { wert: null, fehler: null };
  }
  if (!/^\d{8}$/.test(t)) {
    return { wert: null, fehler: `„${t}“ ist kein Datum (TTMMJJJJ).` };
  }
  const tag = Number(t.slice(0, 2));
  const monat = Number(t.slice(2, 4));
  const jahr = Number(t.slice(4, 8));
  if (jahr === 0) {
    return { wert: null, fehler: null };
  }
  const m = monat === 0 ? 1 : monat;
  const d = tag === 0 ? 1 : tag;
  const probe = new Date(Date.UTC(jahr, m - 1, d));
  if (m > 12 || probe.getUTCMonth() !== m - 1 || probe.getUTCDate() !== d) {
    return { wert: null, fehler: `Das Datum ${t.slice(0, 2)}.${t.slice(2, 4)}.${t.slice(4)} gibt es nicht.` };
  }
  const iso = `${String(jahr).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { wert: iso, fehler: null };
}

/** Numerisch: digits (leading/trailing blanks allowed) → integer; blank → null. */
export function zahl(roh: string): FeldErgebnis<number | null> {
  const t = roh.trim();
  if (t === '') {
    return { wert: null, fehler: null };
  }
  if (!/^\d+$/.test(t)) {
    return { wert: null, fehler: `„${t}“ ist keine Zahl.` };
  }
  return { wert: Number(t), fehler: null };
}

/**
 * Betrag with `nachkommastellen` implied decimals → cents. The sign comes from `vorzeichen` ('-' negative)
 * or from a leading/trailing '+'/'-' in the field itself. Blank → null.
 */
export function betragCents(
  roh: string,
  nachkommastellen: number,
  vorzeichen?: string | null,
): FeldErgebnis<number | null> {
  let t = roh.trim();
  if (t === '') {
    return { wert: null, fehler: null };
  }
  let negativ = vorzeichen?.trim() === '-';
  const zeichen = /^([+-])?(\d+)([+-])?$/.exec(t);
  if (!zeichen) {
    return { wert: null, fehler: `„${t}“ ist kein Betrag.` };
  }
  if (zeichen[1] === '-' || zeichen[3] === '-') {
    negativ = true;
  }
  t = zeichen[2] ?? '';
  const ganz = BigInt(t);
  // Cents: scale the implied decimals to two places (rounding half up when there are more).
  let cents: bigint;
  if (nachkommastellen <= 2) {
    cents = ganz * 10n ** BigInt(2 - nachkommastellen);
  } else {
    const teiler = 10n ** BigInt(nachkommastellen - 2);
    cents = (ganz + teiler / 2n) / teiler;
  }
  const wert = Number(cents);
  if (!Number.isSafeInteger(wert)) {
    return { wert: null, fehler: `Der Betrag „${roh.trim()}“ ist zu groß.` };
  }
  return { wert: negativ ? -wert : wert, fehler: null };
}

/** Writes cents as a GDV Betrag of `laenge` digits with `nachkommastellen` implied decimals (no sign). */
export function formatBetrag(cents: number, laenge: number, nachkommastellen: number): string {
  const betrag = BigInt(Math.abs(Math.round(cents)));
  const wert =
    nachkommastellen >= 2 ? betrag * 10n ** BigInt(nachkommastellen - 2) : betrag / 10n ** BigInt(2 - nachkommastellen);
  return wert.toString().padStart(laenge, '0').slice(-laenge);
}

/** ISO date → TTMMJJJJ; null → zeros. */
export function formatDatum(iso: string | null): string {
  if (!iso) {
    return '00000000';
  }
  const [j, m, d] = iso.split('-');
  return `${d}${m}${j}`;
}
