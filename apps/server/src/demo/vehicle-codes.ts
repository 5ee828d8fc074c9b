/**
 * Kfz-Unterscheidungszeichen of the demo places (ort → Zeichen), for the Kennzeichen of Kraftfahrt
 * contracts. Source: MarkTiedemann/unterscheidungszeichen (CC0 1.0), the official list is FZV Anlage 1.
 * Only the codes of the places in data/postal-codes.ts are copied; see THIRD_PARTY_DATA.md.
 */
const codeByOrt: Readonly<Record<string, string>> = {
  Aachen: 'AC',
  Augsburg: 'A',
  Bamberg: 'BA',
  Berlin: 'B',
  Bielefeld: 'BI',
  Bochum: 'BO',
  Bonn: 'BN',
  Braunschweig: 'BS',
  Bremen: 'HB',
  Chemnitz: 'C',
  Coburg: 'CO',
  Cottbus: 'CB',
  Darmstadt: 'DA',
  'Dessau-Roßlau': 'DE',
  Dortmund: 'DO',
  Dresden: 'DD',
  Duisburg: 'DU',
  Düsseldorf: 'D',
  Erfurt: 'EF',
  Erlangen: 'ER',
  Essen: 'E',
  Flensburg: 'FL',
  'Frankfurt am Main': 'F',
  'Freiburg im Breisgau': 'FR',
  Gelsenkirchen: 'GE',
  Gera: 'G',
  Göttingen: 'GÖ',
  Greifswald: 'HGW',
  Halle: 'HAL',
  Hamburg: 'HH',
  Hannover: 'H',
  Heidelberg: 'HD',
  Ingolstadt: 'IN',
  Jena: 'J',
  Karlsruhe: 'KA',
  Kassel: 'KS',
  Kiel: 'KI',
  Koblenz: 'KO',
  Köln: 'K',
  Konstanz: 'KN',
  Krefeld: 'KR',
  Leipzig: 'L',
  Lübeck: 'HL',
  Magdeburg: 'MD',
  Mainz: 'MZ',
  Mannheim: 'MA',
  Mönchengladbach: 'MG',
  München: 'M',
  Münster: 'MS',
  Nürnberg: 'N',
  Oldenburg: 'OL',
  Osnabrück: 'OS',
  Paderborn: 'PB',
  Passau: 'PA',
  Potsdam: 'P',
  Regensburg: 'R',
  Rostock: 'HRO',
  Saarbrücken: 'SB',
  Schwerin: 'SN',
  Siegen: 'SI',
  Stralsund: 'HST',
  Stuttgart: 'S',
  Trier: 'TR',
  Ulm: 'UL',
  Wiesbaden: 'WI',
  Wuppertal: 'W',
  Würzburg: 'WÜ',
};

export function unterscheidungszeichenFor(ort: string): string {
  const code = codeByOrt[ort];
  if (!code) {
    throw new Error(`Kein Unterscheidungszeichen für ${ort} hinterlegt.`);
  }
  return code;
}

// Letters of the Erkennungsnummer; combinations that are not issued (e.g. SS, SA, KZ, HJ, NS) are left out.
const letterPairs = ['AB', 'AK', 'BM', 'CL', 'DR', 'EK', 'FW', 'GT', 'HP', 'JL', 'KM', 'LU', 'MR', 'NP', 'PT', 'RE'];
const singleLetters = ['A', 'B', 'E', 'F', 'K', 'L', 'M', 'P', 'R', 'T', 'W', 'X'];

/**
 * A Kennzeichen like 'B-EM 1234' for the place's Zeichen. Zeichen, letters and digits together have at most
 * eight characters, as the FZV allows.
 */
export function formatKennzeichen(zeichen: string, pick: <T>(items: readonly T[]) => T, digits: string): string {
  const letters = zeichen.length >= 3 ? pick(singleLetters) : pick(letterPairs);
  const maxDigits = Math.min(4, 8 - zeichen.length - letters.length);
  const number = String(Number(digits.slice(0, maxDigits)) || 1);
  return `${zeichen}-${letters} ${number}`;
}
