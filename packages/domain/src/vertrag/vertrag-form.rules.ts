import {
  type AllgemeineValues,
  betreuungsstufen,
  type DurationMode,
  ZAHLWEISE_SONSTIGES,
  zahlungsarten,
  zahlweisen,
} from './allgemeine.schema';
import type { FieldDefinition, FieldType, FieldValue, Option } from './field-definition.schema';
import { contractStatuses, contractStatusLabel } from './vertrag-status';

export type AllgemeineContext = {
  /** canEditContract: without it every field is disabled. */
  canEdit: boolean;
  /** canChangeContractStatus: the status is office work. */
  canChangeStatus: boolean;
  /** The viewed user is an agent (FA): other labels, zahlweiseBemerkung (spec 2.2, 4). */
  isAgent: boolean;
  gesellschaften: Option[];
  sparten: Option[];
  combos: { maklerGesellNr: Option[]; anbindung: Option[] };
  /** The company rule's message when the policy number does not fit, else null. */
  policyNumberMessage: string | null;
  /** The customer's bank accounts as `bankverbindungLabel` texts, offered for the Bankverbindung (issue 8). */
  bankverbindungen?: Option[];
};

const toOptions = (values: readonly string[]): Option[] => values.map((v) => ({ value: v, label: v }));

/** Keeps a stored value selectable even when the catalogue no longer offers it. */
function withCurrent(options: Option[], value: string | null): Option[] {
  return value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
}

/** Spec 4: ENDE makes the end date active and clears the duration; LAUFZEIT the reverse. */
export function applyDurationMode<
  T extends { anzeigeModusDauer: DurationMode; ende: string | null; laufzeit: number | null },
>(values: T): T {
  return values.anzeigeModusDauer === 'ENDE' ? { ...values, laufzeit: null } : { ...values, ende: null };
}

/** The rules a save applies: duration mode, and no Betreuungsstufe without Anbindung. */
export function applyAllgemeineRules(values: AllgemeineValues): AllgemeineValues {
  const withDuration = applyDurationMode(values);
  return withDuration.anbindung ? withDuration : { ...withDuration, betreuungsstufe: null };
}

/** Spec 2.2: agents (FA) see 'Vermittlernummer Gesellschaft' and 'OMDS Änderung'. */
export function allgemeineLabel(key: 'maklerGesellNr' | 'einlesenUpdaten', isAgent: boolean): string {
  if (key === 'maklerGesellNr') {
    return isAgent ? 'Vermittlernummer Gesellschaft' : 'Courtagenummer';
  }
  return isAgent ? 'OMDS Änderung' : 'GDV-Datenänderung';
}

/** Spec 4: zahlweiseBemerkung appears only for agents when Zahlweise is 'Sonstiges'. */
export const showsZahlweiseBemerkung = (values: Pick<AllgemeineValues, 'zahlrhythm'>, isAgent: boolean) =>
  isAgent && values.zahlrhythm === ZAHLWEISE_SONSTIGES;

type Spec = {
  key: keyof AllgemeineValues;
  label: string;
  type: FieldType;
  group: string;
  options?: Option[];
  visible?: boolean;
  /** Disabled regardless of canEdit. */
  locked?: boolean;
  maxLength?: number;
  required?: boolean;
  validationMessage?: string | null;
};

/**
 * The field definitions of the general step (spec 2.2, 3, 4) for the given values. Pure, so the web
 * recomputes visibility and disabled state while the user edits.
 */
