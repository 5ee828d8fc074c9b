const umlauts: Readonly<Record<string, string>> = {
  Ä: 'ae',
  Ö: 'oe',
  Ü: 'ue',
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ẞ: 'ss',
};
const accented = 'ÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑáàâãåéèêëíìîïóòôõúùûçñ';
const plain = 'AAAAAEEEEIIIIOOOOUUUCNaaaaaeeeeiiiioooouuucn';

/**
 * The search normalisation of the database function `mw_search_norm` (migrations 0006 and 0036), letter
 * for letter (a property test compares both on the test database): umlauts and ß folded (Müller → mueller), accents dropped, ASCII letters lower-cased.
 */
export function normalizeSearchText(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = umlauts[ch];
    if (folded !== undefined) {
      out += folded;
      continue;
    }
    const at = accented.indexOf(ch);
    out += at >= 0 ? (plain[at] ?? ch) : ch;
  }
  return out.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

/** The words of a search, normalised; every word must occur (in any order). At most eight words. */
export function searchWords(query: string): string[] {
  const words = normalizeSearchText(query).split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, 8);
}
