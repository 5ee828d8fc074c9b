// Without zod: the composer routes read the kind (every route's search reader is in the first page).

export const composerKinds = [
  'kunde',
  'gesellschaft',
  'kuendigung',
  'forward',
  'forward-kunde',
  'forward-gesellschaft',
  'frei',
  'termin',
] as const;
export type ComposerKind = (typeof composerKinds)[number];
