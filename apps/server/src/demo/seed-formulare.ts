import { Readable } from 'node:stream';
import {
  anlegerprofilLegend,
  antragLegend,
  type FormularAnswers,
  type FormularDefinition,
  findKatalogEintrag,
  formularAnzeige,
  formularArchiveNode,
} from '@maklerwerk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contracts, customers, formularAntraege, users } from '../db/schema';
import * as dokumentRepo from '../features/dokument/dokument.repository';
import * as repo from '../features/formular/formular.repository';
import type { BlobStore } from '../files/blob-store';
import { renderFormularPdf } from '../pdf/formular-pdf';
import { atHour } from './dates';
import { ERIKA_KUNDENNR } from './named-records';

/** The warning the demo Hausrat application shows on its untouched Wohnfläche (issue 16 item 8). */
export const DEMO_WOHNFLAECHE_WARNING = 'Die Wohnfläche weicht von den Angaben im Vertrag ab.';
const FINISHED_ON = '2026-10-14';

async function contractByNummer(db: Db, nummer: string) {
  const [row] = await db.select().from(contracts).where(eq(contracts.nummer, nummer)).limit(1);
  return row;
}

/**
 * Demo forms (decision 0028): a finished Beratungsdokumentation for LV-2024-000123 (ANTRAG_ORDNUNG,
 * its PDF in the contract's Beratung when a file store is given) and Erika Mustermann's unfinished
 * Hausrat application for HR-55501 with a server warning on the Wohnfläche; her finished investor
 * profile (Anlegerprofil) in BESTATIGT_PENDING, its PDF in her Beratung folder.
 */
export async function seedDemoFormulare(db: Db, blobs?: BlobStore): Promise<void> {
  await repo.ensureFormularDefinitionen(db);
  const [makler] = await db.select().from(users).where(eq(users.username, 'makler')).limit(1);
  const lv = await contractByNummer(db, 'LV-2024-000123');
  const [erika] = await db.select().from(customers).where(eq(customers.kundennr, ERIKA_KUNDENNR)).limit(1);
  const hr = await contractByNummer(db, 'HR-55501');
  const beratung = findKatalogEintrag('VERSICHERUNG', 'beratungsdokumentationVersicherungen');
  const hausrat = findKatalogEintrag('VERSICHERUNG', 'hausratAntrag');
  const beratungDef = await repo.findLatestDefinition(db, 'VERSICHERUNG', 'beratungsdokumentationVersicherungen');
  const hausratDef = await repo.findLatestDefinition(db, 'VERSICHERUNG', 'hausratAntrag');
  const anlage = findKatalogEintrag('ANLAGE', 'anlegerprofil');
  const anlageDef = await repo.findLatestDefinition(db, 'ANLAGE', 'anlegerprofil');
  if (
    !makler ||
    !lv ||
    !erika ||
    !hr ||
    !beratung ||
    !hausrat ||
    !beratungDef ||
    !hausratDef ||
    !anlage ||
    !anlageDef
  ) {
    throw new Error('Demo-Bestand: Vertrag, Kundin oder Formular für die Demo-Formulare fehlt.');
  }
  const [lvKunde] = await db.select().from(customers).where(eq(customers.id, lv.customerId)).limit(1);
  if (!lvKunde) {
    throw new Error('Demo-Bestand: Kunde von LV-2024-000123 fehlt.');
  }
  const lvKundeName = [lvKunde.vorname, lvKunde.name].filter(Boolean).join(' ');
  const answers = {
    ...beratung.beispiel,
    kundeName: lvKundeName,
    wuensche: 'Absicherung der Familie und der Baufinanzierung im Todesfall',
    datum: FINISHED_ON,
  };
  const finishedAt = atHour(FINISHED_ON, 15);
  await db.transaction(async (tx) => {
    let documentId: number | null = null;
    if (blobs) {
      const bytes = await renderFormularPdf({
        label: beratungDef.label,
        definitionVersion: beratungDef.version,
        kunde: {
          name: lvKundeName,
          kundennr: lvKunde.kundennr,
          anschrift: [
            [lvKunde.strasse, lvKunde.hausnr].filter(Boolean).join(' '),
            [lvKunde.plz, lvKunde.ort].filter(Boolean).join(' '),
          ].join(', '),
        },
        vertrag: lv.nummer,
        datum: FINISHED_ON,
        statusText: antragLegend.ANTRAG_ORDNUNG?.label ?? 'in Ordnung',
        zeilen: formularAnzeige(beratungDef.definition as FormularDefinition, answers),
        erstelltVon: makler.displayName,
      });
      const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
      const fileName = 'Beratungsdokumentation Versicherungen.pdf';
      documentId = await dokumentRepo.insertDocument(tx, {
        brokerId: lv.brokerId,
        customerId: lv.customerId,
        contractId: lv.id,
        nodeId: formularArchiveNode(beratungDef.antragTyp),
        bezeichnung: `Beratungsdokumentation Versicherungen ${lvKundeName}`,
        datum: FINISHED_ON,
        createdByUserId: makler.id,
        createdAt: finishedAt,
        updatedAt: finishedAt,
      });
      await dokumentRepo.insertFile(tx, documentId, {
        blobHash: info.hash,
        size: info.size,
        mimeType: 'application/pdf',
        fileName,
        originalFileName: fileName,
        createdByUserId: makler.id,
      });
    }
    await tx.insert(formularAntraege).values([
      {
        definitionId: beratungDef.id,
        customerId: lv.customerId,
        contractId: lv.id,
        brokerId: lv.brokerId,
        status: 'ANTRAG_ORDNUNG',
        answers,
        warnings: { antragWarnings: {}, positionWarnings: {} },
        readOnly: true,
        documentId,
        createdByUserId: makler.id,
        createdAt: atHour(FINISHED_ON, 14),
        updatedAt: finishedAt,
        finishedAt,
        version: 3,
      },
      {
        definitionId: hausratDef.id,
        customerId: erika.id,
        contractId: hr.id,
        brokerId: hr.brokerId,
        status: 'OFFEN',
        answers: { ...hausrat.beispiel, wohnflaeche: '120', versicherungssumme: '78.000,00', iban: null, bic: null },
        warnings: { antragWarnings: { wohnflaeche: DEMO_WOHNFLAECHE_WARNING }, positionWarnings: {} },
        createdByUserId: makler.id,
      },
    ]);
  });
  await seedErikaAnlegerprofil(db, blobs, {
    makler,
    erika,
    definition: anlageDef,
    answers: { ...anlage.beispiel },
  });
}

