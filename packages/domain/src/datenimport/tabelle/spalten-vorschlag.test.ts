import { describe, expect, it } from 'vitest';
import { normalisiereSpaltenname, suggestZuordnung } from './spalten-vorschlag';
import { tabellenFeldKeys } from './tabellen-felder';

describe('suggestZuordnung', () => {
  it('maps the headers of an old broker system’s export (semicolon export of a „Bestandsliste“)', () => {
    const kopf = [
      'Kunden-Nr.',
      'Anrede',
      'Titel',
      'Nachname',
      'Vorname',
      'Geb.-Datum',
      'Strasse',
      'Haus-Nr.',
      'PLZ',
      'Ort',
      'Land',
      'Versicherer',
      'Vers.-Nr.',
      'Sparte',
      'Tarif',
      'Vertragsbeginn',
      'Ablaufdatum',
      'HF',
      'Zahlungsweise',
      'Prämie',
      'Nettoprämie',
      'Vertragsstatus',
      'Vermittler-Nr.',
      'IBAN',
      'BIC',
      'amtl. Kennzeichen',
      'Erstzulassung',
      'Bemerkung',
    ];
    expect(suggestZuordnung(kopf)).toEqual({
      'Kunden-Nr.': null,
      Anrede: 'anrede',
      Titel: 'titel',
      Nachname: 'name',
      Vorname: 'vorname',
      'Geb.-Datum': 'geburtsdatum',
      Strasse: 'strasse',
      'Haus-Nr.': 'hausnummer',
      PLZ: 'plz',
      Ort: 'ort',
      Land: 'land',
      Versicherer: 'gesellschaftName',
      'Vers.-Nr.': 'versicherungsnummer',
      Sparte: 'sparte',
      Tarif: 'produktbezeichnung',
      Vertragsbeginn: 'beginn',
      Ablaufdatum: 'ablauf',
      HF: 'hauptfaelligkeit',
      Zahlungsweise: 'zahlweise',
      Prämie: 'beitragBrutto',
      Nettoprämie: 'beitragNetto',
      Vertragsstatus: 'status',
      'Vermittler-Nr.': 'vermittlernummer',
      IBAN: 'iban',
      BIC: 'bic',
      'amtl. Kennzeichen': 'kennzeichen',
      Erstzulassung: 'erstzulassung',
      Bemerkung: null,
    });
  });

  it.each([
    ['Versicherungsnummer', 'versicherungsnummer'],
    ['VSNR', 'versicherungsnummer'],
    ['Vers.-Nr.', 'versicherungsnummer'],
    ['Police', 'versicherungsnummer'],
    ['Policennummer', 'versicherungsnummer'],
    ['Gesellschaft', 'gesellschaftName'],
    ['Versicherer', 'gesellschaftName'],
    ['Sparte', 'sparte'],
    ['Beitrag', 'beitragBrutto'],
    ['Prämie', 'beitragBrutto'],
    ['Praemie', 'beitragBrutto'],
    ['Beitrag in EUR', 'beitragBrutto'],
    ['Zahlweise', 'zahlweise'],
    ['Zahlungsweise', 'zahlweise'],
    ['Beginn', 'beginn'],
    ['Vertragsbeginn', 'beginn'],
    ['Name', 'name'],
    ['Nachname', 'name'],
    ['Name des VN', 'name'],
    ['VN-Name', 'name'],
    ['Vorname', 'vorname'],
    ['Geburtsdatum', 'geburtsdatum'],
    ['Geb.-Datum', 'geburtsdatum'],
    ['PLZ', 'plz'],
    ['Ort', 'ort'],
    ['Straße', 'strasse'],
    ['Strasse', 'strasse'],
    ['STRASSE', 'strasse'],
    ['IBAN', 'iban'],
    [' iban ', 'iban'],
    ['Fahrgestellnummer', 'fin'],
    ['HSN', 'hsn'],
    ['TSN', 'tsn'],
  ])('„%s“ → %s', (spalte, feld) => {
    expect(suggestZuordnung([spalte])[spalte]).toBe(feld);
  });

  it('never proposes a field for two columns: the first column naming it gets it', () => {
    const z = suggestZuordnung(['VSNR', 'Versicherungsnummer', 'Name', 'Nachname', 'Beitrag', 'Prämie']);
    expect(z).toEqual({
      VSNR: 'versicherungsnummer',
      Versicherungsnummer: null,
      Name: 'name',
      Nachname: null,
      Beitrag: 'beitragBrutto',
      Prämie: null,
    });
  });

  it('an exact name wins over a name with filler words, whatever the order', () => {
    expect(suggestZuordnung(['Name des VN', 'Name'])).toEqual({ 'Name des VN': null, Name: 'name' });
  });

  it('leaves unknown and empty headers unmapped', () => {
    expect(suggestZuordnung(['Kundennummer', 'Spalte 3', 'Bemerkung', 'Kunde'])).toEqual({
      Kundennummer: null,
      'Spalte 3': null,
      Bemerkung: null,
      Kunde: null,
    });
  });

  it('every field of ours is suggested for its own label', () => {
    const labels = ['Versicherungsnummer', 'Gesellschaft', 'Sparte', 'Status', 'Beginn', 'Ablauf', 'Hauptfälligkeit'];
    const z = suggestZuordnung(labels);
    expect(Object.values(z).every((f) => f !== null && tabellenFeldKeys.includes(f))).toBe(true);
  });
});

describe('normalisiereSpaltenname', () => {
  it('ignores case, umlauts, spaces and punctuation', () => {
    expect(normalisiereSpaltenname('Vers.-Nr.')).toBe('versnr');
    expect(normalisiereSpaltenname('Hauptfälligkeit')).toBe('hauptfaelligkeit');
    expect(normalisiereSpaltenname('  Straße ')).toBe('strasse');
    expect(normalisiereSpaltenname('Geb. Datum')).toBe('gebdatum');
  });
});
