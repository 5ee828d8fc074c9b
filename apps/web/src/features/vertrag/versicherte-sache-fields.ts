import type { FieldDefinition, VersicherteSacheResponse } from '@maklerwerk/domain';

type Spec = Pick<FieldDefinition, 'key' | 'label' | 'type' | 'group'> & { maxLength?: number };

const specs: Spec[] = [
  { key: 'verssache', label: 'Versicherte Sache', type: 'select', group: 'Versicherte Sache' },
  { key: 'zusatz', label: 'Zusatz', type: 'text', group: 'Versicherte Sache', maxLength: 200 },
  { key: 'strasse', label: 'Straße', type: 'text', group: 'Anschrift', maxLength: 100 },
  { key: 'hausnr', label: 'Hausnummer', type: 'text', group: 'Anschrift', maxLength: 10 },
  { key: 'plz', label: 'PLZ', type: 'text', group: 'Anschrift', maxLength: 5 },
  { key: 'ort', label: 'Ort', type: 'text', group: 'Anschrift', maxLength: 100 },
  { key: 'land', label: 'Land', type: 'text', group: 'Anschrift', maxLength: 60 },
];

/** The insured object (spec 2.3) as field definitions, so it renders through the generic form. */
export function versicherteSacheFields(data: VersicherteSacheResponse): FieldDefinition[] {
  return specs.map((s) => ({
    key: s.key,
    label: s.label,
    type: s.type,
    group: s.group,
    visible: true,
    disabled: !data.canEdit,
    value: data.values[s.key as keyof VersicherteSacheResponse['values']],
    options: s.key === 'verssache' ? data.verssacheOptions : null,
    validationMessage: null,
    maxLength: s.maxLength ?? null,
    required: false,
  }));
}
