import { ANLEGERPROFIL_WK_PATH } from './antrag-link';
import type { FormularAnswers } from './formular-answers.schema';
import type { FormularDefinition } from './formular-definition.schema';
import { beratungsprotokollDefinition } from './formular-katalog-beratungsprotokoll';

// The forms the product ships (issue 16 item 2, decision 0028): definitions as code, inserted into
// formular_definitionen by the seed and at start when missing. A version once used is never changed.

/** What kind of form: decides the archive folder of its PDF (formular-antrag.rules.ts). */
export const antragTypen = ['BERATUNGSDOKUMENTATION', 'ANTRAG', 'ANLEGERPROFIL', 'BESCHWERDE'] as const;
export type AntragTyp = (typeof antragTypen)[number];

/** Customer data a form may be prefilled with when it is created. */
export type PrefillSource = {
  name: string;
  vorname: string | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  /** ISO date. */
  geburtsdatum: string | null;
};

export type FormularKatalogEintrag = {
  formGroupPath: string;
  formPath: string;
  antragTyp: AntragTyp;
  label: string;
  /** Sparten keys the form fits; empty: every contract. */
  sparten: string[];
  definition: FormularDefinition;
  /** Component id → customer field filled in when the form is created. */
  prefill: Partial<Record<string, keyof PrefillSource>>;
  /** Complete answers that pass validateFormular (tests, demo). */
  beispiel: FormularAnswers;
};

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

/**
 * The investor profile of the wealth-concept track (issue 36, docs/decisions/0046): the questions of the
 * investor profile and the wealth concept's own — the amount placed in it, the total assets, the liquidity
 * reserve kept outside and planned withdrawals. It is an ANLEGERPROFIL like the other: finished unconfirmed,
 * confirmed and double-checked the same way; its link carries anlegerprofilWK instead of pruefnummer.
 */
export const anlegerprofilWKDefinition = {
  id: ANLEGERPROFIL_WK_PATH,
  version: 1,
  title: 'Anlegerprofil Wealthkonzept',
  components: [
    ...anlegerprofilDefinition.components,
    {
      id: 'wealthkonzept',
      type: 'heading',
      label: 'Wealthkonzept',
      children: [
        { id: 'anlagebetrag', type: 'currency', label: 'Anlagebetrag im Wealthkonzept (€)', validators: required },
        { id: 'gesamtvermoegen', type: 'currency', label: 'Gesamtvermögen (€)', validators: required },
        { id: 'liquiditaetsreserve', type: 'currency', label: 'Liquiditätsreserve außerhalb des Wealthkonzepts (€)' },
        { id: 'entnahmen', type: 'textarea', label: 'Geplante Entnahmen (Höhe und Zeitpunkt)' },
      ],
    },
  ],
} satisfies FormularDefinition;

