import type { DokumentNodeId, SignaturStatus, VorlageStatus } from '@maklerwerk/domain';

/** What a demo file holds: a generated PDF of some pages, a photo, or a Word file (no preview). */
export type DemoFile =
  | { kind: 'pdf'; name: string; pages: number; lines?: string[] }
  | { kind: 'png'; name: string; seed: number }
  | { kind: 'docx'; name: string; paragraphs: string[] };

export type DemoDocument = {
  node: DokumentNodeId;
  bezeichnung: string;
  datum: string;
  file: DemoFile;
  /** An older version, replaced by `file`. */
  previous?: DemoFile;
  released?: boolean;
  removed?: boolean;
  vorlage?: VorlageStatus;
  signatur?: SignaturStatus;
  bemerkung?: string;
  /** Schadennr. of a damage report of the same contract. */
  schaden?: string;
  by?: 'makler' | 'intern';
  /** Photos are attached before signing (picture-attachment flow). */
  bildAnhang?: boolean;
  /** false: only to download, not to sign electronically. */
  signaturGeeignet?: boolean;
  /** Bezeichnungen of documents of the same contract already appended to this one (their pages are in it). */
  appended?: string[];
};

const pdf = (name: string, pages = 1, lines?: string[]): DemoFile => ({
  kind: 'pdf',
  name,
  pages,
  ...(lines ? { lines } : {}),
});

