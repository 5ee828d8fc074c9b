import type { FormularDefinition } from './formular-definition.schema';

const required = [{ type: 'required' as const }];

/**
 * A dynamic document (decision 0045): the consultation record of a meeting in steps — the customer,
 * one step per topic discussed („Beratungsthema“, added, copied, removed and moved by the user) and
 * the place and date.
 */
export const beratungsprotokollDefinition = {
  id: 'beratungsprotokoll',
  version: 1,
  title: 'Beratungsprotokoll',
  components: [
    {
      id: 'kunde',
      type: 'heading',
      label: 'Kunde',
      children: [
        { id: 'kundeName', type: 'TEXT', label: 'Name des Kunden', validators: required },
        {
          id: 'anlass',
          type: 'combo',
          label: 'Anlass der Beratung',
          validators: required,
          options: [
            { value: 'JAHRESGESPRAECH', label: 'Jahresgespräch' },
            { value: 'NEUABSCHLUSS', label: 'Neuabschluss' },
            { value: 'LEBENSEREIGNIS', label: 'Lebensereignis' },
            { value: 'SONSTIGES', label: 'Sonstiges' },
          ],
        },
      ],
    },
    {
      id: 'beratungsthema',
      type: 'heading',
      label: 'Beratungsthema',
      config: { repeatableStep: true },
      children: [
        { id: 'thema', type: 'TEXT', label: 'Thema', validators: [...required, { type: 'maxLength', value: 120 }] },
        { id: 'bedarf', type: 'textarea', label: 'Wünsche und Bedürfnisse des Kunden', validators: required },
        { id: 'empfehlung', type: 'textarea', label: 'Erteilter Rat und Empfehlung', validators: required },
        { id: 'erledigt', type: 'checkbox', label: 'Thema abschließend besprochen' },
      ],
    },
    {
      id: 'abschluss',
      type: 'heading',
      label: 'Ort und Datum',
      children: [
        { id: 'ort', type: 'TEXT', label: 'Ort', validators: required },
        { id: 'datum', type: 'date', label: 'Datum', validators: required },
      ],
    },
  ],
} satisfies FormularDefinition;
