import { PAGE_SIZE } from '../constants';
import type { Actor } from '../permissions';
import { canManageDocuments, effectiveRights, isBrokerLike, isCustomerKind } from '../permissions';
import type { DokumentHeader, DokumentSelection, HeaderAction, RowAction } from './dokument.schema';

/** Header actions of the archive (spec §6, vertrag-details.md §5). */
export const HEADER_ACTION = {
  upload: 'UPLOAD',
  archive: 'ARCHIVE',
  addFile: 'ADD_FILE',
  pickUp: 'ABHOLEN',
  downloadMarked: 'DOWNLOAD_MARKIERTE',
  deleteMarked: 'LOESCHEN_MARKIERTE',
  sendMarkedByMail: 'MAIL_MARKIERTE',
} as const;

/** Row actions the server offers; the client runs them by key (an unknown key only logs a warning). */
export const ROW_ACTION = {
  download: 'DOWNLOAD',
  edit: 'BEARBEITEN',
  history: 'VERSIONEN',
  addFiles: 'DATEIEN_HINZUFUEGEN',
  delete: 'LOESCHEN',
  restore: 'WIEDERHERSTELLEN',
  release: 'FREIGABE_ERTEILEN',
  refuse: 'FREIGABE_ENTZIEHEN',
  assignDamage: 'SCHADEN_ZUORDNEN',
  copyLink: 'LINK_KOPIEREN',
  sign: 'SIGNIEREN',
  submit: 'EINREICHEN',
  /** The filled form of a form's PDF (sendData antragTyp, formGroupPath, formPath, antragsdatenId): the web opens it. */
  openForm: 'ANTRAG_OEFFNEN',
  /** The next confirm step of an investor profile's PDF (confirmAnlegerprofil with docInfo). */
  confirmAnlegerprofil: 'ANLEGERPROFIL_BESTAETIGEN',
  /** The recorded consultation video of a Beratung document (spec §2 modals): uploaded videos, else a note. */
  consultationVideo: 'BERATUNGSVIDEO',
  /** 'update consortium base data' (spec §7): shown with the reason it is not available (HINWEIS.konsortium). */
  consortium: 'KONSORTIALDATEN',
} as const;

/**
 * The German notes of the spec's parts that need an outside provider or data Maklerwerk does not have
 * (issue 36, docs/decisions/0046). A row action carrying `additionalData.hinweis` opens a dialog with it.
 */
export const HINWEIS = {
  beratungsvideo:
    'Aufgezeichnete Beratungsvideos stehen zur Verfügung, sobald ein Anbieter für Videoberatung angebunden ist.',
  beratungsvideoHochladen:
    'Ein Video der Beratung, das Sie selbst aufgezeichnet haben, hängen Sie mit „Dateien hinzufügen“ an dieses Dokument an; es erscheint dann hier.',
  konsortium:
    'Konsortialdaten können nicht aktualisiert werden: Maklerwerk führt keine Konsortialverträge. Ein Vertrag hat genau eine Gesellschaft; beteiligte Versicherer, ihre Anteile und die führende Gesellschaft sind nicht erfasst, und es ist kein Dienst angebunden, der sie liefert.',
  gespraechsaufzeichnungen:
    'Tonaufzeichnungen von Telefonaten stehen zur Verfügung, sobald eine Telefonanlage mit Gesprächsaufzeichnung angebunden ist. Hier stehen die im Postfach des Vertrags erfassten Gespräche (Telefonnotizen).',
} as const;

/** Status actions that mean 'released to the customer' or 'refused' (spec §4 "Customer visibility"). */
export const RELEASED_STATUS_ACTIONS = ['FREIGABE_KUNDE_VORHANDEN', 'FREIGABE_MAKLER_VORHANDEN'] as const;
export const REFUSED_STATUS_ACTIONS = ['FREIGABE_KUNDE_VERWEIGERT', 'FREIGABE_MAKLER_VERWEIGERT'] as const;

export type FreigabeState = 'released' | 'refused';

/** Eye or crossed eye: released when kundenFreigabe or a released status action, else refused. */
export function freigabeState(row: { kundenFreigabe: boolean; statusActions: readonly string[] }): FreigabeState {
  if (row.kundenFreigabe || row.statusActions.some((a) => (RELEASED_STATUS_ACTIONS as readonly string[]).includes(a))) {
    return 'released';
  }
  return 'refused';
}

/** The action a click on the eye runs: the one that flips the state. */
export function freigabeToggleAction(state: FreigabeState): string {
  return state === 'released' ? ROW_ACTION.refuse : ROW_ACTION.release;
}

