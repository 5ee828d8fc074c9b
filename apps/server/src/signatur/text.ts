import type { PDFFont } from 'pdf-lib';

// Typographic characters WinAnsi lacks but that have an obvious ASCII stand-in.
const REPLACEMENTS: Record<string, string> = { '→': '->', '←': '<-', '⇒': '=>', '≤': '<=', '≥': '>=' };

/**
 * The standard fonts only speak WinAnsi and pdf-lib throws on anything else, so text from users and
 * browsers (names, user agents) is mapped first: unknown characters become '?', line breaks stay.
 */
export function toWinAnsi(font: PDFFont, text: string): string {
  const known = new Map<string, boolean>();
  const encodable = (ch: string) => {
    let ok = known.get(ch);
    if (ok === undefined) {
      try {
        font.encodeText(ch);
        ok = true;
      } catch {
        ok = false;
      }
      known.set(ch, ok);
    }
    return ok;
  };
  // NFC first: a decomposed 'u' + combining diaeresis would otherwise become 'u?'.
  const normalized = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\u00a0\u2000-\u200a\u202f]/g, ' ')
    .replace(/[\u2010\u2011\u2212]/g, '-');
  return [...normalized].map((ch) => (ch === '\n' ? ch : (REPLACEMENTS[ch] ?? (encodable(ch) ? ch : '?')))).join('');
}