/** Erika's car (issue 10 §11): more than one page of documents, released and not, versions, a deleted one. */
export const kfzDocuments: readonly DemoDocument[] = [
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Versicherungsschein KF-4711-0815',
    datum: '2025-01-02',
    file: pdf('Versicherungsschein KF-4711-0815.pdf', 3, [
      'Versicherungsnehmerin: Erika Mustermann, Musterstraße 1, 10115 Berlin',
      'Versicherungsnummer: KF-4711-0815',
      'Fahrzeug: VW Golf, amtliches Kennzeichen B-EM 4711',
      'Versicherungsbeginn: 01.01.2025, Hauptfälligkeit: 01.01.',
      'Kfz-Haftpflicht: Deckungssumme 100 Mio. € pauschal',
      'Vollkasko mit 500 € Selbstbeteiligung, Teilkasko mit 150 € Selbstbeteiligung',
    ]),
    released: true,
    vorlage: 'DOKUMENT_NICHT_VORLEGEN',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Beitragsrechnung 2026',
    datum: '2025-11-20',
    file: pdf('Beitragsrechnung 2026.pdf', 1),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Beitragsrechnung 2025',
    datum: '2024-11-21',
    file: pdf('Beitragsrechnung 2025.pdf', 1),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Beitragsrechnung 2024',
    datum: '2023-11-22',
    file: pdf('Beitragsrechnung 2024.pdf', 1),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Antrag Kfz-Versicherung',
    datum: '2024-12-10',
    file: pdf('Antrag Kfz-Versicherung.pdf', 2),
    vorlage: 'DOKUMENT_VORLEGEN',
    signatur: 'UNTERSCHRIEBEN',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Allgemeine Bedingungen (AKB 2024)',
    datum: '2024-12-10',
    file: pdf('AKB 2024.pdf', 4),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Produktinformationsblatt Kfz',
    datum: '2024-12-10',
    file: pdf('Produktinformationsblatt Kfz.pdf', 2),
    vorlage: 'DOKUMENT_VORLEGEN_TEILWEISE',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'SEPA-Lastschriftmandat',
    datum: '2024-12-11',
    file: pdf('SEPA-Lastschriftmandat.pdf', 1),
    signatur: 'EINGEREICHT_ABGELEGT',
    vorlage: 'DOKUMENT_KUNDE_NICHT_VORLEGEN',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Nachtrag Fahrerkreis',
    datum: '2025-06-03',
    previous: pdf('Nachtrag Fahrerkreis.pdf', 1, ['Fahrerkreis: Versicherungsnehmerin und Ehepartner']),
    file: pdf('Nachtrag Fahrerkreis.pdf', 1, [
      'Fahrerkreis: Versicherungsnehmerin, Ehepartner und Kinder ab 18 Jahren',
    ]),
    bemerkung: 'Zweite Fassung mit den Kindern, nach Rückfrage der Kundin.',
    signatur: 'TEILWEISE_UNTERSCHRIEBEN',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'SF-Bescheinigung der Vorversicherung',
    datum: '2024-12-15',
    file: pdf('SF-Bescheinigung.pdf', 1),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'eVB-Bestätigung',
    datum: '2024-12-12',
    file: pdf('eVB-Bestaetigung.pdf', 1),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Beitragsanpassung 2026',
    datum: '2025-10-01',
    file: pdf('Beitragsanpassung 2026.pdf', 2),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Kündigungsbestätigung Vorversicherung',
    datum: '2024-12-20',
    file: pdf('Kuendigungsbestaetigung Vorversicherung.pdf', 1),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Vollmacht Maklerauftrag',
    datum: '2024-11-30',
    file: {
      kind: 'docx',
      name: 'Vollmacht Maklerauftrag.docx',
      paragraphs: [
        'Maklervollmacht',
        'Hiermit bevollmächtige ich Max Makler, meine Versicherungsverträge zu betreuen.',
        'Berlin, 30.11.2024',
      ],
    },
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Zulassungsbescheinigung Teil I (Kopie)',
    datum: '2024-12-12',
    file: pdf('Zulassungsbescheinigung Teil I.pdf', 1),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Rabattschutz-Bestätigung',
    datum: '2025-02-14',
    file: pdf('Rabattschutz-Bestaetigung.pdf', 1),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Schutzbrief Bedingungen',
    datum: '2024-12-10',
    file: pdf('Schutzbrief Bedingungen.pdf', 2),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Beratungsprotokoll Kfz',
    datum: '2024-12-09',
    file: pdf('Beratungsprotokoll Kfz.pdf', 2),
    vorlage: 'DOKUMENT_VERMITTLER_NICHT_VORLEGEN',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Fahrzeugwechsel Ankündigung',
    datum: '2025-08-18',
    file: pdf('Fahrzeugwechsel.pdf', 1),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Jahresmitteilung 2025',
    datum: '2025-12-01',
    file: pdf('Jahresmitteilung 2025.pdf', 1),
    released: true,
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Zahlungserinnerung',
    datum: '2025-03-05',
    file: pdf('Zahlungserinnerung.pdf', 1),
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Vertragsänderung Kilometerleistung',
    datum: '2026-02-02',
    file: pdf('Vertragsaenderung Kilometerleistung.pdf', 1),
    signatur: 'TEILWEISE_EINGEREICHT',
  },
  {
    node: 'VERTRAGSUNTERLAGEN',
    bezeichnung: 'Versicherungsschein (alte Fassung)',
    datum: '2024-12-28',
    file: pdf('Versicherungsschein alt.pdf', 3),
    removed: true,
    bemerkung: 'Durch den Versicherungsschein vom 02.01.2025 ersetzt.',
  },
  {
    node: 'KORRESPONDENZ',
    bezeichnung: 'Interne Notiz Schadenregulierung',
    datum: '2025-03-20',
    file: pdf('Interne Notiz Schadenregulierung.pdf', 1, [
      'Nur für den internen Gebrauch.',
      'Regulierung KS-2025-0107: Gutachten abwarten, Werkstattbindung prüfen.',
    ]),
    by: 'intern',
  },
  {
    node: 'KORRESPONDENZ',
    bezeichnung: 'Schreiben an HUK-COBURG: Adressänderung',
    datum: '2025-04-02',
    file: pdf('Schreiben Adressaenderung.pdf', 1),
    released: true,
  },
  {
    node: 'KORRESPONDENZ',
    bezeichnung: 'Bestätigung Adressänderung',
    datum: '2025-04-15',
    file: pdf('Bestaetigung Adressaenderung.pdf', 1),
  },
  {
    node: 'SCHADENSUNTERLAGEN',
    bezeichnung: 'Foto Heckschaden',
    datum: '2025-03-14',
    file: { kind: 'png', name: 'Foto Heckschaden.png', seed: 7 },
    schaden: 'KS-2025-0107',
  },
  {
    node: 'SCHADENSUNTERLAGEN',
    bezeichnung: 'Schadenanzeige KS-2025-0107',
    datum: '2025-03-14',
    file: pdf('Schadenanzeige KS-2025-0107.pdf', 2),
    schaden: 'KS-2025-0107',
    released: true,
  },
];

