import { z } from 'zod';

export const TEXT_MESSAGE = 'Die Eingabe enthält ungültige Zeichen.';

/** PostgreSQL text cannot hold the NUL character (U+0000): such input never reaches the database. */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/**
 * Every string an endpoint takes (path, query, body) starts here: a string without NUL, refused with
 * TEXT_MESSAGE. `message` names a wrong type. Chain `.trim()`, `.max()`, `.regex()` as with `z.string()`;
 * the NUL check runs first, so its message is the field's first issue.
 */
export function textInput(message?: string) {
  return z.string(message === undefined ? undefined : { message }).refine(hasNoNul, TEXT_MESSAGE);
}
