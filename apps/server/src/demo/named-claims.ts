import type { Bearbeitungsstand, NoteVisibility } from '@maklerwerk/domain';
import { buildContract } from './contract-builder';
import { VERMITTLER_NR } from './named-records';
import type { ContractSeed, CustomerSeed } from './types';

/**
 * Damage reports and notes of the named contracts (issue 9), keyed 'Kurzname|Nummer' like the other
 * named details. Klara Klein is Vera Vermittler's customer: what an agent without the merge and note
 * rights sees. Her Kundennr is the next free one after the generated customers (plan.ts).
 */
export function klaraKlein(kundennr: string): CustomerSeed {
  return {
    kundennr,
    broker: VERMITTLER_NR,
    anrede: 'Frau',
    titel: null,
    vorname: 'Klara',
    name: 'Klein',
    firma: null,
    geburtsdatum: '1985-09-23',
    email: 'klara.klein@example.com',
    telefon: '089 1234567',
    strasse: 'Nymphenburger Straße',
    hausnr: '21',
    plz: '80335',
    ort: 'München',
    seit: '2020-02-17',
  };
}

export function klaraWohngebaeude(kundennr: string): ContractSeed {
  return buildContract({
    kundennr,
    company: 'Gothaer',
    branch: 'WG',
    status: 'aktiv',
    nummer: 'WG-2020-4711',
    produktbez: 'Wohngebäudeversicherung Premium',
    beginn: '2020-04-01',
    jahresbeitragCents: 48_730,
    zahlrhythm: 'jährlich',
    zahlungsart: 'Lastschrift',
    vertragssummeCents: 45_000_000,
    erfassungsdatum: '2020-03-02',
  });
}

export type PaymentSeed = { datum: string; betragCents: number; empfaenger: string; vermerk: string | null };
export type StatusStepSeed = { bearbstand: Bearbeitungsstand; at: string };

export type DamageReportSeed = {
  schadennr: string;
  meldedatum: string;
  ereignisdatum: string | null;
  schadensursache: string;
  bearbstand: Bearbeitungsstand;
  /** Key of the branch the report belongs to (default: the contract's Sparte). */
  sparte?: string;
  schadenort?: string;
  schilderung?: string;
  schadenhoeheCents?: number;
  reserveCents?: number;
  versichererSchadennr?: string;
  payments?: PaymentSeed[];
  /** Earlier states before `bearbstand` (the history ends with it on the last step's day). */
  history?: StatusStepSeed[];
};

export type NoteSeed = {
  datum: string;
  betreff: string;
  text: string;
  sichtbar: NoteVisibility;
  /** Login of the author. */
  by: 'makler' | 'intern' | 'vermittler';
};

const hansCauses: [string, string, Bearbeitungsstand][] = [
  ['2018-09-14', 'Schlüsselverlust Mietwohnung', 'REGULIERT'],
  ['2019-02-03', 'Wasserschaden beim Nachbarn', 'REGULIERT'],
  ['2019-07-21', 'Brille eines Freundes beschädigt', 'REGULIERT'],
  ['2020-05-30', 'Fahrradunfall mit Fußgänger', 'ABGESCHLOSSEN'],
  ['2020-12-12', 'Laptop eines Kollegen fallen gelassen', 'ABGELEHNT'],
  ['2021-06-08', 'Kratzer am geliehenen Auto', 'REGULIERT'],
  ['2022-01-17', 'Glasschaden im Ferienhaus', 'REGULIERT'],
  ['2022-08-25', 'Hund des Nachbarn verletzt', 'ABGESCHLOSSEN'],
  ['2023-04-02', 'Parkettschaden Mietwohnung', 'REGULIERT'],
  ['2024-03-19', 'Handy eines Freundes beschädigt', 'ABGELEHNT'],
  ['2025-10-05', 'Wasserschaden Waschmaschine', 'IN_BEARBEITUNG'],
  ['2026-09-28', 'Skiunfall mit Personenschaden', 'UNTERLAGEN_ANGEFORDERT'],
];

