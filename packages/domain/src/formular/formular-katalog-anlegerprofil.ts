import type { FormularDefinition } from './formular-definition.schema';

const required = [{ type: 'required' as const }];

/**
 * The investor profile (Anlegerprofil, WpHG suitability): goals, horizon, risk class 1–5, knowledge and
 * experience, capacity to bear losses and sustainability preferences. Finished it is BESTATIGT_PENDING
 * until the office confirms it (confirmAnlegerprofil, decision 0028).
 */
export const anlegerprofilDefinition = {
  id: 'anlegerprofil',
  version: 1,
  title: 'Anlegerprofil',
  components: [
    {
      id: 'anlageziel',
      type: 'combo',
      label: 'Anlageziel',
      validators: required,
      options: [
        { value: 'VERMOEGENSAUFBAU', label: 'Vermögensaufbau' },
        { value: 'ALTERSVORSORGE', label: 'Altersvorsorge' },
        { value: 'VERMOEGENSERHALT', label: 'Vermögenserhalt' },
        { value: 'ERTRAG', label: 'Regelmäßige Erträge' },
        { value: 'SPEKULATION', label: 'Überdurchschnittlicher Ertrag (spekulativ)' },
      ],
    },
    {
      id: 'anlagehorizont',
      type: 'combo',
      label: 'Anlagehorizont',
      validators: required,
      options: [
        { value: 'KURZ', label: 'kurzfristig (bis 3 Jahre)' },
        { value: 'MITTEL', label: 'mittelfristig (3 bis 5 Jahre)' },
        { value: 'LANG', label: 'langfristig (über 5 Jahre)' },
      ],
    },
    {
      id: 'risikobereitschaft',
      type: 'radio',
      label: 'Risikobereitschaft (Risikoklasse)',
      validators: required,
      options: [
        { value: '1', label: '1 – sicherheitsorientiert' },
        { value: '2', label: '2 – konservativ' },
        { value: '3', label: '3 – ausgewogen' },
        { value: '4', label: '4 – wachstumsorientiert' },
        { value: '5', label: '5 – spekulativ' },
      ],
    },
    {
      id: 'kenntnisse',
      type: 'chips',
      label: 'Kenntnisse und Erfahrungen (Anlageformen)',
      placeholder: 'z. B. Aktien, Investmentfonds, Anleihen',
      validators: required,
    },
    {
      id: 'verlusttragfaehigkeit',
      type: 'percent',
      label: 'Verlusttragfähigkeit (% des Anlagebetrags)',
      validators: [...required, { type: 'min', value: 0 }, { type: 'max', value: 100 }],
    },
    { id: 'nachhaltigkeit', type: 'checkbox', label: 'Der Kunde hat Nachhaltigkeitspräferenzen' },
    {
      id: 'nachhaltigkeitDetails',
      type: 'textarea',
      label: 'Nachhaltigkeitspräferenzen (Art und Mindestanteil)',
      hideCondition: { field: 'nachhaltigkeit', op: 'ne', value: true },
      validators: required,
    },
  ],
} satisfies FormularDefinition;
