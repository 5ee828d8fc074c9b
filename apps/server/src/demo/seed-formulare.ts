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
import type { Db, Executor } from '../db/client';
import { contracts, customers, formularAntraege, users } from '../db/schema';
import * as repo from '../features/formular/formular.repository';
import type { BlobStore } from '../files/blob-store';
import { pdfKunde, renderFormularPdf } from '../pdf/formular-pdf';
import { insertDocument, insertFile } from '../repositories/archive-document';
import { atHour } from './dates';
import { ERIKA_KUNDENNR } from './named-records';

/** The warning the demo Hausrat application shows on its untouched Wohnfläche (issue 16 item 8). */
export const DEMO_WOHNFLAECHE_WARNING = 'Die Wohnfläche weicht von den Angaben im Vertrag ab.';
const FINISHED_ON = '2026-10-14';

/** A demo form's PDF in the customer's (or contract's) archive, as finishing the form would file it. */
async function demoFormularPdf(
  tx: Executor,
  blobs: BlobStore,
  input: {
    definition: repo.DefinitionRow;
    kunde: typeof customers.$inferSelect;
    contract: Pick<typeof contracts.$inferSelect, 'id' | 'nummer' | 'brokerId'> | null;
    answers: FormularAnswers;
    statusText: string;
    makler: typeof users.$inferSelect;
    finishedAt: string;
  },
): Promise<number> {
  const { definition, kunde, contract, makler, finishedAt } = input;
  const pdfKundeBlock = pdfKunde(kunde);
  const bytes = await renderFormularPdf({
    label: definition.label,
    definitionVersion: definition.version,
    kunde: pdfKundeBlock,
    vertrag: contract?.nummer ?? null,
    datum: FINISHED_ON,
    statusText: input.statusText,
    zeilen: formularAnzeige(definition.definition as FormularDefinition, input.answers),
    erstelltVon: makler.displayName,
  });
  const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
  const bezeichnung = `${definition.label} ${pdfKundeBlock.name}`;
  const documentId = await insertDocument(tx, {
    brokerId: contract?.brokerId ?? kunde.brokerId,
    customerId: kunde.id,
    contractId: contract?.id ?? null,
    nodeId: formularArchiveNode(definition.antragTyp),
    bezeichnung,
    datum: FINISHED_ON,
    createdByUserId: makler.id,
    createdAt: finishedAt,
    updatedAt: finishedAt,
  });
  await insertFile(tx, documentId, {
    blobHash: info.hash,
    size: info.size,
    mimeType: 'application/pdf',
    fileName: `${bezeichnung}.pdf`,
    originalFileName: `${bezeichnung}.pdf`,
    createdByUserId: makler.id,
  });
  return documentId;
}

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
    const documentId = blobs
      ? await demoFormularPdf(tx, blobs, {
          definition: beratungDef,
          kunde: lvKunde,
          contract: lv,
          answers,
          statusText: antragLegend.ANTRAG_ORDNUNG?.label ?? 'in Ordnung',
          makler,
          finishedAt,
        })
      : null;
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
  const finishedAt = atHour(FINISHED_ON, 11);
  await db.transaction(async (tx) => {
    const documentId = blobs
      ? await demoFormularPdf(tx, blobs, {
          definition,
          kunde: erika,
          contract: null,
          answers,
          statusText: anlegerprofilLegend.BESTATIGT_PENDING?.label ?? 'unbestätigt',
          makler,
          finishedAt,
        })
      : null;
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
