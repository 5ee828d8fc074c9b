import type { FormularDefinition } from './formular-definition.schema';

/** A small definition with every component type: the docs' example and the tests' fixture. */
export const exampleFormular = {
  id: 'hausratAntrag',
  version: 2,
  title: 'Hausrat-Antrag',
  components: [
    {
      id: 'antragsteller',
      type: 'heading',
      label: 'Antragsteller',
      children: [
        {
          id: 'person',
          type: 'person',
          label: 'Versicherungsnehmer',
          options: [{ value: '7', label: 'Erika Mustermann' }],
        },
        {
          id: 'name',
          type: 'TEXT',
          label: 'Name',
          validators: [{ type: 'required' }, { type: 'maxLength', value: 40 }],
        },
        { id: 'plz', type: 'plz', label: 'PLZ', config: { linkedInputs: ['ort'], landField: 'land' } },
        { id: 'ort', type: 'TEXT', label: 'Ort' },
        {
          id: 'land',
          type: 'combo',
          label: 'Land',
          options: [
            { value: 'Deutschland', label: 'Deutschland' },
            { value: 'Österreich', label: 'Österreich' },
          ],
        },
      ],
    },
    {
      id: 'wohnung',
      type: 'heading',
      label: 'Wohnung',
      children: [
        {
          id: 'flaeche',
          type: 'number',
          label: 'Wohnfläche (m²)',
          validators: [
            { type: 'min', value: 10 },
            { type: 'max', value: 1000 },
          ],
        },
        {
          id: 'summe',
          type: 'currency',
          label: 'Versicherungssumme',
          config: { validateUntouched: true },
          validators: [{ type: 'required' }],
        },
        { id: 'rabatt', type: 'percent', label: 'Rabatt', config: { precision: 1 } },
        { id: 'beginn', type: 'date', label: 'Versicherungsbeginn' },
        { id: 'ablauf', type: 'month', label: 'Ablauf' },
        {
          id: 'art',
          type: 'radio',
          label: 'Wohnart',
          options: [
            { value: 'WOHNUNG', label: 'Wohnung' },
            { value: 'HAUS', label: 'Haus' },
          ],
        },
        { id: 'etage', type: 'TEXT', label: 'Etage', hideCondition: { field: 'art', op: 'ne', value: 'WOHNUNG' } },
        { id: 'fahrrad', type: 'checkbox', label: 'Fahrraddiebstahl mitversichern' },
        {
          id: 'fahrradWert',
          type: 'currency',
          label: 'Wert der Fahrräder',
          disabledCondition: { not: { field: 'fahrrad', op: 'eq', value: true } },
        },
        { id: 'wertsachen', type: 'chips', label: 'Wertsachen' },
        { id: 'hinweise', type: 'textarea', label: 'Hinweise', config: { urlEncoded: true, maxLength: 500 } },
      ],
    },
    {
      id: 'zahlung',
      type: 'heading',
      label: 'Zahlung',
      children: [
        {
          id: 'bank',
          type: 'bank',
          label: 'Bankverbindung',
          options: [{ value: '3', label: 'Sparkasse', data: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } }],
          config: { componentFields: { iban: 'iban', bic: 'bic' } },
        },
        { id: 'iban', type: 'IBAN', label: 'IBAN' },
        { id: 'bic', type: 'BIC', label: 'BIC' },
        { id: 'kennwort', type: 'password', label: 'Kennwort', validators: [{ type: 'minLength', value: 8 }] },
      ],
    },
    {
      id: 'vorversicherungen',
      type: 'repeatGroup',
      label: 'Vorversicherungen',
      config: { maxRows: 3 },
      children: [
        { id: 'gesellschaft', type: 'TEXT', label: 'Gesellschaft', validators: [{ type: 'required' }] },
        { id: 'gekuendigt', type: 'checkbox', label: 'Gekündigt' },
        {
          id: 'kuendigungsdatum',
          type: 'date',
          label: 'Gekündigt zum',
          hideCondition: { field: 'gekuendigt', op: 'ne', value: true },
        },
      ],
    },
  ],
} satisfies FormularDefinition;