export const dayAfter = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const namedDamageReports: Readonly<Record<string, readonly DamageReportSeed[]>> = {
  'HUK-COBURG|KF-4711-0815': [
    {
      schadennr: 'KS-2024-0001',
      meldedatum: '2024-03-15',
      ereignisdatum: '2024-03-14',
      schadensursache: 'Auffahrunfall',
      bearbstand: 'REGULIERT',
      sparte: 'KH',
      schadenort: 'Berlin, Invalidenstraße / Ecke Chausseestraße',
      schilderung:
        'Beim Anfahren an der Ampel ist Frau Mustermann auf den vorausfahrenden Wagen aufgefahren. Keine Verletzten; Stoßfänger und Scheinwerfer beschädigt.',
      schadenhoeheCents: 210_000,
      reserveCents: 0,
      versichererSchadennr: 'HUK-24-118833',
      payments: [
        {
          datum: '2024-04-10',
          betragCents: 185_000,
          empfaenger: 'Autohaus Schmidt GmbH',
          vermerk: 'Reparatur Stoßfänger und Scheinwerfer',
        },
        { datum: '2024-04-22', betragCents: 25_000, empfaenger: 'Erika Mustermann', vermerk: 'Nutzungsausfall' },
      ],
      history: [
        { bearbstand: 'GEMELDET', at: '2024-03-15' },
        { bearbstand: 'IN_BEARBEITUNG', at: '2024-03-18' },
      ],
    },
    {
      schadennr: 'KS-2025-0107',
      meldedatum: '2025-06-02',
      ereignisdatum: '2025-06-01',
      schadensursache: 'Glasbruch Windschutzscheibe',
      bearbstand: 'IN_BEARBEITUNG',
      sparte: 'VK',
      schadenort: 'A 9 bei Leipzig',
      schilderung: 'Ein Stein hat die Windschutzscheibe getroffen; Riss im Sichtfeld des Fahrers.',
      schadenhoeheCents: 98_000,
      history: [{ bearbstand: 'GEMELDET', at: '2025-06-02' }],
    },
    {
      schadennr: 'KS-2025-0107-A',
      meldedatum: '2025-06-03',
      ereignisdatum: '2025-06-01',
      schadensursache: 'Steinschlag Windschutzscheibe',
      bearbstand: 'GEMELDET',
      sparte: 'VK',
      schilderung: 'Nachmeldung der Kundin zum Steinschlag vom 01.06.2025.',
    },
  ],
  'AXA|PH-1000200': hansCauses.map(([ereignis, ursache, bearbstand], i) => ({
    schadennr: `PH-${ereignis.slice(0, 4)}-${String(i + 1).padStart(3, '0')}`,
    meldedatum: dayAfter(ereignis, 2 + (i % 4)),
    ereignisdatum: ereignis,
    schadensursache: ursache,
    bearbstand,
    schadenhoeheCents: 15_000 + i * 12_345,
  })),
  'Gothaer|WG-2020-4711': [
    {
      schadennr: 'WG-2023-0031',
      meldedatum: '2023-02-20',
      ereignisdatum: '2023-02-18',
      schadensursache: 'Sturmschaden Dach',
      bearbstand: 'REGULIERT',
      schadenort: 'Nymphenburger Straße 21, München',
      schadenhoeheCents: 340_000,
      payments: [{ datum: '2023-03-30', betragCents: 312_500, empfaenger: 'Dachdeckerei Huber', vermerk: null }],
      history: [{ bearbstand: 'GEMELDET', at: '2023-02-20' }],
    },
    {
      schadennr: 'WG-2025-0204',
      meldedatum: '2025-11-04',
      ereignisdatum: '2025-11-02',
      schadensursache: 'Leitungswasserschaden Keller',
      bearbstand: 'UNTERLAGEN_ANGEFORDERT',
      schadenort: 'Keller',
      schadenhoeheCents: 120_000,
      history: [{ bearbstand: 'GEMELDET', at: '2025-11-04' }],
    },
  ],
};

const lvTopics: [string, string, NoteVisibility][] = [
  ['2024-02-09', 'Antrag aufgenommen', 'MAKLER'],
  ['2024-03-04', 'Police zugestellt', 'KUNDE'],
  ['2024-06-17', 'Fondsauswahl besprochen', 'MAKLER'],
  ['2024-09-02', 'Dynamik erklärt', 'KUNDE'],
  ['2024-12-11', 'Jahresgespräch vorbereitet', 'MAKLER'],
  ['2025-01-20', 'Jahresgespräch', 'MAKLER'],
  ['2025-03-05', 'Standmitteilung erhalten', 'KUNDE'],
  ['2025-05-14', 'Fondswechsel angefragt', 'MAKLER'],
  ['2025-07-01', 'Pool-Rundschreiben Fondsschließung', 'POOL'],
  ['2025-09-22', 'Beitragserhöhung abgelehnt', 'MAKLER'],
  ['2026-02-03', 'Standmitteilung besprochen', 'KUNDE'],
  ['2026-10-12', 'Zuzahlung geplant', 'MAKLER'],
];

export const namedNotes: Readonly<Record<string, readonly NoteSeed[]>> = {
  'HUK-COBURG|KF-4711-0815': [
    {
      datum: '2025-01-14',
      betreff: 'Beratungsgespräch',
      text: 'Vollkasko gegen Teilkasko abgewogen; Kundin bleibt bei Vollkasko, da das Fahrzeug erst sechs Jahre alt ist.',
      sichtbar: 'MAKLER',
      by: 'makler',
    },
    {
      datum: '2025-06-05',
      betreff: 'Hinweis für Kundin',
      text: 'Bitte reichen Sie die Rechnung der Werkstatt für den Scheibentausch über das Kundenportal ein.',
      sichtbar: 'KUNDE',
      by: 'makler',
    },
    {
      datum: '2025-06-06',
      betreff: 'Interne Prüfung',
      text: 'Doppelmeldung KS-2025-0107 / KS-2025-0107-A prüfen und vereinigen.',
      sichtbar: 'INTERN',
      by: 'intern',
    },
    {
      datum: '2025-08-01',
      betreff: 'Pool-Info',
      text: 'Neue Kfz-Tarifgeneration der HUK-COBURG ab 01.10.2025 im Pool verfügbar.',
      sichtbar: 'POOL',
      by: 'intern',
    },
  ],
  'Allianz|LV-2024-000123': lvTopics.map(([datum, betreff, sichtbar]) => ({
    datum,
    betreff,
    text: `${betreff} am ${datum.split('-').reverse().join('.')}.`,
    sichtbar,
    by: 'makler',
  })),
  'Gothaer|WG-2020-4711': [
    {
      datum: '2025-11-05',
      betreff: 'Besichtigung vereinbart',
      text: 'Gutachter der Gothaer kommt am 12.11. zur Besichtigung des Kellers.',
      sichtbar: 'MAKLER',
      by: 'vermittler',
    },
    {
      datum: '2025-11-06',
      betreff: 'Unterlagen für Sie',
      text: 'Bitte halten Sie Fotos und Rechnungen der Trocknung bereit.',
      sichtbar: 'KUNDE',
      by: 'vermittler',
    },
  ],
};
