import type { Rng } from './random';

/**
 * Policy-number formats. A template is read character by character: `9` is a digit, `{K}` the Sparte's
 * two-letter Kürzel, `{J}` the year the contract begins; everything else is literal. The regex that
 * checks a number is derived from the same template, so generated numbers always pass it.
 */
const tokenPattern = /\{K\}|\{J\}|9+|[^{9]+/g;

function escapeLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Anchored regex source (valid in JavaScript and PostgreSQL) for a template. */
export function patternFromTemplate(template: string): string {
  const parts = (template.match(tokenPattern) ?? []).map((token) => {
    if (token === '{K}') {
      return '[A-Z]{2}';
    }
    if (token === '{J}') {
      return '[0-9]{4}';
    }
    if (token.startsWith('9')) {
      return token.length === 1 ? '[0-9]' : `[0-9]{${token.length}}`;
    }
    return escapeLiteral(token);
  });
  return `^${parts.join('')}$`;
}

export function policyNumberFromTemplate(template: string, rng: Rng, kuerzel: string, beginn: string): string {
  return (template.match(tokenPattern) ?? [])
    .map((token) => {
      if (token === '{K}') {
        return kuerzel;
      }
      if (token === '{J}') {
        return beginn.slice(0, 4);
      }
      if (token.startsWith('9')) {
        // A leading zero looks odd on paper; real numbers rarely start with one.
        return String(rng.int(1, 9)) + rng.digits(token.length - 1);
      }
      return token;
    })
    .join('');
}
