import type { DatenimportReport } from '@maklerwerk/domain';

/**
 * Why „Import übernehmen“ cannot be pressed now, or null when it can. Mirrors the server's 409
 * (issue 38, 6): a VU-Nummer without a Gesellschaft, or a preview with errors only.
 */
export function uebernehmenGesperrt(report: DatenimportReport): string | null {
  if (report.status !== 'vorschau') {
    return 'Nur eine fertige Vorschau kann übernommen werden.';
  }
  const offen = report.unbekannteVuNummern;
  if (offen.length > 0) {
    return `Bitte ordnen Sie zuerst ${offen.length === 1 ? 'der VU-Nummer' : 'den VU-Nummern'} ${offen.join(', ')} eine Gesellschaft zu.`;
  }
  const z = report.zaehler;
  const datensaetze = z.kundenNeu + z.kundenGeaendert + z.vertraegeNeu + z.vertraegeGeaendert + z.vertraegeUnveraendert;
  if (z.fehler > 0 && datensaetze === 0) {
    return 'Die Vorschau enthält nur Fehler: Es gibt nichts zu übernehmen.';
  }
  return null;
}
