import type { FormularDefinition } from './formular-definition.schema';

const required = [{ type: 'required' as const }];

export const hausratAntragDefinition = {
  id: 'hausratAntrag',
  version: 1,
  title: 'Hausratversicherung – Antrag',
  components: [
    {
      id: 'antragsteller',
      type: 'heading',
      label: 'Antragsteller',
      children: [
        { id: 'vorname', type: 'TEXT', label: 'Vorname', config: { autocomplete: 'given-name' } },
        {
          id: 'name',
          type: 'TEXT',
          label: 'Name',
          config: { autocomplete: 'family-name' },
          validators: [...required, { type: 'maxLength', value: 100 }],
        },
        { id: 'geburtsdatum', type: 'date', label: 'Geburtsdatum', validators: required },
        { id: 'strasse', type: 'TEXT', label: 'Straße und Hausnummer', validators: required },
        { id: 'plz', type: 'plz', label: 'PLZ', config: { linkedInputs: ['ort'] }, validators: required },
        { id: 'ort', type: 'TEXT', label: 'Ort', validators: required },
      ],
    },
    {
      id: 'wohnung',
      type: 'heading',
      label: 'Versicherte Wohnung',
      children: [
        {
          id: 'wohnflaeche',
          type: 'number',
          label: 'Wohnfläche (m²)',
          validators: [...required, { type: 'min', value: 10 }, { type: 'max', value: 2000 }],
        },
        { id: 'versicherungssumme', type: 'currency', label: 'Versicherungssumme (€)', validators: required },
        {
          id: 'selbstbeteiligung',
          type: 'combo',
          label: 'Selbstbeteiligung',
          validators: required,
          options: [
            { value: '0', label: 'ohne' },
            { value: '150', label: '150 €' },
            { value: '300', label: '300 €' },
            { value: '500', label: '500 €' },
          ],
        },
        { id: 'vorschaeden', type: 'checkbox', label: 'Vorschäden in den letzten fünf Jahren' },
        {
          id: 'vorschadenDetails',
          type: 'textarea',
          label: 'Art, Datum und Höhe der Vorschäden',
          hideCondition: { field: 'vorschaeden', op: 'ne', value: true },
          validators: required,
        },
      ],
    },
    {
      id: 'zahlung',
      type: 'heading',
      label: 'SEPA-Lastschrift',
      children: [
        { id: 'iban', type: 'IBAN', label: 'IBAN', validators: required },
        { id: 'bic', type: 'BIC', label: 'BIC' },
      ],
    },
  ],
} satisfies FormularDefinition;
