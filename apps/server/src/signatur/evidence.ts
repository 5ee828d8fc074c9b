import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  type Cursor,
  drawFooters,
  drawHeading,
  drawParagraph,
  drawRow,
  drawTable,
  startEvidence,
} from './evidence-layout';

export type EvidenceSigner = {
  name: string;
  email: string | null;
  role: string;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  method: 'gezeichnet' | 'getippt';
};

export type EvidenceEvent = { at: Date; label: string; actor: string; ip?: string | null };

export type Evidence = {
  documentName: string;
  originalSha256: string;
  /** SHA-256 of the stamped PDF before the evidence pages were appended. */
  signedContentSha256: string;
  requestId: number;
  signers: EvidenceSigner[];
  consentText: string;
  events: EvidenceEvent[];
};

const TITLE = 'Prüfprotokoll der elektronischen Signatur';
const NONE = '–';
const METHODS: Record<EvidenceSigner['method'], string> = {
  gezeichnet: 'Gezeichnet (handschriftlich mit Maus, Stift oder Finger)',
  getippt: 'Getippt (Name als Unterschrift eingegeben)',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, zoneName: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${zoneName}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('de-DE', {
      timeZone,
      ...(zoneName
        ? { timeZoneName: 'short' }
        : { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }),
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  return format;
}

/** 'DD.MM.YYYY HH:mm:ss' in the given time zone; '–' for an invalid date. */
export function germanDateTime(d: Date, timeZone: 'UTC' | 'Europe/Berlin'): string {
  if (Number.isNaN(d.getTime())) {
    return NONE;
  }
  const parts = Object.fromEntries(
    formatter(timeZone, false)
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Berlin time with MEZ or MESZ, so a reader never has to guess the offset. */
function berlinTime(d: Date): string {
  const zone = Number.isNaN(d.getTime())
    ? undefined
    : formatter('Europe/Berlin', true)
        .formatToParts(d)
        .find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${germanDateTime(d, 'Europe/Berlin')} ${zone}` : germanDateTime(d, 'Europe/Berlin');
}

function drawDocument(cursor: Cursor, evidence: Evidence): void {
  drawHeading(cursor, 'Dokument');
  drawRow(cursor, 'Dokument', evidence.documentName || NONE);
  drawRow(cursor, 'Vorgang', String(evidence.requestId));
  drawRow(cursor, 'SHA-256 des Originals', evidence.originalSha256, { mono: true });
  drawRow(cursor, 'SHA-256 des unterschriebenen Inhalts', evidence.signedContentSha256, { mono: true });
}

function drawSigner(cursor: Cursor, signer: EvidenceSigner, index: number, count: number): void {
  drawHeading(cursor, count > 1 ? `Unterzeichner ${index + 1} von ${count}` : 'Unterzeichner');
  drawRow(cursor, 'Name', signer.name || NONE);
  drawRow(cursor, 'E-Mail', signer.email || NONE);
  drawRow(cursor, 'Rolle', signer.role || NONE);
  drawRow(cursor, 'Art der Unterschrift', METHODS[signer.method] ?? signer.method);
  drawRow(cursor, 'Zeitpunkt (UTC)', germanDateTime(signer.signedAt, 'UTC'));
  drawRow(cursor, 'Zeitpunkt (Europe/Berlin)', berlinTime(signer.signedAt));
  drawRow(cursor, 'IP-Adresse', signer.ip || NONE);
  drawRow(cursor, 'Browser', signer.userAgent || NONE);
}

function drawEvents(cursor: Cursor, events: EvidenceEvent[]): void {
  drawHeading(cursor, 'Verlauf');
  const rows = [...events]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((event) => [berlinTime(event.at), event.label, event.actor || NONE, event.ip || NONE]);
  drawTable(cursor, ['Zeitpunkt (Europe/Berlin)', 'Ereignis', 'Person', 'IP-Adresse'], [0.24, 0.3, 0.26, 0.2], rows);
}

/**
 * Appends the evidence pages (Prüfprotokoll): document and hashes, every signer with time, IP and
 * browser, the consent they gave and the full history of the request.
 */
export async function appendEvidencePage(pdf: Uint8Array, evidence: Evidence): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  const cursor = startEvidence(doc, fonts, TITLE);
  drawParagraph(
    cursor,
    'Dieses Protokoll ist Teil des elektronisch signierten Dokuments. Es hält fest, wer wann auf welchem Weg ' +
      'unterschrieben hat. Die Prüfsummen (SHA-256) erlauben den Abgleich mit dem ursprünglich vorgelegten Dokument.',
    { size: 8.5, muted: true },
  );
  drawDocument(cursor, evidence);
  evidence.signers.forEach((signer, index) => {
    drawSigner(cursor, signer, index, evidence.signers.length);
  });
  drawHeading(cursor, 'Einverständniserklärung');
  drawParagraph(cursor, evidence.consentText || NONE);
  drawEvents(cursor, evidence.events);
  drawFooters(cursor, `Prüfprotokoll · Vorgang ${evidence.requestId}`);
  return doc.save();
}