/** Who sees which document: customers only released ones (the server filters, spec §4; issue 10 §5). */
export const onlyReleasedDocuments = (a: Actor) => isCustomerKind(a.viewed);

/** Broker or bypass users see the status, e-signature and actions columns (spec §6). */
export function seesStatusColumns(a: Actor, row?: { vertragId: number | null }): boolean {
  if (row && row.vertragId === null && !isCustomerKind(a.viewed)) {
    return true;
  }
  return isBrokerLike(a.viewed) || effectiveRights(a).bypass;
}

export const COLUMN = {
  bezeichnung: 'bezeichnung',
  datum: 'datum',
  vorlageStatus: 'vorlageStatus',
  signaturStatus: 'signaturStatus',
  antragStatus: 'antragStatus',
  anlegerprofilStatus: 'anlegerprofilStatus',
  freigabe: 'kundenFreigabe',
  documentCount: 'documentCount',
  bemerkung: 'bemerkung',
  size: 'size',
  uploadedBy: 'uploadedBy',
  schadennr: 'schadennr',
  actions: 'actions',
} as const;

/** Widths of spec §9: name 250, template status 200, e-signature 200, documents 120. */
/**
 * name, templateStatus, eSignature and documents from spec §3; damageNumber ours (fits 'KS-2025-0107' unbroken);
 * application and investorProfile ours (the pills 'in Ordnung' with its icon and 'bestätigt (geprüft)').
 */
export const COLUMN_WIDTH = {
  name: 250,
  templateStatus: 200,
  eSignature: 200,
  documents: 120,
  damageNumber: 130,
  /** The release eye and the shared-with-customer pill 'nicht geteilt'. */
  customer: 150,
  application: 140,
  investorProfile: 180,
} as const;

function header(
  key: string,
  label: string,
  dataType: DokumentHeader['dataType'],
  options: Partial<Omit<DokumentHeader, 'key' | 'label' | 'dataType'>> = {},
): DokumentHeader {
  return {
    key,
    label,
    dataType,
    cellProps: options.cellProps ?? {},
    visible: options.visible ?? true,
    lockedColumn: options.lockedColumn ?? null,
    clickable: options.clickable ?? false,
    sortable: options.sortable ?? false,
  };
}

/** Status icon types of a node (spec §3 availableStatusIcons): release, application, investor profile. */
export const STATUS_ICON = { freigabe: 'FREIGABE', antrag: 'ANTRAG', anlegerprofil: 'ANLEGERPROFIL' } as const;

/**
 * The status icons a node delivers (spec §6): only to those who see the status columns (never
 * customers); ANTRAG and ANLEGERPROFIL when rows of the page carry such a status.
 */
export function nodeStatusIcons(
  a: Actor,
  rows: readonly { antragStatus: string | null; anlegerprofilStatus: string | null }[],
): string[] {
  if (isCustomerKind(a.viewed) || !seesStatusColumns(a)) {
    return [];
  }
  const icons: string[] = [STATUS_ICON.freigabe];
  if (rows.some((r) => r.antragStatus !== null)) {
    icons.push(STATUS_ICON.antrag);
  }
  if (rows.some((r) => r.anlegerprofilStatus !== null)) {
    icons.push(STATUS_ICON.anlegerprofil);
  }
  return icons;
}

/** What of a node's answer decides further columns: its status icons and the keys of its row actions. */
export type NodeColumnInput = { statusIcons?: readonly string[]; actions?: readonly string[] };

/**
 * The columns of a node for this user (spec §6): customer-only users see name, date, files and size;
 * broker or bypass users also the status columns (release, presentation, application and investor
 * profile when the node has such rows, e-signature) and actions; for the others the bemerkung column is
 * removed. A node with a form's PDF ('Formular öffnen') shows the actions column to everybody: it is
 * the only way to the form (a customer reads his own forms).
 */
