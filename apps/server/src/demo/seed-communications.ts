import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  communicationAttachments,
  communicationRead,
  communications,
  companies,
  contracts,
  customers,
  users,
} from '../db/schema';
import type { BlobStore } from '../files/blob-store';
import { renderBrief } from '../pdf/brief';
import { addDays, DEMO_AS_OF } from './dates';
import { makeDemoPdf } from './documents/demo-pdf';

const OFFICE = { address: 'buero@maklerwerk.example', name: 'Maklerwerk Maklerbüro' };
const HUK = { address: 'kfz-service@huk-coburg.example', name: 'HUK-COBURG Kfz-Service' };
const ERIKA = { address: 'erika.mustermann@example.org', name: 'Erika Mustermann' };

type DemoMail = {
  day: number;
  subject: string | null;
  extern: boolean;
  status?: 'OK' | 'ERROR' | 'SENDING';
  insurer?: boolean;
  text: string;
  pdf?: { name: string; title: string; pages: number };
};

/** Topics of the ordinary mail of the year, in and out (the table pages with 35 rows at 30 per page). */
const topics = [
  'Beitragsanpassung zum 01.01.',
  'Rückfrage zur SF-Klasse',
  'Adressänderung',
  'Bestätigung Zweitwagen-Regelung',
  'Kilometerstand 2026',
  'Werkstattbindung',
  'Schutzbrief – Leistungsumfang',
  'Termin zur Jahresberatung',
  'Neue Bankverbindung',
  'Fahrerkreis erweitern',
  'Rabattschutz',
  'Auslandsschadenschutz',
  'Grüne Karte für Urlaubsreise',
  'Teilkasko Glasbruch',
  'Beitragsrechnung erhalten',
];

function demoMails(): DemoMail[] {
  const mails: DemoMail[] = [
    {
      day: -3,
      subject: 'Ihre Schadenmeldung KS-2025-0107 – Abrechnung',
      extern: true,
      insurer: true,
      text:
        '<p>Sehr geehrte Damen und Herren,</p><p>anbei erhalten Sie die Abrechnung zum Schaden KS-2025-0107 ' +
        'Ihrer Kundin Erika Mustermann. Die Zahlung ist angewiesen.</p><p>Mit freundlichen Grüßen<br>HUK-COBURG Kfz-Service</p>',
      pdf: { name: 'Schadenabrechnung KS-2025-0107.pdf', title: 'Schadenabrechnung KS-2025-0107', pages: 2 },
    },
    {
      day: -2,
      subject: 'Unterlagen zur Beitragsanpassung',
      extern: false,
      status: 'ERROR',
      text: '<p>Sehr geehrte Frau Mustermann,</p><p>anbei die Unterlagen zur Beitragsanpassung.</p>',
    },
    {
      day: -1,
      subject: 'Ihre Versicherung KF-4711-0815',
      extern: false,
      status: 'SENDING',
      text: '<p>Sehr geehrte Frau Mustermann,</p><p>wir melden uns zu Ihrer Anfrage zum Zweitwagen.</p>',
    },
    {
      day: -20,
      subject: null,
      extern: true,
      text: '<p>Hallo, anbei noch das Foto vom Kilometerstand. Viele Grüße, Erika Mustermann</p>',
    },
  ];
  for (let i = 0; i < 31; i++) {
    const topic = topics[i % topics.length] ?? 'Rückfrage';
    const inbound = i % 3 === 1;
    mails.push({
      day: -30 - i * 9,
      subject: inbound ? `AW: ${topic}` : topic,
      extern: inbound,
      insurer: inbound && i % 2 === 0,
      status: inbound ? undefined : 'OK',
      text: inbound
        ? `<p>Guten Tag,</p><p>vielen Dank für Ihre Nachricht zu „${topic}“. Wir haben das notiert.</p>`
        : `<p>Sehr geehrte Frau Mustermann,</p><p>zu „${topic}“ erhalten Sie hier die gewünschten Informationen.</p><p>Mit freundlichen Grüßen</p>`,
    });
  }
  return mails;
}

/**
 * The postbox of KF-4711-0815 (issue 11 §9): 35 e-mails, among them an inbound mail from HUK-COBURG
 * with a PDF attachment and `insurance` set, an outbound one in status Error and one in Sending, and
 * one without subject. Sent mail shows the office as sender; received mail comes from Erika or HUK.
 */
