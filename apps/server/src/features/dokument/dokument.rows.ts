import {
  type Actor,
  anlegerprofilConfirmLabel,
  canConfirmAnlegerprofil,
  canManageDocuments,
  canRestoreDocuments,
  type DokumentNodeId,
  type DokumentRow,
  HINWEIS,
  isCustomerKind,
  ROW_ACTION,
  type RowAction,
} from '@maklerwerk/domain';
import { toIsoTimestamp } from '../../lib/timestamp';
import type { FormOfDocument, PageRow } from './dokument.repository';

function action(
  key: string,
  icon: string,
  label: string,
  options: Partial<
    Pick<RowAction, 'sendData' | 'confirmationTitle' | 'confirmationMessage' | 'showIfDeleted' | 'additionalData'>
  > = {},
): RowAction {
  return {
    key,
    icon,
    label,
    specificAction: key,
    sendData: options.sendData ?? [],
    confirmationTitle: options.confirmationTitle ?? null,
    confirmationMessage: options.confirmationMessage ?? null,
    showIfDeleted: options.showIfDeleted ?? false,
    additionalData: options.additionalData ?? null,
  };
}

// The actions without a row's own data, one frozen object each for every row and request (a folder
// page holds about ten per row: building them anew was most of its garbage).
const DOWNLOAD = Object.freeze(action(ROW_ACTION.download, 'download', 'Herunterladen', { showIfDeleted: true }));
const HISTORY = Object.freeze(action(ROW_ACTION.history, 'history', 'Versionen anzeigen', { showIfDeleted: true }));
const RESTORE = Object.freeze(action(ROW_ACTION.restore, 'restore', 'Wiederherstellen', { showIfDeleted: true }));
const COPY_LINK = Object.freeze(action(ROW_ACTION.copyLink, 'link', 'Download-Link kopieren'));
const EDIT = Object.freeze(action(ROW_ACTION.edit, 'edit', 'Bearbeiten'));
const ADD_FILES = Object.freeze(action(ROW_ACTION.addFiles, 'files', 'Dateien hinzufügen'));
const REFUSE = Object.freeze(action(ROW_ACTION.refuse, 'eye-off', 'Freigabe für den Kunden entziehen'));
const RELEASE = Object.freeze(action(ROW_ACTION.release, 'eye', 'Für den Kunden freigeben'));
const SIGN = Object.freeze(action(ROW_ACTION.sign, 'signature', 'e-Signatur'));
const SUBMIT = Object.freeze(action(ROW_ACTION.submit, 'send', 'Als eingereicht ablegen'));
const ASSIGN_DAMAGE = Object.freeze(action(ROW_ACTION.assignDamage, 'damage', 'Einer Schadensmeldung zuordnen'));
// Parts of the spec that need a provider or data Maklerwerk lacks: shown with their note (decision 0046).
const CONSULTATION_VIDEO = Object.freeze(
  action(ROW_ACTION.consultationVideo, 'video', 'Aufgezeichnetes Beratungsvideo', {
    additionalData: { hinweis: HINWEIS.beratungsvideo },
  }),
);
const CONSORTIUM = Object.freeze(
  action(ROW_ACTION.consortium, 'consortium', 'Konsortialdaten aktualisieren', {
    additionalData: { hinweis: HINWEIS.konsortium },
  }),
);

/** 'Formular öffnen': the filled form of a form's PDF, by its type and path (the web builds the link, antragLink). */
function openFormAction(form: FormOfDocument): RowAction {
  return action(ROW_ACTION.openForm, 'form', 'Formular öffnen', {
    sendData: [
      { key: 'antragTyp', value: form.antragTyp },
      { key: 'formGroupPath', value: form.formGroupPath },
      { key: 'formPath', value: form.formPath },
      { key: 'antragsdatenId', value: String(form.id) },
    ],
  });
}

/**
 * The row actions this user may run on this document: the server decides, the table only shows them.
 * A form's PDF opens its form (customers read their own read-only); an investor profile's PDF offers
 * the next confirm step to whoever may take it (four-eyes check, anlegerprofilConfirmStep).
 */