/** Erika's Posteingang: three scans the office has not filed yet. */
export const posteingangDocuments: readonly DemoDocument[] = [
  {
    node: 'POSTEINGANG',
    bezeichnung: 'Scan Posteingang 18.11.2026',
    datum: '2026-11-18',
    file: pdf('Scan Posteingang 2026-11-18.pdf', 1),
  },
  {
    node: 'POSTEINGANG',
    bezeichnung: 'Werkstattrechnung Autohaus Berlin',
    datum: '2026-11-19',
    file: pdf('Werkstattrechnung Autohaus Berlin.pdf', 2),
  },
  {
    node: 'POSTEINGANG',
    bezeichnung: 'Schreiben HUK-COBURG Beitragsanpassung',
    datum: '2026-11-20',
    file: pdf('Schreiben HUK-COBURG Beitragsanpassung.pdf', 1),
  },
];

/** The office's own documents (Max Makler's structure). */
export const eigeneDocuments: readonly DemoDocument[] = [
  {
    node: 'EIGENE_DOKUMENTE',
    bezeichnung: 'Maklervertrag (Muster)',
    datum: '2024-01-10',
    file: pdf('Maklervertrag Muster.pdf', 2),
  },
  {
    node: 'EIGENE_DOKUMENTE',
    bezeichnung: 'Datenschutzhinweise für Kunden',
    datum: '2025-05-25',
    file: pdf('Datenschutzhinweise.pdf', 2),
  },
];

/**
 * Erika's other contracts for the e-signature (issue 12 §8): a consultation record prepared for two
 * signers, an insurer's form that cannot be signed electronically, a damage form with photos to
 * attach (one already appended), and a submitted application.
 */
export const signatureDemoDocuments: Readonly<Record<string, readonly DemoDocument[]>> = {
  'LV-2024-000123': [
    {
      node: 'BERATUNG',
      bezeichnung: 'Beratungsprotokoll LV-2024-000123',
      datum: '2026-11-20',
      file: pdf('Beratungsprotokoll LV-2024-000123.pdf', 2, [
        'Kundin: Erika Mustermann, Musterstraße 1, 10115 Berlin',
        'Anlass: Altersvorsorge, Überprüfung der fondsgebundenen Lebensversicherung LV-2024-000123',
        'Wünsche und Bedürfnisse: Beitrag stabil halten, Dynamik jährlich 3 %',
        'Empfehlung: Fortführung des Vertrags, Fondsauswahl ausgewogen',
        'Die Kundin wurde über Kosten und Risiken informiert (§ 61 VVG).',
      ]),
    },
    {
      node: 'VERTRAGSUNTERLAGEN',
      bezeichnung: 'Antrag Lebensversicherung LV-2024-000123',
      datum: '2024-02-09',
      file: pdf('Antrag Lebensversicherung LV-2024-000123.pdf', 2),
      signatur: 'KOMPLETT',
      released: true,
    },
  ],
  'HR-55501': [
    {
      node: 'VERTRAGSUNTERLAGEN',
      bezeichnung: 'Antrag Hausrat HR-55501',
      datum: '2021-06-14',
      file: pdf('Antrag Hausrat HR-55501.pdf', 2),
      signaturGeeignet: false,
    },
    {
      node: 'SCHADENSUNTERLAGEN',
      bezeichnung: 'Foto Wasserschaden Küche',
      datum: '2026-11-16',
      file: { kind: 'png', name: 'Foto Wasserschaden Kueche.png', seed: 11 },
    },
    {
      node: 'SCHADENSUNTERLAGEN',
      bezeichnung: 'Foto Wasserschaden Flur',
      datum: '2026-11-16',
      file: { kind: 'png', name: 'Foto Wasserschaden Flur.png', seed: 12 },
    },
    {
      node: 'SCHADENSUNTERLAGEN',
      bezeichnung: 'Schadenanzeige Leitungswasser',
      datum: '2026-11-17',
      file: pdf('Schadenanzeige Leitungswasser.pdf', 1, [
        'Versicherungsnehmerin: Erika Mustermann, Vertrag HR-55501',
        'Schadentag: 15.11.2026, Ursache: geplatzter Schlauch der Spülmaschine',
        'Betroffen: Küche und Flur, Laminat aufgequollen',
      ]),
      bildAnhang: true,
      appended: ['Foto Wasserschaden Küche'],
    },
  ],
};

/** The consultation record's run: Erika first, then her broker, fields at the foot of page 2. */
export const demoSignatureRun = {
  bezeichnung: 'Beratungsprotokoll LV-2024-000123',
  signers: [
    { role: 'KUNDE', field: { page: 2, x: 0.08, y: 0.78, width: 0.38, height: 0.08 } },
    { role: 'MAKLER', field: { page: 2, x: 0.54, y: 0.78, width: 0.38, height: 0.08 } },
  ],
} as const;
