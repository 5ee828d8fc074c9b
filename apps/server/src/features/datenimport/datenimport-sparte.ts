import { vertragssparteFuerGdvSparte } from '@maklerwerk/domain/datenimport/gdv/gdv-sparten';

/**
 * The GDV Sparte (three digits of the 0200/0210 record) → our Sparten catalogue (`branches.key`) by the
 * domain's Sparten table; a code without an entry is matched by the Sparte's name (a table row names it,
 * the GDV table names the rest) or reported.
 */
export type BranchRef = { id: number; key: string; name: string; vtgGruppe: string | null };

const norm = (s: string) => s.trim().toLocaleLowerCase('de');

/** Our Sparte for a GDV code or a name; undefined when neither is known. */
export function sparteFuer(
  branches: readonly BranchRef[],
  code: string | null,
  name: string | null,
): BranchRef | undefined {
  const key = code ? vertragssparteFuerGdvSparte(code.padStart(3, '0'))?.key : undefined;
  const byKey = key ? branches.find((b) => b.key === key) : undefined;
  if (byKey || !name) {
    return byKey;
  }
  const wanted = norm(name);
  return branches.find((b) => norm(b.name) === wanted || norm(b.key) === wanted);
}