/** Erika Mustermann's finished investor profile, unconfirmed (BESTATIGT_PENDING), its PDF in Beratung. */
async function seedErikaAnlegerprofil(
  db: Db,
  blobs: BlobStore | undefined,
  {
    makler,
    erika,
    definition,
    answers,
  }: {
    makler: typeof users.$inferSelect;
    erika: typeof customers.$inferSelect;
    definition: repo.DefinitionRow;
    answers: FormularAnswers;
  },
): Promise<void> {
  const name = [erika.vorname, erika.name].filter(Boolean).join(' ');
  const finishedAt = atHour(FINISHED_ON, 11);
  await db.transaction(async (tx) => {
    let documentId: number | null = null;
    if (blobs) {
      const bytes = await renderFormularPdf({
        label: definition.label,
        definitionVersion: definition.version,
        kunde: {
          name,
          kundennr: erika.kundennr,
          anschrift: [
            [erika.strasse, erika.hausnr].filter(Boolean).join(' '),
            [erika.plz, erika.ort].filter(Boolean).join(' '),
          ].join(', '),
        },
        vertrag: null,
        datum: FINISHED_ON,
        statusText: anlegerprofilLegend.BESTATIGT_PENDING?.label ?? 'unbestätigt',
        zeilen: formularAnzeige(definition.definition as FormularDefinition, answers),
        erstelltVon: makler.displayName,
      });
      const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
      const fileName = `Anlegerprofil ${name}.pdf`;
      documentId = await dokumentRepo.insertDocument(tx, {
        brokerId: erika.brokerId,
        customerId: erika.id,
        contractId: null,
        nodeId: formularArchiveNode(definition.antragTyp),
        bezeichnung: `Anlegerprofil ${name}`,
        datum: FINISHED_ON,
        createdByUserId: makler.id,
        createdAt: finishedAt,
        updatedAt: finishedAt,
      });
      await dokumentRepo.insertFile(tx, documentId, {
        blobHash: info.hash,
        size: info.size,
        mimeType: 'application/pdf',
        fileName,
        originalFileName: fileName,
        createdByUserId: makler.id,
      });
    }
    await tx.insert(formularAntraege).values({
      definitionId: definition.id,
      customerId: erika.id,
      contractId: null,
      brokerId: erika.brokerId,
      status: 'ANTRAG_ORDNUNG',
      anlegerprofilStatus: 'BESTATIGT_PENDING',
      answers,
      warnings: { antragWarnings: {}, positionWarnings: {} },
      readOnly: true,
      documentId,
      createdByUserId: makler.id,
      createdAt: atHour(FINISHED_ON, 10),
      updatedAt: finishedAt,
      finishedAt,
      version: 3,
    });
  });
}
