import { femaleFirstNames, lastNames, maleFirstNames, toMailLocalPart } from './names';

/**
 * Contact persons of the insurers. The people are invented; telephone and fax numbers come from the
 * Bundesnetzagentur's film numbers ("Drama Numbers", never assigned), e-mail addresses use the
 * reserved .example domain, so no real person can be reached.
 */
export type ContactSeed = {
  company: string;
  name: string;
  typ: string;
  telefon: string | null;
  mobil: string | null;
  fax: string | null;
  email: string | null;
  beschreibung: string | null;
};

const office = {
  Berlin: { phone: '030 23125', label: 'Maklerdirektion Berlin' },
  Hamburg: { phone: '040 66969', label: 'Maklerdirektion Hamburg' },
  München: { phone: '089 99998', label: 'Maklerdirektion München' },
  Köln: { phone: '0221 4710', label: 'Maklerdirektion Köln' },
  Frankfurt: { phone: '069 90009', label: 'Maklerdirektion Frankfurt' },
} as const;
type Office = keyof typeof office;

/** HUK-COBURG: the insurer of Erika's car, with a full contact list (more than one page of 20). */
const hukPeople: readonly [string, string, string, Office, string | null][] = [
  ['Katrin', 'Sommerfeld', 'Maklerbetreuer', 'Berlin', 'Ansprechpartnerin für Berlin und Brandenburg'],
  ['Michael', 'Brenner', 'Maklerbetreuer', 'Hamburg', 'Norddeutschland'],
  ['Stefanie', 'Kühn', 'Maklerbetreuer', 'München', 'Bayern Süd'],
  ['Andreas', 'Lindner', 'Vertriebsdirektion', 'Frankfurt', 'Leitung Maklervertrieb'],
  ['Sabine', 'Hoffmann', 'Kfz-Antrag', 'Berlin', 'Neuanträge und Fahrzeugwechsel'],
  ['Jürgen', 'Wolff', 'Kfz-Antrag', 'Köln', 'Flotten bis 20 Fahrzeuge'],
  ['Nadine', 'Schreiber', 'Kfz-Schaden', 'Berlin', 'Haftpflicht- und Kaskoschäden'],
  ['Thomas', 'Grünewald', 'Kfz-Schaden', 'Hamburg', 'Großschäden ab 10.000 €'],
  ['Claudia', 'Engel', 'Schadenabteilung', 'Köln', 'Sach- und Haftpflichtschäden'],
  ['Markus', 'Dietrich', 'Schadenabteilung', 'München', 'Unfall und Rechtsschutz'],
  ['Heike', 'Bergmann', 'Vertragsservice', 'Frankfurt', 'Vertragsänderungen und Kündigungen'],
  ['Florian', 'Weiß', 'Vertragsservice', 'Berlin', null],
  ['Monika', 'Schäfer', 'Courtageabrechnung', 'Frankfurt', 'Courtagekonto und Abrechnungen'],
  ['Daniel', 'Krause', 'Courtageabrechnung', 'Köln', null],
  ['Birgit', 'Fuchs', 'Leben-Antrag', 'München', 'Risikolebensversicherung'],
  ['Sebastian', 'Peters', 'Underwriting', 'Hamburg', 'Risikoprüfung Kfz und Sach'],
  ['Anja', 'Roth', 'Underwriting', 'Köln', 'Gewerbliche Risiken'],
  ['Ralf', 'Neumann', 'Gewerbe', 'Frankfurt', 'Betriebshaftpflicht und Inhalt'],
  ['Julia', 'Zimmermann', 'Fachberatung', 'Berlin', 'Hausrat und Wohngebäude'],
  ['Holger', 'Jäger', 'Fachberatung', 'München', 'Rechtsschutz'],
  ['Petra', 'Löffler', 'Maklerbetreuerin', 'Köln', 'Nordrhein-Westfalen'],
  ['Sven', 'Böhm', 'Maklerbetreuer', 'Frankfurt', 'Hessen und Rheinland-Pfalz'],
];

const hukDomain = 'huk-coburg.example';

function contact(
  company: string,
  domain: string,
  index: number,
  [vorname, name, typ, at, beschreibung]: readonly [string, string, string, Office, string | null],
): ContactSeed {
  const place = office[at];
  const suffix = String(700 + index).padStart(3, '0');
  return {
    company,
    name: `${vorname} ${name}`,
    typ,
    telefon: `${place.phone}${suffix}`,
    // 0171 39200-00 … -99: a block of mobile film numbers.
    mobil: index % 3 === 0 ? `0171 39200${String(index % 100).padStart(2, '0')}` : null,
    fax: index % 4 === 1 ? `${place.phone}${String(900 + (index % 100)).padStart(3, '0')}` : null,
    email: `${toMailLocalPart(vorname, name)}@${domain}`,
    beschreibung: beschreibung ? `${place.label} · ${beschreibung}` : place.label,
  };
}

const roles = ['Maklerbetreuer', 'Schadenabteilung', 'Vertragsservice'] as const;
const offices = Object.keys(office) as Office[];

/** Every contact: HUK-COBURG's list plus three per other insurer, derived from the name lists. */
export function demoContacts(otherCompanies: readonly { kurzname: string; domain: string }[]): ContactSeed[] {
  const huk = hukPeople.map((p, i) => contact('HUK-COBURG', hukDomain, i, p));
  const others = otherCompanies.flatMap((company, c) =>
    roles.map((typ, r) => {
      const n = c * roles.length + r;
      const female = n % 2 === 0;
      const vorname = (female ? femaleFirstNames : maleFirstNames)[n % 40] ?? 'Anna';
      const name = lastNames[(n * 7) % lastNames.length] ?? 'Müller';
      const domain = `${company.domain.replace(/\.[a-z]+$/, '')}.example`;
      const at = offices[n % offices.length] ?? 'Berlin';
      return contact(company.kurzname, domain, hukPeople.length + n, [vorname, name, typ, at, null]);
    }),
  );
  return [...huk, ...others];
}

/** Anbindung values offered for every company (spec 7: combo Anbindung). */
export const demoAnbindungen = [
  'Direktanbindung',
  'Pool',
  'Maklerpool fondsfinanz',
  'Maklerpool Jung, DMS & Cie.',
  'Maklerpool germanBroker.net',
  'Vertriebsgesellschaft',
  'Untervermittler',
] as const;
