// Finishing a form into its PDF and confirming an investor profile (spec dokumente-formulare.md; decision 0028).
import { Readable } from 'node:stream';
import {
  type Actor,
  AppError,
  anlegerprofilConfirmStep,
  anlegerprofilLegend,
  anlegerprofilStatusOnFinish,
  antragLegend,
  canFillFormular,
  type DokumentNodeId,
  dokumentNodeLabel,
  type FinishFormularBody,
  type FormularAnswers,
  type FormularAntrag,
  type FormularDefinition,
  finishDecision,
  formularAnzeige,
  formularArchiveNode,
  NOT_AN_ANLEGERPROFIL,
  todayInGermany,
  validateFormular,
} from '@maklerwerk/domain';
import { findVisibleDocument } from '../../auth/document-access';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../files/blob-store';
import { safeFileName } from '../../files/zip-stream';
import { authorize } from '../../lib/authorize';
import { pdfKunde, renderFormularPdf } from '../../pdf/formular-pdf';
import { writeChangeLog } from '../../repositories/aenderungslog.writer';
import { insertDocument, insertFile } from '../../repositories/archive-document';
import * as repo from './formular.repository';
import { assertChangeable, asWarnings, findVisibleAntrag, toView } from './formular.service';

const OPEN_POINTS =
  'Das Formular hat noch offene Punkte. Prüfen Sie die markierten Felder oder schließen Sie es bestätigt als fehlerhaft ab.';

/**
 * Finishes a form: the status from finishDecision (open points need `bestaetigt` and give
 * ANTRAG_FEHLER), the PDF into the archive (Beratung, or Vertragsunterlagen for an application),
 * READ_ONLY from then on; document, form and change log in one transaction.
 */
export async function finishFormular(
  db: Db,
  blobs: BlobStore,
  actor: Actor,
  id: number,
  body: FinishFormularBody,
): Promise<FormularAntrag> {
  const loaded = await findVisibleAntrag(db, actor, id);
  authorize(actor, canFillFormular);
  const { antrag, customer, definition } = loaded;
  assertChangeable(antrag);
  if (antrag.version !== body.version) {
    throw new AppError('STALE_VERSION');
  }
  const def = definition.definition as FormularDefinition;
  const answers = antrag.answers as FormularAnswers;
  const decision = finishDecision(validateFormular(def, answers).errors, asWarnings(antrag.warnings), body.bestaetigt);
  if (!decision.ok) {
    throw new AppError('UNPROCESSABLE', OPEN_POINTS, decision.openPoints);
  }
  const contract = antrag.contractId === null ? undefined : await repo.contractNummer(db, antrag.contractId);
  const datum = todayInGermany();
  const nodeId = formularArchiveNode(definition.antragTyp);
  const anlegerprofilStatus = anlegerprofilStatusOnFinish(definition.antragTyp, decision.status);
  const kunde = pdfKunde(customer);
  const bytes = await renderFormularPdf({
    label: definition.label,
    definitionVersion: definition.version,
    kunde,
    vertrag: contract?.nummer ?? null,
    datum,
    statusText:
      (anlegerprofilStatus ? anlegerprofilLegend[anlegerprofilStatus]?.label : antragLegend[decision.status]?.label) ??
      decision.status,
    zeilen: formularAnzeige(def, answers),
    erstelltVon: actor.viewed.displayName,
  });
  const info = await blobs.put(Readable.from([Buffer.from(bytes)]), { maxBytes: Number.MAX_SAFE_INTEGER });
  const bezeichnung = `${definition.label} ${kunde.name}`.slice(0, 200);
  const fileName = `${safeFileName(bezeichnung).slice(0, 180) || 'Formular'}.pdf`;
  await db.transaction(async (tx) => {
    const documentId = await insertDocument(tx, {
      brokerId: antrag.brokerId ?? customer.brokerId,
      customerId: customer.id,
      contractId: antrag.contractId,
      nodeId,
      bezeichnung,
      datum,
      createdByUserId: actor.viewed.id,
    });
    await insertFile(tx, documentId, {
      blobHash: info.hash,
      size: info.size,
      mimeType: 'application/pdf',
      fileName,
      originalFileName: fileName,
      createdByUserId: actor.viewed.id,
    });
    await writeChangeLog(tx, actor, { type: 'dokument', id: documentId }, [
      { field: 'angelegt', oldValue: null, newValue: `${bezeichnung} (${dokumentNodeLabel[nodeId]})` },
      { field: 'datei', oldValue: null, newValue: fileName },
    ]);
    const hit = await repo.updateAntrag(tx, antrag.id, body.version, {
      status: decision.status,
      anlegerprofilStatus,
      readOnly: true,
      documentId,
      finishedAt: new Date().toISOString(),
    });
    if (!hit) {
      throw new AppError('STALE_VERSION');
    }
    await writeChangeLog(tx, actor, { type: 'formular', id: antrag.id }, [
      { field: 'abgeschlossen', oldValue: null, newValue: `${fileName} (${dokumentNodeLabel[nodeId]})` },
      { field: 'status', oldValue: 'offen', newValue: antragLegend[decision.status]?.label ?? decision.status },
    ]);
  });
  return toView(db, actor, await findVisibleAntrag(db, actor, id));
}

/**
 * Confirms an investor profile (spec §7 'Confirm investor profile'), a four-eyes check: the document of
 * the docInfo pair must be visible (404), the actor an office user who may write (403), the document the
 * PDF of an investor profile whose next step the actor may take (anlegerprofilConfirmStep, 422 with the
 * reason otherwise). BESTATIGT_PENDING → BESTATIGT stores the original user as the confirmer; BESTATIGT →
 * BESTATIGT_OK by another original internal staff member. Change log `anlegerprofil`.
 */
export async function confirmAnlegerprofil(
  db: Db,
  actor: Actor,
  docInfo: [DokumentNodeId, number],
): Promise<FormularAntrag> {
  const doc = await findVisibleDocument(db, actor, docInfo[1], { nodeId: docInfo[0] });
  authorize(actor, canFillFormular);
  const antrag = await repo.findAntragByDocument(db, doc.id);
  const loaded = antrag ? await findVisibleAntrag(db, actor, antrag.id) : undefined;
  if (loaded?.definition.antragTyp !== 'ANLEGERPROFIL') {
    throw new AppError('UNPROCESSABLE', NOT_AN_ANLEGERPROFIL);
  }
  const step = anlegerprofilConfirmStep(actor, {
    status: loaded.antrag.anlegerprofilStatus,
    bestaetigtVon: loaded.antrag.anlegerprofilBestaetigtVon,
  });
  if (!step.ok) {
    throw new AppError('UNPROCESSABLE', step.message);
  }
  const before = loaded.antrag.anlegerprofilStatus ?? '';
  await db.transaction(async (tx) => {
    const hit = await repo.updateAntrag(tx, loaded.antrag.id, loaded.antrag.version, {
      anlegerprofilStatus: step.next,
      // The real person confirms, also while viewing as somebody: the second check needs another one.
      ...(step.next === 'BESTATIGT' ? { anlegerprofilBestaetigtVon: actor.original.id } : {}),
    });
    if (!hit) {
      throw new AppError('STALE_VERSION');
    }
    await writeChangeLog(tx, actor, { type: 'formular', id: loaded.antrag.id }, [
      {
        field: 'anlegerprofil',
        oldValue: anlegerprofilLegend[before]?.label ?? before,
        newValue: anlegerprofilLegend[step.next]?.label ?? step.next,
      },
    ]);
  });
  return toView(db, actor, await findVisibleAntrag(db, actor, loaded.antrag.id));
}
