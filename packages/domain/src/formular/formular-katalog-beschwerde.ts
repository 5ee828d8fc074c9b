import type { FormularDefinition } from './formular-definition.schema';

const required = [{ type: 'required' as const }];

export const beschwerdeDefinition = {
  id: 'beschwerde',
  version: 1,
  title: 'Beschwerde',
  components: [
    {
      id: 'anlass',
      type: 'combo',
      label: 'Anlass der Beschwerde',
      validators: required,
      options: [
        { value: 'BERATUNG', label: 'Beratung' },
        { value: 'VERTRAG', label: 'Vertrag' },
        { value: 'SCHADEN', label: 'Schadenregulierung' },
        { value: 'SERVICE', label: 'Service und Erreichbarkeit' },
        { value: 'SONSTIGES', label: 'Sonstiges' },
      ],
    },
    { id: 'datum', type: 'date', label: 'Datum der Beschwerde', validators: required },
    {
      id: 'schilderung',
      type: 'textarea',
      label: 'Schilderung des Sachverhalts',
      config: { urlEncoded: true, maxLength: 5000 },
      validators: required,
    },
    { id: 'loesung', type: 'textarea', label: 'Gewünschte Lösung' },
  ],
} satisfies FormularDefinition;
