import type { TabellenFeld, TabellenZuordnung } from './tabellen-felder';

/**
 * Header names of other systems' exports for each of our fields, already normalized (see
 * `normalisiereSpaltenname`: lower case, umlauts as ae/oe/ue, ß as ss, nothing but letters and digits).
 */
const synonyme: Record<TabellenFeld, readonly string[]> = {
  versicherungsnummer: [
    'versicherungsnummer',
    'versicherungsnr',
    'vsnr',
    'vsnummer',
    'versnr',
    'versnummer',
    'versicherungsscheinnummer',
    'versicherungsscheinnr',
    'versicherungsschein',
    'vsscheinnr',
    'scheinnummer',
    'police',
    'policennummer',
    'policennr',
    'polnr',
    'polizzennummer',
    'vertragsnummer',
    'vertragsnr',
    'vertragnr',
  ],
  gesellschaftName: [
    'gesellschaft',
    'gesellschaftsname',
    'gesellschaftname',
    'versicherer',
    'versicherungsgesellschaft',
    'vu',
    'vuname',
    'risikotraeger',
    'anbieter',
  ],
  sparte: ['sparte', 'vertragssparte', 'versicherungssparte', 'spartenbezeichnung', 'spartencode', 'sparten'],
  status: ['status', 'vertragsstatus', 'vertragszustand', 'zustand'],
  beginn: [
    'beginn',
    'vertragsbeginn',
    'versicherungsbeginn',
    'beginndatum',
    'vsbeginn',
    'vertragsanfang',
    'versbeginn',
  ],
  ablauf: ['ablauf', 'ablaufdatum', 'vertragsablauf', 'vertragsende', 'ende', 'enddatum', 'versicherungsende'],
  hauptfaelligkeit: ['hauptfaelligkeit', 'hauptfaellig', 'hf', 'faelligkeit', 'hauptfaelligkeitsdatum'],
  zahlweise: ['zahlweise', 'zahlungsweise', 'zw', 'zahlungsrhythmus', 'zahlrhythmus', 'zahlungsintervall'],
  beitragBrutto: [
    'beitrag',
    'beitragbrutto',
    'bruttobeitrag',
    'praemie',
    'praemiebrutto',
    'bruttopraemie',
    'zahlbeitrag',
    'gesamtbeitrag',
    'beitragzahlweise',
  ],
  beitragNetto: ['beitragnetto', 'nettobeitrag', 'praemienetto', 'nettopraemie'],
  produktbezeichnung: ['produkt', 'produktname', 'produktbezeichnung', 'tarif', 'tarifbezeichnung', 'tarifname'],
  vermittlernummer: [
    'vermittlernummer',
    'vermittlernr',
    'vermittler',
    'vmnr',
    'agenturnummer',
    'agenturnr',
    'maklernummer',
    'maklernr',
  ],
  anrede: ['anrede'],
  titel: ['titel', 'akadtitel', 'akademischertitel'],
  name: ['name', 'nachname', 'familienname', 'zuname', 'vnname', 'namevn'],
  vorname: ['vorname', 'vnvorname', 'vornamevn', 'rufname'],
  name2: ['name2', 'namenszusatz', 'zusatz'],
  geburtsdatum: ['geburtsdatum', 'gebdatum', 'geburtstag', 'gebdat', 'geboren', 'geboram', 'gebam', 'geb'],
  strasse: ['strasse', 'str', 'strassehausnummer', 'strasseundhausnummer', 'strassehausnr', 'anschrift', 'adresse'],
  hausnummer: ['hausnummer', 'hausnr', 'hnr'],
  plz: ['plz', 'postleitzahl'],
  ort: ['ort', 'wohnort', 'stadt'],
  land: ['land', 'staat', 'laenderkennzeichen', 'lkz'],
  iban: ['iban'],
  bic: ['bic', 'swift', 'bicswift', 'swiftbic'],
  kennzeichen: ['kennzeichen', 'kfzkennzeichen', 'amtlkennzeichen', 'amtlicheskennzeichen', 'polkennzeichen'],
  hsn: ['hsn', 'herstellerschluessel', 'herstellerschluesselnummer', 'herstellernummer'],
  tsn: ['tsn', 'typschluessel', 'typschluesselnummer'],
  fin: ['fin', 'fahrgestellnummer', 'fahrzeugidentifikationsnummer', 'fahrzeugidentnummer', 'vin'],
  erstzulassung: ['erstzulassung', 'ez', 'erstzulassungsdatum', 'datumerstzulassung', 'tagdererstzulassung'],
};

/** Words a header may carry around the name of the field: „Name des VN“, „Beitrag in EUR“, „Kunde Vorname“. */
const fuellwoerter = new Set(['des', 'der', 'vn', 'kunde', 'kunden', 'in', 'eur', 'euro', 'am', 'vom', 'nr']);

const feldVonSynonym = new Map<string, TabellenFeld>(
  (Object.entries(synonyme) as [TabellenFeld, readonly string[]][]).flatMap(([feld, namen]) =>
    namen.map((n) => [n, feld] as const),
  ),
);

function ohneUmlaute(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** „Vers.-Nr.“ → 'versnr', „Straße“ → 'strasse': case, umlauts, spaces and punctuation do not count. */
export function normalisiereSpaltenname(spalte: string): string {
  return ohneUmlaute(spalte).replace(/[^a-z0-9]/g, '');
}

/** The header without the filler words around the field's name: „Name des VN“ → 'name'. */
function ohneFuellwoerter(spalte: string): string {
  const woerter = ohneUmlaute(spalte)
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  const kern = woerter.filter((w) => !fuellwoerter.has(w));
  return (kern.length > 0 ? kern : woerter).join('');
}

/**
 * A proposed mapping from the file's header names: each column → the field its name stands for, or
 * null. The exact names are matched first, then the names without filler words; a field goes to the
 * first column naming it, so no field is proposed for two columns and no column gets two fields.
 */
export function suggestZuordnung(spalten: readonly string[]): TabellenZuordnung {
  const zuordnung: TabellenZuordnung = Object.fromEntries(spalten.map((s) => [s, null]));
  const vergeben = new Set<TabellenFeld>();
  const verfahren = [normalisiereSpaltenname, ohneFuellwoerter];
  for (const schluessel of verfahren) {
    for (const spalte of spalten) {
      if (zuordnung[spalte] !== null) {
        continue;
      }
      const feld = feldVonSynonym.get(schluessel(spalte));
      if (feld !== undefined && !vergeben.has(feld)) {
        zuordnung[spalte] = feld;
        vergeben.add(feld);
      }
    }
  }
  return zuordnung;
}

/**
 * The source a column mapping is saved for: the file's header row (a file with the same columns gets the
 * same mapping next time), else the file's name.
 */
export function spaltenQuelle(spalten: readonly string[], dateiname: string): string {
  return spalten.length > 0 ? `spalten:${spalten.map((s) => s.trim()).join('\u001f')}` : `datei:${dateiname}`;
}
