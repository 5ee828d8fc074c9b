import { tabellenFelder } from '@maklerwerk/domain';

/** One of our fields a column of a CSV/Excel file can go to (issue 38, 7). */
export type DatenimportFeld = { key: string; label: string };

/** The domain's list of the fields a column maps to (datenimport/tabelle). */
export const DATENIMPORT_TABELLE_FELDER: readonly DatenimportFeld[] = tabellenFelder;
