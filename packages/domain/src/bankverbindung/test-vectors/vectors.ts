import fs from 'node:fs';

/** The lines of a vector file beside this one (empty lines dropped; a line's own spaces kept). */
export function vectors(file: string): string[] {
  return fs
    .readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
}
