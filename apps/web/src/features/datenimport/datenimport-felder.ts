/** One of our fields a column of a CSV/Excel file can go to (issue 38, 7). */
export type DatenimportFeld = { key: string; label: string };

// replaced by the domain's field list at merge
export const DATENIMPORT_TABELLE_FELDER: readonly DatenimportFeld[] = [
  { key: 'versicherungsnummer', label: 'Versicherungsnummer' },
  { key: 'gesellschaft', label: 'Gesellschaft' },
  { key: 'sparte', label: 'Sparte' },
  { key: 'status', label: 'Status' },
  { key: 'beginn', label: 'Beginn' },
  { key: 'ablauf', label: 'Ablauf' },
  { key: 'hauptfaelligkeit', label: 'Hauptfälligkeit' },
  { key: 'zahlweise', label: 'Zahlweise' },
  { key: 'beitragBrutto', label: 'Beitrag brutto' },
  { key: 'beitragNetto', label: 'Beitrag netto' },
  { key: 'produkt', label: 'Produkt' },
  { key: 'vermittlernummer', label: 'Vermittlernummer' },
  { key: 'anrede', label: 'Anrede' },
  { key: 'titel', label: 'Titel' },
  { key: 'name', label: 'Name' },
  { key: 'vorname', label: 'Vorname' },
  { key: 'geburtsdatum', label: 'Geburtsdatum' },
  { key: 'strasse', label: 'Straße' },
  { key: 'plz', label: 'PLZ' },
  { key: 'ort', label: 'Ort' },
  { key: 'land', label: 'Land' },
  { key: 'iban', label: 'IBAN' },
  { key: 'bic', label: 'BIC' },
  { key: 'kennzeichen', label: 'Kennzeichen' },
  { key: 'hsn', label: 'HSN' },
  { key: 'tsn', label: 'TSN' },
  { key: 'fin', label: 'FIN' },
  { key: 'erstzulassung', label: 'Erstzulassung' },
];
