// The document archive's header actions (spec §6, vertrag-details.md §5), the selection they act on
// (spec 002 §4.7) and the table's paging (spec §4, §9).
import { PAGE_SIZE } from '../constants';
import type { Actor } from '../permissions';
import { canManageDocuments, effectiveRights, isCustomerKind } from '../permissions';
import { HEADER_ACTION } from './dokument.rules';
import type { DokumentSelection, HeaderAction } from './dokument.schema';

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