export function rowActions(actor: Actor, row: PageRow, form?: FormOfDocument): RowAction[] {
  const doc = row.doc;
  const manage = canManageDocuments(actor);
  const exists = doc.removedAt === null;
  const actions: RowAction[] = [DOWNLOAD];
  if (form && exists) {
    actions.push(openFormAction(form));
  }
  if (isCustomerKind(actor.viewed)) {
    return actions;
  }
  const profil = { status: form?.anlegerprofilStatus ?? null, bestaetigtVon: form?.bestaetigtVon ?? null };
  if (form?.antragTyp === 'ANLEGERPROFIL' && exists && canConfirmAnlegerprofil(actor, profil)) {
    actions.push(action(ROW_ACTION.confirmAnlegerprofil, 'confirm', anlegerprofilConfirmLabel(profil.status)));
  }
  actions.push(HISTORY);
  if (exists && doc.nodeId === 'BERATUNG') {
    actions.push(CONSULTATION_VIDEO);
  }
  if (!exists) {
    if (canRestoreDocuments(actor)) {
      actions.push(RESTORE);
    }
    return actions;
  }
  if (!manage) {
    return actions;
  }
  actions.push(COPY_LINK, EDIT, ADD_FILES);
  if (doc.contractId !== null) {
    actions.push(doc.kundenFreigabe ? REFUSE : RELEASE);
  }
  // The server decides the signing flow (documentSignAction); submitting follows a signing run.
  actions.push(SIGN);
  if (doc.signaturStatus === 'UNTERSCHRIEBEN' || doc.signaturStatus === 'TEILWEISE_UNTERSCHRIEBEN') {
    actions.push(SUBMIT);
  }
  // Once assigned to a damage report, the assign action is hidden (vertrag-details.md §4).
  if (doc.contractId !== null && doc.damageReportId === null) {
    actions.push(ASSIGN_DAMAGE);
  }
  if (doc.contractId !== null) {
    actions.push(CONSORTIUM);
  }
  actions.push(
    action(ROW_ACTION.delete, 'trash', 'Löschen', {
      confirmationTitle: 'Dokument löschen',
      confirmationMessage: `Soll das Dokument „${doc.bezeichnung}“ wirklich gelöscht werden?`,
    }),
  );
  return actions;
}

export const RELEASED = 'FREIGABE_MAKLER_VORHANDEN';
export const REFUSED = 'FREIGABE_MAKLER_VERWEIGERT';

const finishedStatus = (status: string | undefined): DokumentRow['antragStatus'] =>
  status === 'ANTRAG_ORDNUNG' || status === 'ANTRAG_FEHLER' ? status : null;

/** One row of the node answer (spec §3 "Document row"); `form` when the document is a finished form's PDF. */
export function toDokumentRow(actor: Actor, row: PageRow, form?: FormOfDocument): DokumentRow {
  const doc = row.doc;
  const customer = isCustomerKind(actor.viewed);
  return {
    id: doc.id,
    dokId: doc.id,
    nodeId: doc.nodeId as DokumentNodeId,
    bezeichnung: doc.bezeichnung,
    fileId: row.fileId,
    fileName: row.fileName,
    originalFileName: row.originalFileName,
    mimeType: row.mimeType,
    size: Number(row.size),
    datum: doc.datum,
    bemerkung: customer ? null : doc.bemerkung,
    exists: doc.removedAt === null,
    kundenFreigabe: doc.kundenFreigabe,
    documentCount: row.documentCount,
    versionCount: row.versionCount,
    additionalColumns: { documentCount: row.documentCount },
    statusActions: customer ? [] : [doc.kundenFreigabe ? RELEASED : REFUSED],
    vorlageStatus: customer ? null : (doc.vorlageStatus as DokumentRow['vorlageStatus']),
    signaturStatus: customer ? null : (doc.signaturStatus as DokumentRow['signaturStatus']),
    antragStatus: customer ? null : finishedStatus(form?.status),
    anlegerprofilStatus: customer ? null : ((form?.anlegerprofilStatus ?? null) as DokumentRow['anlegerprofilStatus']),
    formular: form
      ? { id: form.id, antragTyp: form.antragTyp, formGroupPath: form.formGroupPath, formPath: form.formPath }
      : null,
    actions: rowActions(actor, row, form),
    actionOnClick: 'PREVIEW',
    draggable: false,
    fileWithSignedAttachments: false,
    vertragId: doc.contractId,
    schadenId: doc.damageReportId,
    schadennr: row.schadennr,
    schadenSichtbar: row.schadenSichtbar,
    kundeTeilen: customer ? null : doc.kundenFreigabe ? 'MIT_KUNDE_TEILEN' : 'NICHT_MIT_KUNDE_TEILEN',
    kundeId: doc.customerId,
    uploaded: toIsoTimestamp(doc.createdAt),
    uploadedBy: customer ? null : row.uploadedBy,
    version: doc.version,
  };
}
