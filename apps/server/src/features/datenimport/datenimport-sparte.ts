/**
 * The GDV Sparte (three digits of the 0200/0210 record) → a key of our Sparten catalogue (`branches.key`).
 * Owned here until the domain's GDV part exports `vertragssparteFuerGdvSparte`; then that table decides.
 * A code without an entry is matched by the Sparte's name (a table row names it) or reported.
 */
const gdvSparteZuBranchKey: Readonly<Record<string, string>> = {
  '010': 'LV',
  '020': 'PKV',
  '030': 'UNF',
  '040': 'PHV',
  '050': 'KFZ',
  '051': 'KFZ',
  '052': 'KFZ',
  '053': 'KFZ',
  '054': 'KFZ',
  '055': 'KFZ',
  '070': 'RS',
  '110': 'GLAS',
  '130': 'HR',
  '140': 'WG',
  '190': 'REISE',
};

export type BranchRef = { id: number; key: string; name: string; vtgGruppe: string | null };

const norm = (s: string) => s.trim().toLocaleLowerCase('de');

/** Our Sparte for a GDV code or a name; undefined when neither is known. */
export function sparteFuer(
  branches: readonly BranchRef[],
  code: string | null,
  name: string | null,
): BranchRef | undefined {
  const key = code ? gdvSparteZuBranchKey[code.padStart(3, '0')] : undefined;
  const byKey = key ? branches.find((b) => b.key === key) : undefined;
  if (byKey || !name) {
    return byKey;
  }
  const wanted = norm(name);
  return branches.find((b) => norm(b.name) === wanted || norm(b.key) === wanted);
}
