// Postal code with suggestions (spec dokumente-formulare.md §5, §8, §9): the format of the checked
// countries, when to search, and which message a search result leads to.

/** Postal search: at least this many characters (spec §9). */
export const POSTAL_SEARCH_MIN_CHARS = 2;
/** Postal search: debounce after the last keystroke (spec §9). */
export const POSTAL_SEARCH_DEBOUNCE_MS = 1000;
/** At most this many suggestions per search. */
export const POSTAL_SUGGESTIONS_MAX = 20;

/** The countries whose postal codes are checked; every other country is not (spec §5). */
export const postalLands = ['Deutschland', 'Österreich'] as const;
export type PostalLand = (typeof postalLands)[number];

export const postalFormats: Readonly<Record<PostalLand, { code: 'DE' | 'AT'; digits: number; example: string }>> = {
  Deutschland: { code: 'DE', digits: 5, example: '12345' },
  Österreich: { code: 'AT', digits: 4, example: '1234' },
};

/** Names a land field or a caller may use for the checked countries (lower case). */
const landAliases: Readonly<Record<string, PostalLand>> = {
  deutschland: 'Deutschland',
  de: 'Deutschland',
  deu: 'Deutschland',
  d: 'Deutschland',
  österreich: 'Österreich',
  oesterreich: 'Österreich',
  at: 'Österreich',
  aut: 'Österreich',
  a: 'Österreich',
};

/** The checked country a land names ('Deutschland', 'DE', 'Österreich', 'AT' …), or null for any other. */
export function postalLandOf(land: string | null | undefined): PostalLand | null {
  return landAliases[(land ?? '').trim().toLowerCase()] ?? null;
}

/** Under the postal code of another country: we have the codes of these two countries only (GeoNames). */
export const POSTAL_ONLY_DE_AT_HINT = 'Ortsvorschläge gibt es nur für Deutschland und Österreich.';

/** The hint of the field: for a named country other than Deutschland and Österreich, else null. */
export function postalSuggestionHint(land: string | null | undefined): string | null {
  return (land ?? '').trim() !== '' && postalLandOf(land) === null ? POSTAL_ONLY_DE_AT_HINT : null;
}

export const postalFormatMessage = (land: PostalLand): string =>
  `Die Postleitzahl muss für ${land} dem Format '${postalFormats[land].example}' entsprechen.`;

export const postalNotFoundMessage = (land: PostalLand): string =>
  `Die Postleitzahl scheint in ${land} nicht zu existieren.`;

export const POSTAL_TOO_SHORT_MESSAGE = `Bitte geben Sie mindestens ${POSTAL_SEARCH_MIN_CHARS} Ziffern der Postleitzahl ein.`;

/** A complete code of a checked country: exactly its number of digits. */
export function isCompletePostalCode(zip: string, land: PostalLand): boolean {
  return zip.length === postalFormats[land].digits && /^\d+$/.test(zip);
}

/** Input that can still become a code of the country by typing on: digits only, not too many. */
export function isPostalPrefix(zip: string, land: PostalLand): boolean {
  return zip.length <= postalFormats[land].digits && /^\d*$/.test(zip);
}

/**
 * The format message of a finished input (after leaving the field or saving), or null: empty input
 * and countries other than Deutschland and Österreich are not checked.
 */
export function postalCodeError(zip: string, land: string | null | undefined): string | null {
  const checked = postalLandOf(land);
  const value = zip.trim();
  if (!checked || value === '') {
    return null;
  }
  return isCompletePostalCode(value, checked) ? null : postalFormatMessage(checked);
}

/** What to search for: the trimmed input from 2 characters on; for a checked country only a possible code. */
export function postalSearchTerm(zip: string, land: string | null | undefined): string | null {
  const value = zip.trim();
  const checked = postalLandOf(land);
  if (value.length < POSTAL_SEARCH_MIN_CHARS || !checked || !isPostalPrefix(value, checked)) {
    return null;
  }
  return value;
}

/**
 * The message while typing, once the debounce has passed (spec §5): a format that cannot become a code
 * any more, or a complete code without results. `resultCount` is undefined while no answer is there.
 */
export function postalSearchMessage(
  zip: string,
  land: string | null | undefined,
  resultCount: number | undefined,
): string | null {
  const value = zip.trim();
  const checked = postalLandOf(land);
  if (!checked || value === '') {
    return null;
  }
  if (!isPostalPrefix(value, checked)) {
    return postalFormatMessage(checked);
  }
  if (resultCount === 0 && isCompletePostalCode(value, checked)) {
    return postalNotFoundMessage(checked);
  }
  return null;
}