export function buildAllgemeineFields(values: AllgemeineValues, ctx: AllgemeineContext): FieldDefinition[] {
  const v = values;
  const mode = v.anzeigeModusDauer;
  const specs: Spec[] = [
    {
      key: 'gesellschaft',
      label: 'Gesellschaft',
      type: 'select',
      group: 'Vertrag',
      options: ctx.gesellschaften,
      required: true,
    },
    {
      key: 'description',
      label: 'Vertragssparte',
      type: 'select',
      group: 'Vertrag',
      options: ctx.sparten,
      required: true,
    },
    {
      key: 'status',
      label: 'Status',
      type: 'select',
      group: 'Vertrag',
      options: contractStatuses.map((s) => ({ value: s, label: contractStatusLabel[s] })),
      locked: !ctx.canChangeStatus,
      required: true,
    },
    {
      key: 'nummer',
      label: 'Versicherungsnummer',
      type: 'text',
      group: 'Vertrag',
      maxLength: 50,
      required: true,
      validationMessage: ctx.policyNumberMessage,
    },
    { key: 'druckPolNr', label: 'Druck-Policennummer', type: 'text', group: 'Vertrag', maxLength: 50 },
    { key: 'produktbez', label: 'Produktbezeichnung', type: 'textarea', group: 'Vertrag', maxLength: 300 },
    { key: 'kennzeichen', label: 'Kennzeichen', type: 'text', group: 'Vertrag', locked: true },
    { key: 'beginn', label: 'Beginn', type: 'date', group: 'Laufzeit' },
    {
      key: 'anzeigeModusDauer',
      label: 'Dauer angeben als',
      type: 'select',
      group: 'Laufzeit',
      options: [
        { value: 'ENDE', label: 'Ende' },
        { value: 'LAUFZEIT', label: 'Laufzeit' },
      ],
      required: true,
    },
    { key: 'ende', label: 'Ende', type: 'date', group: 'Laufzeit', visible: mode === 'ENDE' },
    { key: 'laufzeit', label: 'Laufzeit (Jahre)', type: 'number', group: 'Laufzeit', visible: mode === 'LAUFZEIT' },
    { key: 'hauptfaelligkeit', label: 'Hauptfälligkeit', type: 'date', group: 'Laufzeit' },
    { key: 'beitragszahlungsdauer', label: 'Beitragszahlungsdauer (Jahre)', type: 'number', group: 'Laufzeit' },
    { key: 'letzteAenderungGueltigAb', label: 'Letzte Änderung gültig ab', type: 'date', group: 'Laufzeit' },
    { key: 'aenderungsGrund', label: 'Änderungsgrund', type: 'text', group: 'Laufzeit', maxLength: 200 },
    { key: 'praemiebto_zahlweise', label: 'Beitrag brutto je Zahlweise', type: 'currency', group: 'Beitrag' },
    { key: 'praemiento_zahlweise', label: 'Beitrag netto je Zahlweise', type: 'currency', group: 'Beitrag' },
    {
      key: 'zahlrhythm',
      label: 'Zahlweise',
      type: 'select',
      group: 'Beitrag',
      options: withCurrent(toOptions(zahlweisen), v.zahlrhythm),
    },
    {
      key: 'zahlweiseBemerkung',
      label: 'Bemerkung zur Zahlweise',
      type: 'text',
      group: 'Beitrag',
      maxLength: 200,
      visible: showsZahlweiseBemerkung(v, ctx.isAgent),
    },
    {
      key: 'zahlungsart',
      label: 'Zahlungsart',
      type: 'select',
      group: 'Beitrag',
      options: withCurrent(toOptions(zahlungsarten), v.zahlungsart),
    },
    {
      key: 'bankverbindung',
      label: 'Bankverbindung',
      type: 'autocomplete',
      group: 'Beitrag',
      options: ctx.bankverbindungen ?? [],
      maxLength: 100,
    },
    { key: 'teilung', label: 'Teilung (%)', type: 'number', group: 'Beitrag' },
    { key: 'provisionsfrei', label: 'Provisionsfrei', type: 'checkbox', group: 'Beitrag' },
    {
      key: 'anbindung',
      label: 'Anbindung',
      type: 'select',
      group: 'Betreuung',
      options: withCurrent(ctx.combos.anbindung, v.anbindung),
    },
    {
      key: 'betreuungsstufe',
      label: 'Betreuungsstufe',
      type: 'select',
      group: 'Betreuung',
      options: withCurrent(toOptions(betreuungsstufen), v.betreuungsstufe),
      locked: !v.anbindung,
    },
    {
      key: 'maklerGesellNr',
      label: allgemeineLabel('maklerGesellNr', ctx.isAgent),
      type: 'select',
      group: 'Betreuung',
      options: withCurrent(ctx.combos.maklerGesellNr, v.maklerGesellNr),
    },
    { key: 'externeKennung', label: 'Externe Kennung', type: 'text', group: 'Betreuung', maxLength: 100 },
    { key: 'displayFremdges', label: 'Fremdgesellschaft (Anzeige)', type: 'text', group: 'Betreuung', maxLength: 100 },
    { key: 'isEigenerVertrag', label: 'Eigenbestand', type: 'checkbox', group: 'Merkmale' },
    { key: 'fremdanlage', label: 'Fremdanlage', type: 'checkbox', group: 'Merkmale' },
    { key: 'kundeEingelesen', label: 'Kunde eingelesen', type: 'checkbox', group: 'Merkmale' },
    { key: 'konvertierung', label: 'Konvertierung', type: 'checkbox', group: 'Merkmale' },
    {
      key: 'einlesenUpdaten',
      label: allgemeineLabel('einlesenUpdaten', ctx.isAgent),
      type: 'checkbox',
      group: 'Merkmale',
    },
  ];
  return specs.map((s) => toDefinition(s, v[s.key], ctx.canEdit));
}

function toDefinition(s: Spec, value: FieldValue, canEdit: boolean): FieldDefinition {
  return {
    key: s.key,
    label: s.label,
    type: s.type,
    group: s.group,
    visible: s.visible ?? true,
    disabled: !canEdit || (s.locked ?? false),
    value,
    options: s.options ?? null,
    validationMessage: s.validationMessage ?? null,
    maxLength: s.maxLength ?? null,
    required: s.required ?? false,
  };
}

/** Keys a save may change: visible and enabled fields only (hidden or locked ones keep their value). */
export function editableKeys(fields: FieldDefinition[]): Set<string> {
  return new Set(fields.filter((f) => f.visible && !f.disabled).map((f) => f.key));
}

/** Spec 4: cancellation by mail only when canMail is set and no cancellation is running. */
export function canCancelByMail(p: { canMail: boolean; kuendigungLaeuft: boolean }): boolean {
  return p.canMail && !p.kuendigungLaeuft;
}
