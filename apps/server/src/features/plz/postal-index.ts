import fs from 'node:fs';
import path from 'node:path';
import { type PostalLand, type PostalResult, postalFormats } from '@maklerwerk/domain';
import { serverRoot } from '../../paths';

// The postal codes of Deutschland and Österreich (GeoNames, CC BY 4.0), from the compact files of
// scripts/build-postal-index.mjs: read once at the first lookup, then searched by prefix in memory.

type Entry = { zip: string; city: string; state: string };

// Through serverRoot, not import.meta.url: npm start runs the bundle in dist/bin/ (decision 0012).
const dataDir = path.join(serverRoot, 'src', 'features', 'plz', 'data');

const compareCity = new Intl.Collator('de').compare;
const loaded = new Map<PostalLand, Entry[]>();

/** Lines `zip<TAB>place|place<TAB>state` → entries sorted by zip, then city. */
export function parsePostalIndex(text: string): Entry[] {
  const entries: Entry[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const [zip = '', places = '', state = ''] = line.split('\t');
    for (const city of places.split('|')) {
      entries.push({ zip, city, state });
    }
  }
  return entries.sort((a, b) => (a.zip === b.zip ? compareCity(a.city, b.city) : a.zip < b.zip ? -1 : 1));
}

function entriesOf(land: PostalLand): Entry[] {
  let entries = loaded.get(land);
  if (!entries) {
    const file = path.join(dataDir, `postal-codes.${postalFormats[land].code.toLowerCase()}.tsv`);
    entries = parsePostalIndex(fs.readFileSync(file, 'utf8'));
    loaded.set(land, entries);
  }
  return entries;
}

/** Index of the first entry whose zip is not below `prefix` (binary search). */
function lowerBound(entries: readonly Entry[], prefix: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((entries[mid]?.zip ?? '') < prefix) {
      low = mid + 1;
    } else {
      high = mid;
    }
  }
  return low;
}

/** The places whose postal code starts with `prefix`, by zip then city, at most `limit`. */
export function searchPostalCodes(land: PostalLand, prefix: string, limit: number): PostalResult[] {
  const entries = entriesOf(land);
  const results: PostalResult[] = [];
  for (let i = lowerBound(entries, prefix); i < entries.length && results.length < limit; i++) {
    const entry = entries[i];
    if (!entry?.zip.startsWith(prefix)) {
      break;
    }
    results.push({ ...entry, land });
  }
  return results;
}
