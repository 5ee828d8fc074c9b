import { formatDateTime } from '../format';
import type { FieldDefinition, FieldType } from './field-definition.schema';
import type { WeitereValues } from './weitere.schema';

type Spec = {
  key: keyof WeitereValues;
  label: string;
  type: FieldType;
  group: string;
  locked?: boolean;
  maxLength?: number;
};

const specs: Spec[] = [
  { key: 'kundennr', label: 'Kundennummer', type: 'text', group: 'Zuordnung', locked: true },
  { key: 'bezug', label: 'Bezug', type: 'text', group: 'Zuordnung', maxLength: 200 },
  {
    key: 'vermittlernummerBemerkung',
    label: 'Bemerkung zur Vermittlernummer',
    type: 'textarea',
    group: 'Zuordnung',
    maxLength: 500,
  },
  { key: 'geteiltMitKunde', label: 'Mit Kunde geteilt', type: 'checkbox', group: 'Zuordnung' },
  { key: 'bemerkungStatus', label: 'Bemerkung zum Status', type: 'textarea', group: 'Status', maxLength: 500 },
  { key: 'erfassungsdatum', label: 'Erfassungsdatum', type: 'date', group: 'Status' },
  {
    key: 'dateUpdatetdGDV',
    label: 'Letzte Aktualisierung durch Datenlieferung',
    type: 'date',
    group: 'Status',
    locked: true,
  },
  { key: 'letzteAnderung', label: 'Letzte Änderung', type: 'text', group: 'Status', locked: true },
  { key: 'pramieBruttoJahr', label: 'Jahresbeitrag brutto', type: 'currency', group: 'Beitrag' },
  { key: 'pramieNettoJahr', label: 'Jahresbeitrag netto', type: 'currency', group: 'Beitrag' },
  { key: 'vertragssumme', label: 'Vertragssumme', type: 'currency', group: 'Beitrag' },
  { key: 'courtageBemerkung', label: 'Bemerkung zur Courtage', type: 'textarea', group: 'Beitrag', maxLength: 1000 },
  { key: 'bestandsubertragung', label: 'Bestandsübertragung', type: 'checkbox', group: 'Merkmale' },
  { key: 'alleRechtePflichten', label: 'Alle Rechte und Pflichten', type: 'checkbox', group: 'Merkmale' },
  { key: 'korrespondenz', label: 'Korrespondenz', type: 'checkbox', group: 'Merkmale' },
  { key: 'buAbgelehnt', label: 'BU abgelehnt', type: 'checkbox', group: 'Merkmale' },
];

/** Field definitions of the step weitere-vertragsdetails; kundennr, GDV date and last change are read-only. */
export function buildWeitereFields(values: WeitereValues, ctx: { canEdit: boolean }): FieldDefinition[] {
  return specs.map((s) => ({
    key: s.key,
    label: s.label,
    type: s.type,
    group: s.group,
    visible: true,
    disabled: !ctx.canEdit || (s.locked ?? false),
    value: s.key === 'letzteAnderung' ? formatDateTime(values.letzteAnderung) || null : values[s.key],
    options: null,
    validationMessage: null,
    maxLength: s.maxLength ?? null,
    required: false,
  }));
}
