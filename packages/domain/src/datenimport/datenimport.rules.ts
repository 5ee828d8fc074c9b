import { type DatenimportStatus, type DatenimportZaehler, datenimportDateiendungen } from './datenimport.schema';

/**
 * Why „Import übernehmen“ is refused now, or null when it may run (issue 38, 6): only a finished
 * preview, no VU-Nummer without a Gesellschaft, and at least one contract to take over. The server
 * answers 409 with this text; the page disables the button and shows it.
 */
export function uebernahmeGesperrt(report: {
  status: DatenimportStatus;
  unbekannteVuNummern: readonly string[];
  zaehler: DatenimportZaehler;
}): string | null {
  if (report.status !== 'vorschau') {
    return 'Nur eine fertige Vorschau kann übernommen werden.';
  }
  const offen = report.unbekannteVuNummern;
  if (offen.length > 0) {
    const welche = offen.length === 1 ? 'der VU-Nummer' : 'den VU-Nummern';
    return `Bitte ordnen Sie zuerst ${welche} ${offen.join(', ')} eine Gesellschaft zu.`;
  }
  const z = report.zaehler;
  if (z.vertraegeNeu + z.vertraegeGeaendert + z.vertraegeUnveraendert === 0) {
    return z.fehler > 0
      ? 'Die Vorschau enthält nur Fehler: Es gibt nichts zu übernehmen.'
      : 'Die Vorschau enthält keinen Vertrag: Es gibt nichts zu übernehmen.';
  }
  return null;
}

/** A file the import reads, told by its ending (GDV, zip, CSV, Excel; issue 38, 5). */
export const isDatenimportDatei = (name: string) =>
  datenimportDateiendungen.some((endung) => name.toLowerCase().endsWith(endung));
