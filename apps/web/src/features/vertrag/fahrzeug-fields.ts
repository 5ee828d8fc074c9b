import {
  type FahrzeugDaten,
  type FahrzeugDatenResponse,
  FahrzeugDatenSchema,
  type FieldDefinition,
  type FieldType,
  fahrzeugBoolKeys,
  fahrzeugDateKeys,
  fahrzeugLabels,
  fahrzeugNumberKeys,
} from '@maklerwerk/domain';
import { fieldLimits } from '../../components/fields/schema-fields';

type Key = keyof FahrzeugDaten;

const groups: { group: string; keys: Key[] }[] = [
  {
    group: 'Fahrzeug',
    keys: ['kennzeichen', 'fzgart', 'marke', 'handelsbez', 'antriebsart', 'leistung', 'hubraum', 'plaetze', 'nutzlast'],
  },
  {
    group: 'Schlüsselnummern',
    keys: ['fahrgestnr', 'motornr', 'schluesselnr_herst', 'schluesselnr_typ', 'schluesselnr_fzg'],
  },
  {
    group: 'Zulassung und Nutzung',
    keys: [
      'erstzulassdat',
      'zulassung_vn_seit',
      'verwendzweck',
      'nutzerkreis',
      'kilometerstand',
      'kilometerstand_am',
      'kilometerleistung',
      'stellplatz',
    ],
  },
  { group: 'Wert', keys: ['neuwert', 'zeitwert', 'zeitwert_vom'] },
  { group: 'Ausstattung', keys: ['leasing', 'kat', 'abs', 'wegfahrsperre'] },
];

function typeOf(key: Key): FieldType {
  if ((fahrzeugNumberKeys as readonly Key[]).includes(key)) {
    return 'number';
  }
  if ((fahrzeugDateKeys as readonly Key[]).includes(key)) {
    return 'date';
  }
  return (fahrzeugBoolKeys as readonly Key[]).includes(key) ? 'checkbox' : 'text';
}

const limits = fieldLimits(FahrzeugDatenSchema);

/** Every vehicle field of spec 3, labelled by the domain, limited by its schema; disabled when the viewer may not edit. */
export function fahrzeugFields(data: FahrzeugDatenResponse): FieldDefinition[] {
  return groups.flatMap(({ group, keys }) =>
    keys.map((key) => ({
      key,
      label: fahrzeugLabels[key],
      type: typeOf(key),
      group,
      visible: true,
      disabled: !data.canEdit,
      value: data.daten[key],
      options: null,
      validationMessage: null,
      maxLength: limits[key]?.maxLength ?? null,
      required: false,
    })),
  );
}
