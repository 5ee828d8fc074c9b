import type { FormularDefinition } from './formular-definition.schema';

const required = [{ type: 'required' as const }];

export const beratungsdokumentationDefinition = {
  id: 'beratungsdokumentationVersicherungen',
  version: 1,
  title: 'Beratungsdokumentation Versicherungen',
  components: [
    {
      id: 'kunde',
      type: 'heading',
      label: 'Kunde',
      children: [{ id: 'kundeName', type: 'TEXT', label: 'Name des Kunden', validators: required }],
    },
    {
      id: 'bedarf',
      type: 'heading',
      label: 'Anlass und Bedarf (§ 61 Abs. 1 VVG)',
      children: [
        {
          id: 'anlass',
          type: 'combo',
          label: 'Anlass der Beratung',
          validators: required,
          options: [
            { value: 'NEUABSCHLUSS', label: 'Neuabschluss' },
            { value: 'UMDECKUNG', label: 'Umdeckung' },
            { value: 'BESTANDSPRUEFUNG', label: 'Bestandsprüfung' },
            { value: 'SCHADEN', label: 'Schadenfall' },
            { value: 'SONSTIGES', label: 'Sonstiges' },
          ],
        },
        { id: 'wuensche', type: 'textarea', label: 'Wünsche und Bedürfnisse des Kunden', validators: required },
      ],
    },
    { id: 'verzicht', type: 'checkbox', label: 'Der Kunde verzichtet auf Beratung und Dokumentation' },
    {
      id: 'verzichtserklaerung',
      type: 'textarea',
      label: 'Verzichtserklärung des Kunden (§ 61 Abs. 2 VVG)',
      hideCondition: { field: 'verzicht', op: 'ne', value: true },
      validators: [
        {
          type: 'required',
          message: 'Bitte geben Sie die gesonderte schriftliche Verzichtserklärung des Kunden an (§ 61 Abs. 2 VVG).',
        },
      ],
    },
    {
      id: 'beratung',
      type: 'heading',
      label: 'Beratung und Empfehlung (§ 61 Abs. 1, § 62 VVG)',
      hideCondition: { field: 'verzicht', op: 'eq', value: true },
      children: [
        { id: 'empfehlung', type: 'textarea', label: 'Erteilter Rat und Empfehlung', validators: required },
        { id: 'begruendung', type: 'textarea', label: 'Begründung des Rats', validators: required },
      ],
    },
    {
      id: 'produkte',
      type: 'repeatGroup',
      label: 'Vorgeschlagene Produkte',
      config: { maxRows: 10 },
      hideCondition: { field: 'verzicht', op: 'eq', value: true },
      children: [
        { id: 'gesellschaft', type: 'TEXT', label: 'Gesellschaft', validators: required },
        { id: 'tarif', type: 'TEXT', label: 'Tarif' },
        { id: 'beitrag', type: 'currency', label: 'Beitrag (€)' },
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