export function documentHeaders(a: Actor, node: NodeColumnInput = {}): DokumentHeader[] {
  const customer = isCustomerKind(a.viewed);
  const status = !customer && seesStatusColumns(a);
  const icons = node.statusIcons ?? [];
  const headers: DokumentHeader[] = [
    header(COLUMN.bezeichnung, 'Bezeichnung', 'TEXT', {
      cellProps: { width: COLUMN_WIDTH.name },
      lockedColumn: 'left',
      clickable: true,
      sortable: true,
    }),
    header(COLUMN.datum, 'Datum', 'DATE', { sortable: true }),
  ];
  if (!customer) {
    headers.push(header(COLUMN.schadennr, 'Schaden', 'TEXT', { cellProps: { width: COLUMN_WIDTH.damageNumber } }));
  }
  if (status) {
    headers.push(
      header(COLUMN.freigabe, 'Kunde', 'FREIGABE', { cellProps: { width: COLUMN_WIDTH.customer, align: 'center' } }),
      header(COLUMN.vorlageStatus, 'Vorlagestatus', 'PILL', {
        cellProps: { width: COLUMN_WIDTH.templateStatus, align: 'center' },
      }),
    );
    if (icons.includes(STATUS_ICON.antrag)) {
      headers.push(
        header(COLUMN.antragStatus, 'Antrag', 'PILL', {
          cellProps: { width: COLUMN_WIDTH.application, align: 'center' },
        }),
      );
    }
    if (icons.includes(STATUS_ICON.anlegerprofil)) {
      headers.push(
        header(COLUMN.anlegerprofilStatus, 'Anlegerprofil', 'PILL', {
          cellProps: { width: COLUMN_WIDTH.investorProfile, align: 'center' },
        }),
      );
    }
    headers.push(
      header(COLUMN.signaturStatus, 'e-Signatur', 'PILL', {
        cellProps: { width: COLUMN_WIDTH.eSignature, align: 'center' },
      }),
    );
  }
  headers.push(
    header(COLUMN.documentCount, 'Dokumente', 'COUNT', {
      cellProps: { width: COLUMN_WIDTH.documents, align: 'center' },
    }),
    header(COLUMN.size, 'Größe', 'FILESIZE', { cellProps: { align: 'right' } }),
  );
  if (status) {
    headers.push(
      header(COLUMN.bemerkung, 'Bemerkung', 'TEXT', { cellProps: { width: 220 } }),
      // Delivered but not shown by default: the table stays within a 1440 px screen (history shows who).
      header(COLUMN.uploadedBy, 'Hochgeladen von', 'TEXT', { visible: false }),
      header(COLUMN.actions, 'Aktionen', 'ACTIONS', { lockedColumn: 'right', cellProps: { align: 'right' } }),
    );
  } else if (node.actions?.includes(ROW_ACTION.openForm)) {
    headers.push(
      header(COLUMN.actions, 'Aktionen', 'ACTIONS', { lockedColumn: 'right', cellProps: { align: 'right' } }),
    );
  }
  return headers;
}

/** On a phone: name, date and (for the office) the actions. */
export function mobileDocumentHeaders(headers: readonly DokumentHeader[]): DokumentHeader[] {
  return headers.filter((h) => [COLUMN.bezeichnung, COLUMN.datum, COLUMN.actions].includes(h.key as never));
}

/** Route-dependent columns (spec §2): the damage archive hides the template-status column. */
export function columnsForPath(headers: readonly DokumentHeader[], path: string): DokumentHeader[] {
  return path.includes('schadensmeldung') ? headers.filter((h) => h.key !== COLUMN.vorlageStatus) : [...headers];
}

/**
 * Where documents can be uploaded: every archive except the Posteingang (filled from outside) and the
 * customer's overview of all his contracts (a document belongs to one contract: upload it there).
 */
export function acceptsUploads(scope: string, nodeId: string): boolean {
  return nodeId !== 'POSTEINGANG' && scope !== 'posteingang' && scope !== 'kunde';
}

/** Header actions a user gets (spec §6): read-only logins lose send-marked-by-mail. */
export function headerActionsFor(
  a: Actor,
  options: { nodeId: string; scope: string; mailAvailable: boolean },
): HeaderAction[] {
  const actions: HeaderAction[] = [];
  const manage = canManageDocuments(a);
  if (manage && acceptsUploads(options.scope, options.nodeId)) {
    actions.push({ key: HEADER_ACTION.upload, label: 'Dokumente hochladen' });
  }
  if (manage && options.scope === 'vertrag') {
    actions.push({ key: HEADER_ACTION.pickUp, label: 'Dokumente abholen' });
  }
  actions.push({ key: HEADER_ACTION.downloadMarked, label: 'Markierte herunterladen' });
  if (options.mailAvailable && !effectiveRights(a).isReadOnly && !isCustomerKind(a.viewed)) {
    actions.push({ key: HEADER_ACTION.sendMarkedByMail, label: 'Markierte per E-Mail versenden' });
  }
  if (manage) {
    actions.push({ key: HEADER_ACTION.deleteMarked, label: 'Markierte löschen' });
  }
  return actions;
}

/** Row checkboxes (spec §6): with send-by-mail or delete-marked, or in the mail-composer archive; we also select for the ZIP. */
export function showsRowCheckboxes(headerActions: readonly HeaderAction[], path: string): boolean {
  return (
    path.includes('mailcomposer-dokumentenarchiv') ||
    headerActions.some((h) =>
      [HEADER_ACTION.sendMarkedByMail, HEADER_ACTION.deleteMarked, HEADER_ACTION.downloadMarked].includes(
        h.key as never,
      ),
    )
  );
}

