/**
 * The GDV Sparten table (Anlage 1 of the Datensatz VU-Vermittler: the BaFin Versicherungszweige with the
 * GDV's additions) and its mapping to our Vertragssparten (the keys of the `branches` catalogue).
 */

export const gdvSparten: Readonly<Record<string, string>> = {
  '000': 'Allgemeine Sparte (ohne eigene Satzart)',
  '010': 'Leben',
  '020': 'Kranken',
  '030': 'Unfall',
  '040': 'Haftpflicht',
  '050': 'Kraftfahrt',
  '051': 'Kfz-Haftpflicht',
  '052': 'Kfz-Vollkasko',
  '053': 'Kfz-Teilkasko',
  '054': 'Kfz-Unfall',
  '055': 'Kfz-Gepäck',
  '059': 'Kfz-Baustein',
  '060': 'Kfz-Schutzbrief',
  '070': 'Rechtsschutz',
  '080': 'Feuer',
  '090': 'Einbruchdiebstahl',
  '100': 'Leitungswasser',
  '110': 'Glas',
  '120': 'Sturm',
  '130': 'Verbundene Hausrat',
  '140': 'Verbundene Wohngebäude',
  '150': 'Hagel',
  '160': 'Tier',
  '170': 'Technische Versicherungen',
  '180': 'Einheitsversicherung',
  '190': 'Transport',
  '200': 'Kredit und Kaution',
  '210': 'Luft- und Raumfahrt',
  '220': 'Extended Coverage',
  '230': 'Betriebsunterbrechung',
  '240': 'Beistandsleistung',
  '250': 'Luftfahrt-Haftpflicht',
  '260': 'Sonstige Sachversicherung',
  '270': 'Reisegepäck',
  '280': 'Reiserücktrittskosten',
  '290': 'Elementarschaden',
  '300': 'Sonstige Schadenversicherung',
  '510': 'Verkehrsservice',
  '550': 'Investment',
  '560': 'Bank (Konto und Sparen)',
  '570': 'Darlehen und Finanzierung',
  '580': 'Bausparen',
  '684': 'Tierversicherung',
};

/** Name of a GDV Sparte code, or „Sparte 123“ for one the table does not name. */
export function gdvSparteName(code: string): string {
  return gdvSparten[code] ?? `Sparte ${code}`;
}

/** Our Vertragssparte (branches.key and name) for a GDV Sparte; null where we have no matching one. */
export type Vertragssparte = { key: string; name: string };

const zuordnung: Record<string, Vertragssparte> = {
  '010': { key: 'LV', name: 'Lebensversicherung' },
  '020': { key: 'PKV', name: 'Private Krankenversicherung' },
  '030': { key: 'UNF', name: 'Unfall' },
  '040': { key: 'PHV', name: 'Privathaftpflicht' },
  '050': { key: 'KFZ', name: 'Kraftfahrt' },
  '051': { key: 'KFZ', name: 'Kraftfahrt' },
  '052': { key: 'KFZ', name: 'Kraftfahrt' },
  '053': { key: 'KFZ', name: 'Kraftfahrt' },
  '054': { key: 'KFZ', name: 'Kraftfahrt' },
  '055': { key: 'KFZ', name: 'Kraftfahrt' },
  '059': { key: 'KFZ', name: 'Kraftfahrt' },
  '060': { key: 'KFZ', name: 'Kraftfahrt' },
  '070': { key: 'RS', name: 'Rechtsschutz' },
  '110': { key: 'GLAS', name: 'Glas' },
  '130': { key: 'HR', name: 'Hausrat' },
  '140': { key: 'WG', name: 'Wohngebäude' },
  '270': { key: 'REISE', name: 'Reise' },
  '280': { key: 'REISE', name: 'Reise' },
  '290': { key: 'ELEM', name: 'Elementarschaden' },
};

export function vertragssparteFuerGdvSparte(code: string | null): Vertragssparte | null {
  return code ? (zuordnung[code] ?? null) : null;
}
