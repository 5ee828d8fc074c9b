/** The audit trail's entries (evidence page and the office's status view). */
export const SIGN_EVENT_LABEL = {
  GESENDET: 'Zur Unterschrift gesendet',
  LINK_ERNEUERT: 'Neuer Link erzeugt',
  GEOEFFNET: 'Dokument geöffnet',
  UNTERSCHRIEBEN: 'Unterschrieben',
  ABGELEHNT: 'Abgelehnt',
  ZURUECKGEZOGEN: 'Anfrage zurückgezogen',
  ABGESCHLOSSEN: 'Alle haben unterschrieben: Dokument versiegelt',
} as const;
export type SignEventKind = keyof typeof SIGN_EVENT_LABEL;

export function eventLabel(kind: string): string {
  return SIGN_EVENT_LABEL[kind as SignEventKind] ?? kind;
}
