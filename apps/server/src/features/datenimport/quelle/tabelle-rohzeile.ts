import type { TabellenWert } from '@maklerwerk/domain';

/** One record of a table file before the header is applied: its line (CSV) or row number (Excel) and cells. */
export type TabellenRohzeile = { zeile: number; zellen: TabellenWert[] };