export async function seedDemoCommunications(db: Db, blobs: BlobStore | undefined): Promise<void> {
  const found = await db
    .select({ id: contracts.id, brokerId: contracts.brokerId, customerId: contracts.customerId })
    .from(contracts)
    .where(eq(contracts.nummer, 'KF-4711-0815'))
    .limit(1);
  const contract = found[0];
  if (!contract) {
    return;
  }
  const [huk] = await db.select({ id: companies.id }).from(companies).where(eq(companies.kurzname, 'HUK-COBURG'));
  const [makler] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'makler'));
  const [customer] = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, contract.customerId));
  const erika = { ...ERIKA, address: customer?.email ?? ERIKA.address };
  const [kunde] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'kunde'));
  await seedOtherKinds(db, blobs, {
    ...contract,
    hukId: huk?.id ?? null,
    maklerId: makler?.id ?? null,
    kundeId: kunde?.id ?? null,
  });
  await db.transaction(async (tx) => {
    for (const [i, mail] of demoMails().entries()) {
      const sender = mail.extern ? (mail.insurer ? HUK : erika) : OFFICE;
      const receiver = mail.extern ? OFFICE : erika;
      const rows = await tx
        .insert(communications)
        .values({
          brokerId: contract.brokerId,
          customerId: contract.customerId,
          contractId: contract.id,
          category: 'EMAIL',
          extern: mail.extern,
          subject: mail.subject,
          bodyHtml: mail.text,
          fromAddress: sender.address,
          fromName: sender.name,
          toAddresses: [receiver.address],
          companyId: mail.insurer ? (huk?.id ?? null) : null,
          status: mail.status ?? null,
          messageId: `<demo-${i + 1}@maklerwerk.example>`,
          attempts: mail.status === 'ERROR' ? 6 : mail.status ? 1 : 0,
          lastError: mail.status === 'ERROR' ? '550 Postfach des Empfängers ist voll' : null,
          date: `${addDays(DEMO_AS_OF, mail.day)}T${String(8 + (i % 9)).padStart(2, '0')}:15:00+01:00`,
          createdByUserId: mail.extern ? null : (makler?.id ?? null),
        })
        .returning({ id: communications.id });
      const id = rows[0]?.id;
      if (id !== undefined && mail.pdf && blobs) {
        const bytes = await makeDemoPdf({ title: mail.pdf.title, pages: mail.pdf.pages });
        const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
        await tx.insert(communicationAttachments).values({
          communicationId: id,
          blobHash: info.hash,
          size: info.size,
          mimeType: 'application/pdf',
          fileName: mail.pdf.name,
        });
      }
    }
  });
}

type Owner = {
  id: number;
  brokerId: number;
  customerId: number;
  hukId: number | null;
  maklerId: number | null;
  kundeId: number | null;
};

async function storePdf(blobs: BlobStore | undefined, bytes: Uint8Array) {
  if (!blobs) {
    return undefined;
  }
  const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
  return { blobHash: info.hash, size: info.size, mimeType: 'application/pdf' };
}

