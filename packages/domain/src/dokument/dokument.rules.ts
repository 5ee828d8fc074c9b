// Rules of the document archive's rows: the action keys, release (Freigabe), who sees what, the row
// actions shown, previews and file sizes. The table's columns are in dokument-columns.rules.ts; header
// actions, the selection and paging in dokument-selection.rules.ts.
import type { Actor } from '../permissions';
import { effectiveRights, isBrokerLike, isCustomerKind } from '../permissions';
import type { RowAction } from './dokument.schema';

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
