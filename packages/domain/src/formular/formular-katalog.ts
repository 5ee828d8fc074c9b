import { ANLEGERPROFIL_WK_PATH } from './antrag-link';
import type { FormularAnswers } from './formular-answers.schema';
import type { FormularDefinition } from './formular-definition.schema';
import { anlegerprofilDefinition } from './formular-katalog-anlegerprofil';
import { anlegerprofilWKDefinition } from './formular-katalog-anlegerprofil-wk';
import { beratungsdokumentationDefinition } from './formular-katalog-beratungsdokumentation';
import { beratungsprotokollDefinition } from './formular-katalog-beratungsprotokoll';
import { beschwerdeDefinition } from './formular-katalog-beschwerde';
import { hausratAntragDefinition } from './formular-katalog-hausrat-antrag';

// The forms the product ships (issue 16 item 2, decision 0028): definitions as code, inserted into
// formular_definitionen by the seed and at start when missing. A version once used is never changed.
// One file per definition (formular-katalog-<form>.ts); the catalogue below lists them with their
// folder, Sparten, prefill and example answers.

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