export const formularKatalog: readonly FormularKatalogEintrag[] = [
  {
    formGroupPath: 'VERSICHERUNG',
    formPath: 'beratungsdokumentationVersicherungen',
    antragTyp: 'BERATUNGSDOKUMENTATION',
    label: 'Beratungsdokumentation Versicherungen',
    sparten: [],
    definition: beratungsdokumentationDefinition,
    prefill: { kundeName: 'name' },
    beispiel: {
      kundeName: 'Erika Mustermann',
      anlass: 'NEUABSCHLUSS',
      wuensche: 'Absicherung der Familie im Todesfall',
      verzicht: false,
      empfehlung: 'Risikolebensversicherung über 250.000 €',
      begruendung: 'Zwei Kinder, laufende Baufinanzierung',
      produkte: [{ gesellschaft: 'Allianz', tarif: 'Risiko Plus', beitrag: '24,90' }],
      ort: 'Köln',
      datum: '2026-11-20',
    },
  },
  {
    formGroupPath: 'VERSICHERUNG',
    formPath: 'beratungsprotokoll',
    antragTyp: 'BERATUNGSDOKUMENTATION',
    label: 'Beratungsprotokoll',
    sparten: [],
    definition: beratungsprotokollDefinition,
    prefill: { kundeName: 'name' },
    beispiel: {
      kundeName: 'Erika Mustermann',
      anlass: 'JAHRESGESPRAECH',
      beratungsthema: [
        {
          _schritt: 's1',
          thema: 'Altersvorsorge',
          bedarf: 'Lücke in der Rente schließen',
          empfehlung: 'Private Rentenversicherung',
          erledigt: true,
        },
        {
          _schritt: 's2',
          thema: 'Berufsunfähigkeit',
          bedarf: 'Einkommen absichern',
          empfehlung: 'BU-Versicherung über 2.000 € Monatsrente',
          erledigt: false,
        },
      ],
      ort: 'Köln',
      datum: '2026-11-20',
    },
  },
  {
    formGroupPath: 'VERSICHERUNG',
    formPath: 'hausratAntrag',
    antragTyp: 'ANTRAG',
    label: 'Hausrat-Antrag',
    sparten: ['HR'],
    definition: hausratAntragDefinition,
    prefill: {
      vorname: 'vorname',
      name: 'name',
      geburtsdatum: 'geburtsdatum',
      strasse: 'strasse',
      plz: 'plz',
      ort: 'ort',
    },
    beispiel: {
      vorname: 'Erika',
      name: 'Mustermann',
      geburtsdatum: '1964-08-12',
      strasse: 'Heidestraße 17',
      plz: '51147',
      ort: 'Köln',
      wohnflaeche: '85',
      versicherungssumme: '55.250,00',
      selbstbeteiligung: '150',
      vorschaeden: false,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    },
  },
  {
    formGroupPath: 'ANLAGE',
    formPath: 'anlegerprofil',
    antragTyp: 'ANLEGERPROFIL',
    label: 'Anlegerprofil',
    sparten: [],
    definition: anlegerprofilDefinition,
    prefill: {},
    beispiel: {
      anlageziel: 'ALTERSVORSORGE',
      anlagehorizont: 'LANG',
      risikobereitschaft: '3',
      kenntnisse: '["Investmentfonds","Aktien"]',
      verlusttragfaehigkeit: '20,00',
      nachhaltigkeit: true,
      nachhaltigkeitDetails: 'Mindestens 30 % nachhaltige Investitionen nach Offenlegungsverordnung',
    },
  },
  {
    formGroupPath: 'ANLAGE',
    formPath: ANLEGERPROFIL_WK_PATH,
    antragTyp: 'ANLEGERPROFIL',
    label: 'Anlegerprofil Wealthkonzept',
    sparten: [],
    definition: anlegerprofilWKDefinition,
    prefill: {},
    beispiel: {
      anlageziel: 'VERMOEGENSERHALT',
      anlagehorizont: 'LANG',
      risikobereitschaft: '3',
      kenntnisse: '["Investmentfonds","Anleihen"]',
      verlusttragfaehigkeit: '15,00',
      nachhaltigkeit: false,
      anlagebetrag: '250.000,00',
      gesamtvermoegen: '900.000,00',
      liquiditaetsreserve: '50.000,00',
      entnahmen: 'Ab 2035 jährlich 12.000 €',
    },
  },
  {
    formGroupPath: 'VV',
    formPath: 'beschwerde',
    antragTyp: 'BESCHWERDE',
    label: 'Beschwerde',
    sparten: [],
    definition: beschwerdeDefinition,
    prefill: {},
    beispiel: {
      anlass: 'SCHADEN',
      datum: '2026-11-20',
      schilderung: 'Die%20Regulierung%20dauert%20seit%20drei%20Monaten.',
      loesung: 'Zügige Auszahlung',
    },
  },
];

export function findKatalogEintrag(formGroupPath: string, formPath: string): FormularKatalogEintrag | undefined {
  return formularKatalog.find((e) => e.formGroupPath === formGroupPath && e.formPath === formPath);
}

/** The answers a new form starts with: the catalogue's prefill from the customer's data (empty ones left out). */
export function prefillAnswers(
  eintrag: Pick<FormularKatalogEintrag, 'prefill'>,
  source: PrefillSource,
): FormularAnswers {
  const answers: FormularAnswers = {};
  for (const [componentId, key] of Object.entries(eintrag.prefill)) {
    const value = key ? source[key] : null;
    if (value) {
      answers[componentId] = value;
    }
  }
  return answers;
}
