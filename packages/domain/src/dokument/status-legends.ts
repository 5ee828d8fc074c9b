/** Colours of a pill (Mantine colours via the web theme). */
export type LegendTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export type PillLegend = { label: string; tone: LegendTone };

/** Presentation status (type VORLAGE), spec 002 §3.12 and dokumente-formulare.md §4. */
export const vorlageLegend: Record<string, PillLegend> = {
  DOKUMENT_VORLEGEN: { label: 'nicht vorgelegt', tone: 'danger' },
  DOKUMENT_NICHT_VORLEGEN: { label: 'vorgelegt', tone: 'info' },
  DOKUMENT_VORLEGEN_TEILWEISE: { label: 'teilweise vorgelegt', tone: 'warning' },
  DOKUMENT_VERMITTLER_NICHT_VORLEGEN: { label: 'Makler vorgelegt', tone: 'info' },
  DOKUMENT_KUNDE_NICHT_VORLEGEN: { label: 'Kunde vorgelegt', tone: 'info' },
};

/**
 * Signature status (type SIGNATUR). The two partial states show their legend label (spec: "The last
 * two show their legend label"): the label is what the legend delivered with the node says.
 */
export const signaturLegend: Record<string, PillLegend> = {
  EINGEREICHT_ABGELEGT: { label: 'eingereicht', tone: 'success' },
  UNTERSCHRIEBEN: { label: 'unterschrieben', tone: 'success' },
  TEILWEISE_UNTERSCHRIEBEN: { label: 'teilweise unterschrieben', tone: 'warning' },
  TEILWEISE_EINGEREICHT: { label: 'teilweise eingereicht', tone: 'success' },
  KOMPLETT: { label: 'eingereicht', tone: 'success' },
};

/** Application status icon (spec §4). */
export const antragLegend: Record<string, PillLegend> = {
  ANTRAG_ORDNUNG: { label: 'in Ordnung', tone: 'success' },
  ANTRAG_FEHLER: { label: 'fehlerhaft', tone: 'danger' },
};

/** A filled form in the customer's list: still open is 'in Bearbeitung' (neutral), finished as antragLegend. */
export const formularStatusLegend: Record<string, PillLegend> = {
  OFFEN: { label: 'in Bearbeitung', tone: 'neutral' },
  ...antragLegend,
};

/** Investor profile status (spec §4). */
export const anlegerprofilLegend: Record<string, PillLegend> = {
  FEHLERHAFT: { label: 'fehlerhaft', tone: 'danger' },
  BESTATIGT: { label: 'bestätigt', tone: 'success' },
  BESTATIGT_OK: { label: 'bestätigt (geprüft)', tone: 'success' },
  BESTATIGT_PENDING: { label: 'unbestätigt', tone: 'warning' },
};

/** Shared with customer: NICHT_MIT_KUNDE_TEILEN is a success pill, any other value a danger pill (spec §4). */
export function sharedWithCustomerLegend(value: string, label: string): PillLegend {
  return { label, tone: value === 'NICHT_MIT_KUNDE_TEILEN' ? 'success' : 'danger' };
}

/** The pills of the shared-with-customer status beside the release eye (labels ours: the spec names none). */
export const kundeTeilenLegend: Record<string, PillLegend> = {
  NICHT_MIT_KUNDE_TEILEN: sharedWithCustomerLegend('NICHT_MIT_KUNDE_TEILEN', 'nicht geteilt'),
  MIT_KUNDE_TEILEN: sharedWithCustomerLegend('MIT_KUNDE_TEILEN', 'geteilt'),
};

/**
 * Mail send status (vertrag-details.md §4): Ok is versendet, Error is senden fehlgeschlagen, Sending is
 * wird versendet, Bereitgestellt is bereitgestellt; in the colours of the follow-up legend (green
 * erledigt, blue wird versendet, yellow Handlung notwendig).
 */
export const mailStatusLegend: Record<string, PillLegend> = {
  BEREITGESTELLT: { label: 'bereitgestellt', tone: 'info' },
  SENDING: { label: 'wird versendet', tone: 'info' },
  OK: { label: 'versendet', tone: 'success' },
  ERROR: { label: 'senden fehlgeschlagen', tone: 'warning' },
};

export const pillLegends = {
  MAIL_STATUS: mailStatusLegend,
  VORLAGE: vorlageLegend,
  SIGNATUR: signaturLegend,
  ANTRAG: antragLegend,
  ANLEGERPROFIL: anlegerprofilLegend,
  FORMULAR: formularStatusLegend,
  KUNDE_TEILEN: kundeTeilenLegend,
} as const;
export type PillType = keyof typeof pillLegends;

/** The pill for a key; a partial signature state takes the node's legend label when one is given. */
export function pillFor(type: PillType, key: string, legendLabel?: string | null): PillLegend | undefined {
  const legend = pillLegends[type][key];
  if (!legend) {
    return undefined;
  }
  const usesLegendLabel =
    type === 'SIGNATUR' && (key === 'TEILWEISE_UNTERSCHRIEBEN' || key === 'TEILWEISE_EINGEREICHT');
  return usesLegendLabel && legendLabel ? { ...legend, label: legendLabel } : legend;
}