/** A Gespräch, a Bemerkung, a Brief (PDF), a fax (PDF), an SMS and a Nachricht thread of two messages. */
async function seedOtherKinds(db: Db, blobs: BlobStore | undefined, o: Owner): Promise<void> {
  const at = (day: number, hour: number) => `${addDays(DEMO_AS_OF, day)}T${String(hour).padStart(2, '0')}:30:00+01:00`;
  const base = { brokerId: o.brokerId, customerId: o.customerId, contractId: o.id };
  const brief = await storePdf(
    blobs,
    await renderBrief({
      absender: { name: 'Max Makler Versicherungsmakler', strasse: 'Friedrichstraße 100', plzOrt: '10117 Berlin' },
      empfaenger: ['Frau', 'Erika Mustermann', 'Heidestraße 17', '51147 Köln'],
      ort: 'Berlin',
      datum: addDays(DEMO_AS_OF, -40),
      betreff: 'Ihre Kfz-Versicherung: Zweitwagen',
      bezug: 'Versicherungsnummer KF-4711-0815',
      text: 'Sehr geehrte Frau Mustermann,\n\nwie besprochen senden wir Ihnen die Unterlagen zur Zweitwagen-Regelung.\n\nMit freundlichen Grüßen\nMax Makler',
    }),
  );
  const fax = await storePdf(blobs, await makeDemoPdf({ title: 'Fax: Deckungsbestätigung KF-4711-0815', pages: 1 }));
  await db.transaction(async (tx) => {
    const insert = async (
      values: typeof communications.$inferInsert,
      file?: { name: string; stored?: Awaited<ReturnType<typeof storePdf>> },
      readBy?: number | null,
    ) => {
      const [row] = await tx
        .insert(communications)
        .values({ ...base, ...values })
        .returning({ id: communications.id });
      if (row && file?.stored) {
        await tx
          .insert(communicationAttachments)
          .values({ ...file.stored, communicationId: row.id, fileName: file.name });
      }
      if (row && readBy) {
        await tx.insert(communicationRead).values({ communicationId: row.id, userId: readBy });
      }
    };
    // Received from Erika's address without a policy number: on her, on no contract yet (Posteingang).
    await insert({
      contractId: null,
      category: 'EMAIL',
      extern: true,
      subject: 'Neue Anschrift ab Januar',
      bodyHtml:
        '<p>Guten Tag, ab dem 1. Januar wohne ich in der Lindenallee 5, 50668 Köln. Viele Grüße, Erika Mustermann</p>',
      fromAddress: 'erika.mustermann@example.com',
      fromName: 'Erika Mustermann',
      toAddresses: ['buero@maklerwerk.example'],
      date: at(-2, 7),
    });
    await insert({
      category: 'GESPRAECH',
      subject: 'Rückruf wegen Zweitwagen',
      bodyHtml:
        '<p>Kundin fragt nach der Zweitwagen-Regelung für das Auto ihres Sohnes. Unterlagen per Brief zugesagt.</p>',
      details: { nummer: '+49 221 1234567', richtung: 'EINGEHEND', dauerMinuten: 7 },
      date: at(-41, 10),
      createdByUserId: o.maklerId,
    });
    await insert({
      category: 'BEMERKUNG',
      subject: 'Kundin wünscht Kontakt per E-Mail',
      bodyHtml: '<p>Frau Mustermann möchte nicht mehr angerufen werden, sondern Post per E-Mail erhalten.</p>',
      date: at(-60, 9),
      createdByUserId: o.maklerId,
    });
    await insert(
      {
        category: 'SCHRIFTVERKEHR',
        subject: 'Ihre Kfz-Versicherung: Zweitwagen',
        bodyHtml: '<p>Brief an Erika Mustermann zur Zweitwagen-Regelung.</p>',
        toAddresses: ['Erika Mustermann'],
        date: at(-40, 11),
        createdByUserId: o.maklerId,
      },
      { name: 'Brief Ihre Kfz-Versicherung Zweitwagen.pdf', stored: brief },
    );
    await insert(
      {
        category: 'FAX',
        extern: true,
        subject: 'Deckungsbestätigung KF-4711-0815',
        fromAddress: '+49 9561 96-0',
        fromName: 'HUK-COBURG',
        companyId: o.hukId,
        date: at(-50, 14),
      },
      { name: 'Fax Deckungsbestätigung KF-4711-0815.pdf', stored: fax },
    );
    await insert({
      category: 'SMS',
      extern: true,
      subject: 'Bitte um Rückruf',
      bodyHtml: '<p>Guten Tag, bitte rufen Sie mich wegen der Beitragsrechnung zurück. Erika Mustermann</p>',
      fromAddress: '+49 170 1234567',
      fromName: 'Erika Mustermann',
      date: at(-12, 18),
    });
    await insert(
      {
        category: 'NACHRICHT',
        extern: true,
        subject: 'Gilt mein Schutzbrief auch in Italien?',
        bodyHtml: '<p>Hallo Herr Makler, gilt mein Schutzbrief auch im Urlaub in Italien?</p>',
        fromName: 'Erika Mustermann',
        date: at(-8, 20),
        createdByUserId: o.kundeId,
      },
      undefined,
      // The broker has read the question: he answered it.
      o.maklerId,
    );
    await insert({
      category: 'NACHRICHT',
      subject: 'Ja, der Schutzbrief gilt in ganz Europa.',
      bodyHtml:
        '<p>Guten Tag Frau Mustermann, ja: Ihr Schutzbrief gilt in ganz Europa, also auch in Italien. Gute Reise!</p>',
      fromName: 'Max Makler',
      date: at(-7, 9),
      createdByUserId: o.maklerId,
    });
  });
}