/** Header actions that work without a selection (vertrag-details.md §5). */
const WITHOUT_SELECTION: readonly string[] = [
  HEADER_ACTION.archive,
  HEADER_ACTION.upload,
  HEADER_ACTION.addFile,
  HEADER_ACTION.pickUp,
];

/**
 * May a header action run? Others than archive, upload and add-file need at least one selected row,
 * all of them existing, unless 'select all in folder' is on.
 */
export function canRunHeaderAction(
  key: string,
  selection: DokumentSelection,
  rows: readonly { id: number; exists: boolean }[],
  total: number,
): boolean {
  if (WITHOUT_SELECTION.includes(key)) {
    return true;
  }
  if (selection.mode === 'blacklist') {
    return selectedCount(selection, total) > 0;
  }
  if (selection.ids.length === 0) {
    return false;
  }
  const byId = new Map(rows.map((r) => [r.id, r.exists]));
  return selection.ids.every((id) => byId.get(id) !== false);
}

/** 'Insgesamt N ausgewählt': total minus exclusions in blacklist mode (spec §9). */
export function selectedCount(selection: DokumentSelection, total: number): number {
  return selection.mode === 'blacklist' ? Math.max(0, total - selection.ids.length) : selection.ids.length;
}

export function isSelected(selection: DokumentSelection, id: number): boolean {
  const listed = selection.ids.includes(id);
  return selection.mode === 'blacklist' ? !listed : listed;
}

/** Ticking a row: adds or removes it from the list (in blacklist mode the list holds the exclusions). */
export function toggleSelected(selection: DokumentSelection, id: number): DokumentSelection {
  const listed = selection.ids.includes(id);
  return { mode: selection.mode, ids: listed ? selection.ids.filter((x) => x !== id) : [...selection.ids, id] };
}

/** Select-all in the folder toggles blacklist mode and clears the selection (spec 002 §4.7). */
export function toggleSelectAll(selection: DokumentSelection): DokumentSelection {
  return { mode: selection.mode === 'blacklist' ? 'whitelist' : 'blacklist', ids: [] };
}

export const emptySelection: DokumentSelection = { mode: 'whitelist', ids: [] };

/** Deleting the last row of a page moves to the previous page (spec §4). Pages count from 0. */
export function pageAfterRemoval(page: number, rowsOnPage: number, removed: number): number {
  return rowsOnPage - removed <= 0 && page > 0 ? page - 1 : page;
}

/**
 * The call that holds a table page (pages count from 1): the table shows PAGE_SIZE.documents rows a page
 * and loads PAGE_SIZE.documentsPerCall per call (vertrag-details.md §9 "200 per call"); `start` is the
 * page's first row within the call's answer. The server still pages: ten table pages share one call.
 */
export function documentPageCall(page: number): { offset: number; limit: number; start: number } {
  const first = (page - 1) * PAGE_SIZE.documents;
  const limit = PAGE_SIZE.documentsPerCall;
  return { offset: first - (first % limit), limit, start: first % limit };
}

/** Pagination shows only with more than one page (spec §9). */
export const showsPagination = (numberOfPages: number) => numberOfPages > 1;

/** Original internal users get no actions on deleted documents unless the action says showIfDeleted (spec §6). */
export function visibleRowActions(row: { exists: boolean; actions: readonly RowAction[] }): RowAction[] {
  return row.exists ? [...row.actions] : row.actions.filter((x) => x.showIfDeleted);
}

export type PreviewKind = 'pdf' | 'image' | 'audio' | 'video' | 'text' | 'html' | 'none';

/** How a file is previewed, by its extension: only the types of spec §5; anything else is 'none'. */
const previewKinds: Record<string, PreviewKind> = {
  pdf: 'pdf',
  txt: 'text',
  html: 'html',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  wav: 'audio',
  mp3: 'audio',
  mp4: 'video',
};

/** Preview only for .pdf, .txt, .html, .png, .jpg, .jpeg, .wav, .mp3, .mp4, .gif (spec §5). */
export function previewKind(fileName: string): PreviewKind {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return previewKinds[ext] ?? 'none';
}

export const canPreviewFile = (fileName: string) => previewKind(fileName) !== 'none';

/** Bytes in German: '1,2 MB', '830 KB', '12 Bytes'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) {
    return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  }
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = value < 10 ? 1 : 0;
  return `${value.toLocaleString('de-DE', { maximumFractionDigits: digits, minimumFractionDigits: 0 })} ${units[unit]}`;
}
