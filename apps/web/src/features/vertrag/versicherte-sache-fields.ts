import {
  type FieldDefinition,
  VersicherteSacheInputSchema,
  type VersicherteSacheResponse,
  type VersicherteSacheValues,
} from '@maklerwerk/domain';
import { fieldLimits } from '../../components/fields/schema-fields';

type Spec = Pick<FieldDefinition, 'label' | 'type' | 'group'> & { key: keyof VersicherteSacheValues };

const specs: Spec[] = [
  { key: 'verssache', label: 'Versicherte Sache', type: 'select', group: 'Versicherte Sache' },
  { key: 'zusatz', label: 'Zusatz', type: 'text', group: 'Versicherte Sache' },
  { key: 'strasse', label: 'Straße', type: 'text', group: 'Anschrift' },
  { key: 'hausnr', label: 'Hausnummer', type: 'text', group: 'Anschrift' },
  { key: 'plz', label: 'PLZ', type: 'plz', group: 'Anschrift' },
  { key: 'ort', label: 'Ort', type: 'text', group: 'Anschrift' },
  { key: 'land', label: 'Land', type: 'text', group: 'Anschrift' },
];

// Max lengths come from the schema the server checks (spec 2.3 fields).
const limits = fieldLimits(VersicherteSacheInputSchema);

/** The insured object (spec 2.3) as field definitions, so it renders through the generic form. */
export function versicherteSacheFields(data: VersicherteSacheResponse): FieldDefinition[] {
  return specs.map((s) => ({
    key: s.key,
    label: s.label,
    type: s.type,
    group: s.group,
    visible: true,
    disabled: !data.canEdit,
    value: data.values[s.key],
    options: s.key === 'verssache' ? data.verssacheOptions : null,
    validationMessage: null,
    maxLength: limits[s.key]?.maxLength ?? null,
    required: false,
  }));
}
