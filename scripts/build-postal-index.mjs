// Builds the postal-code index of getCity from the GeoNames postal code data (CC BY 4.0):
//   node scripts/build-postal-index.mjs [folder with zipcodes.de.csv and zipcodes.at.csv]
// (default ../shared/data/postal). Writes apps/server/src/features/plz/data/postal-codes.{de,at}.tsv:
// one line per postal code and state, `zip<TAB>place|place|…<TAB>state`, sorted by zip, places sorted
// and without duplicates. The files are committed; the server reads them once, at the first lookup.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.resolve(process.argv[2] ?? path.join(repoRoot, '../shared/data/postal'));
const target = path.join(repoRoot, 'apps/server/src/features/plz/data');

/** GeoNames (via zauberware) names some German states in English, and Berlin twice. */
const germanStateNames = {
  Bavaria: 'Bayern',
  'Lower Saxony': 'Niedersachsen',
  'Land Berlin': 'Berlin',
  Saxony: 'Sachsen',
  'Saxony-Anhalt': 'Sachsen-Anhalt',
  Thuringia: 'Thüringen',
  'Mecklenburg-Western Pomerania': 'Mecklenburg-Vorpommern',
};

/** Rows without a state: Jungholz (87491) is a German municipality of Bavaria (Landkreis Oberallgäu). */
const missingStates = { 87491: 'Bayern' };

/** One CSV line: commas, fields in double quotes with "" inside. */
function parseCsvLine(line) {
  const fields = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields;
}

/** A few names were stored as UTF-8 read as Latin-1 ('KÃ¶ln'): decoded once more. */
function repairMojibake(text) {
  if (!/[ÃÂ]/.test(text)) {
    return text;
  }
  const repaired = Buffer.from(text, 'latin1').toString('utf8');
  return repaired.includes('\uFFFD') ? text : repaired;
}

const clean = (text) => repairMojibake(text).replace(/\s+/g, ' ').trim();
const compare = new Intl.Collator('de').compare;

function build(country, digits) {
  const file = path.join(source, `zipcodes.${country}.csv`);
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean);
  const columns = parseCsvLine(header);
  const at = (name) => {
    const index = columns.indexOf(name);
    if (index < 0) {
      throw new Error(`${file}: Spalte ${name} fehlt`);
    }
    return index;
  };
  const [zipAt, placeAt, stateAt] = [at('zipcode'), at('place'), at('state')];
  /** zip → state → places */
  const byZip = new Map();
  for (const line of lines) {
    const row = parseCsvLine(line);
    const zip = row[zipAt] ?? '';
    if (!new RegExp(`^\\d{${digits}}$`).test(zip)) {
      throw new Error(`${file}: ungültige Postleitzahl ${zip}`);
    }
    const place = clean(row[placeAt] ?? '');
    const rawState = clean(row[stateAt] ?? '');
    const state = germanStateNames[rawState] ?? (rawState || missingStates[zip]);
    if (!place || !state || /[\t|]/.test(place + state)) {
      throw new Error(`${file}: Zeile ohne Ort oder Land, oder mit Tab/|: ${line}`);
    }
    const states = byZip.get(zip) ?? new Map();
    byZip.set(zip, states);
    const places = states.get(state) ?? new Set();
    states.set(state, places);
    places.add(place);
  }
  const out = [
    `# GeoNames postal codes ${country.toUpperCase()} (CC BY 4.0, see THIRD_PARTY_DATA.md): zip\tplaces\tstate`,
  ];
  let pairs = 0;
  for (const zip of [...byZip.keys()].sort()) {
    const states = byZip.get(zip);
    for (const state of [...states.keys()].sort(compare)) {
      const places = [...states.get(state)].sort(compare);
      pairs += places.length;
      out.push(`${zip}\t${places.join('|')}\t${state}`);
    }
  }
  const outFile = path.join(target, `postal-codes.${country}.tsv`);
  fs.writeFileSync(outFile, `${out.join('\n')}\n`);
  const kib = (fs.statSync(outFile).size / 1024).toFixed(0);
  console.info(`${path.relative(repoRoot, outFile)}: ${byZip.size} Postleitzahlen, ${pairs} Orte, ${kib} KiB`);
}

fs.mkdirSync(target, { recursive: true });
build('de', 5);
build('at', 4);
