import { describe, expect, it } from 'vitest';
import { allRights, noRights, type Rights, type SessionUser } from '../auth/user.schema';
import {
  canPreviewFile,
  formatFileSize,
  freigabeState,
  freigabeToggleAction,
  onlyReleasedDocuments,
  previewKind,
  visibleRowActions,
} from './dokument.rules';
import type { RowAction } from './dokument.schema';
import { columnsForPath, documentHeaders, nodeStatusIcons } from './dokument-columns.rules';
import {
  canRunHeaderAction,
  documentPageCall,
  emptySelection,
  headerActionsFor,
  isSelected,
  pageAfterRemoval,
  selectedCount,
  showsPagination,
  showsRowCheckboxes,
  toggleSelectAll,
  toggleSelected,
} from './dokument-selection.rules';
import { pillFor, sharedWithCustomerLegend } from './status-legends';

const user = (id: number, kind: SessionUser['kind'], rights: Partial<Rights> = {}): SessionUser => ({
  id,
  username: `u${id}`,
  displayName: `U${id}`,
  kind,
  brokerId: kind === 'broker' || kind === 'agent' ? id : null,
  customerId: kind === 'customer' ? id : null,
  tenant: 'standard',
  rights: { ...noRights, ...rights },
});
const as = (original: SessionUser, viewed: SessionUser = original) => ({ original, viewed });
const archivist = user(1, 'broker', { canUseDocumentArchive: true });
const internal = user(3, 'internal', allRights);
const customer = user(4, 'customer');
const readOnly = user(5, 'broker', { canUseDocumentArchive: true, isReadOnly: true });

// The rules who sees and manages documents live in permissions.ts (permissions.rules.test.ts).
describe('which documents a user sees', () => {
  it('customers only released ones, the office all of them', () => {
    expect(onlyReleasedDocuments(as(customer))).toBe(true);
    expect(onlyReleasedDocuments(as(archivist))).toBe(false);
  });
});

describe('columns (spec §6, §9)', () => {
  const keys = (a: ReturnType<typeof as>) => documentHeaders(a).map((h) => h.key);
  it('customers see name, date, files and size only', () => {
    expect(keys(as(customer))).toEqual(['bezeichnung', 'datum', 'documentCount', 'size']);
  });
  it('brokers and bypass users see status, e-signature, bemerkung and actions; others lose bemerkung', () => {
    expect(keys(as(archivist))).toEqual(
      expect.arrayContaining(['kundenFreigabe', 'vorlageStatus', 'signaturStatus', 'bemerkung', 'actions']),
    );
    expect(keys(as(internal))).toContain('actions');
    const plainInternal = user(6, 'internal', { canUseDocumentArchive: true });
    expect(keys(as(plainInternal))).not.toContain('bemerkung');
    expect(keys(as(plainInternal))).not.toContain('signaturStatus');
  });
  it('application and investor-profile columns for those who see status columns, when the node has such rows', () => {
    const forms = [
      { antragStatus: 'ANTRAG_ORDNUNG', anlegerprofilStatus: null },
      { antragStatus: 'ANTRAG_ORDNUNG', anlegerprofilStatus: 'BESTATIGT_PENDING' },
    ];
    const plain = [{ antragStatus: null, anlegerprofilStatus: null }];
    expect(nodeStatusIcons(as(archivist), forms)).toEqual(['FREIGABE', 'ANTRAG', 'ANLEGERPROFIL']);
    expect(nodeStatusIcons(as(archivist), plain)).toEqual(['FREIGABE']);
    expect(nodeStatusIcons(as(internal), forms)).toEqual(['FREIGABE', 'ANTRAG', 'ANLEGERPROFIL']);
    expect(nodeStatusIcons(as(customer), forms)).toEqual([]);
    expect(nodeStatusIcons(as(internal, customer), forms)).toEqual([]);
    const plainInternal = user(6, 'internal', { canUseDocumentArchive: true });
    expect(nodeStatusIcons(as(plainInternal), forms)).toEqual([]);

    const statusIcons = nodeStatusIcons(as(archivist), forms);
    expect(keys(as(archivist)).slice(3, 6)).toEqual(['kundenFreigabe', 'vorlageStatus', 'signaturStatus']);
    const withForms = documentHeaders(as(archivist), { statusIcons });
    expect(withForms.map((h) => h.key).slice(3, 8)).toEqual([
      'kundenFreigabe',
      'vorlageStatus',
      'antragStatus',
      'anlegerprofilStatus',
      'signaturStatus',
    ]);
    expect(withForms.find((h) => h.key === 'anlegerprofilStatus')).toMatchObject({
      label: 'Anlegerprofil',
      dataType: 'PILL',
      visible: true,
    });
    expect(withForms.find((h) => h.key === 'antragStatus')).toMatchObject({ label: 'Antrag', dataType: 'PILL' });
    const onlyApplications = documentHeaders(as(archivist), { statusIcons: ['FREIGABE', 'ANTRAG'] });
    expect(onlyApplications.map((h) => h.key)).not.toContain('anlegerprofilStatus');
    // Customers never get status columns, whatever the node says.
    expect(keys(as(customer))).not.toContain('anlegerprofilStatus');
    expect(documentHeaders(as(customer), { statusIcons: ['ANTRAG', 'ANLEGERPROFIL'] }).map((h) => h.key)).toEqual([
      'bezeichnung',
      'datum',
      'documentCount',
      'size',
    ]);
  });
  it("a node with 'Formular öffnen' shows the actions column to customers and others without status columns", () => {
    const actions = ['DOWNLOAD', 'ANTRAG_OEFFNEN'];
    expect(documentHeaders(as(customer), { actions }).map((h) => h.key)).toEqual([
      'bezeichnung',
      'datum',
      'documentCount',
      'size',
      'actions',
    ]);
    expect(documentHeaders(as(customer), { actions: ['DOWNLOAD'] }).map((h) => h.key)).not.toContain('actions');
    const plainInternal = user(6, 'internal', { canUseDocumentArchive: true });
    expect(documentHeaders(as(plainInternal), { actions }).map((h) => h.key)).toContain('actions');
    expect(documentHeaders(as(plainInternal), { actions }).map((h) => h.key)).not.toContain('signaturStatus');
    // Brokers have it anyway, once.
    expect(documentHeaders(as(archivist), { actions }).filter((h) => h.key === 'actions')).toHaveLength(1);
  });
  it('widths: name 250, template status 200, e-signature 200, documents 120', () => {
    const widths = Object.fromEntries(documentHeaders(as(archivist)).map((h) => [h.key, h.cellProps.width]));
    expect(widths).toMatchObject({ bezeichnung: 250, vorlageStatus: 200, signaturStatus: 200, documentCount: 120 });
  });
  it('a path with schadensmeldung hides the template-status column', () => {
    const headers = documentHeaders(as(archivist));
    expect(columnsForPath(headers, '/communication/schadensmeldung-dokumentenarchiv').map((h) => h.key)).not.toContain(
      'vorlageStatus',
    );
    expect(columnsForPath(headers, '/home/versicherungen/insurance-group/dokumente/1').map((h) => h.key)).toContain(
      'vorlageStatus',
    );
  });
});

describe('header actions and checkboxes (spec §6)', () => {
  it('read-only logins lose send-marked-by-mail', () => {
    const labels = (a: ReturnType<typeof as>) =>
      headerActionsFor(a, { nodeId: 'VERTRAGSUNTERLAGEN', scope: 'vertrag', mailAvailable: true }).map((h) => h.key);
    expect(labels(as(archivist))).toContain('MAIL_MARKIERTE');
    expect(labels(as(readOnly))).not.toContain('MAIL_MARKIERTE');
    expect(labels(as(readOnly))).not.toContain('UPLOAD');
    const customerOverview = headerActionsFor(as(archivist), {
      nodeId: 'SONSTIGES',
      scope: 'kunde',
      mailAvailable: false,
    });
    expect(customerOverview.map((h) => h.key)).not.toContain('UPLOAD');
  });
  it('row checkboxes with delete-marked or send-by-mail, or in the mail-composer archive', () => {
    expect(showsRowCheckboxes([{ key: 'LOESCHEN_MARKIERTE', label: '' }], '/x')).toBe(true);
    expect(showsRowCheckboxes([{ key: 'UPLOAD', label: '' }], '/x')).toBe(false);
    expect(showsRowCheckboxes([], '/communication/mailcomposer-dokumentenarchiv/calendar')).toBe(true);
  });
  it('header actions other than archive, upload and add-file need a selection of existing rows, unless all are selected', () => {
    const rows = [
      { id: 1, exists: true },
      { id: 2, exists: false },
    ];
    expect(canRunHeaderAction('UPLOAD', emptySelection, rows, 2)).toBe(true);
    expect(canRunHeaderAction('LOESCHEN_MARKIERTE', emptySelection, rows, 2)).toBe(false);
    expect(canRunHeaderAction('LOESCHEN_MARKIERTE', { mode: 'whitelist', ids: [1] }, rows, 2)).toBe(true);
    expect(canRunHeaderAction('LOESCHEN_MARKIERTE', { mode: 'whitelist', ids: [1, 2] }, rows, 2)).toBe(false);
    expect(canRunHeaderAction('LOESCHEN_MARKIERTE', { mode: 'blacklist', ids: [] }, rows, 2)).toBe(true);
    expect(canRunHeaderAction('LOESCHEN_MARKIERTE', { mode: 'blacklist', ids: [1, 2] }, rows, 2)).toBe(false);
  });
});

describe('selection (002 §4.7, spec §9)', () => {
  it('select-all switches to blacklist mode and clears; the count is total minus exclusions', () => {
    const picked = toggleSelected(toggleSelected(emptySelection, 3), 4);
    expect(selectedCount(picked, 40)).toBe(2);
    const all = toggleSelectAll(picked);
    expect(all).toEqual({ mode: 'blacklist', ids: [] });
    expect(selectedCount(all, 40)).toBe(40);
    const excluded = toggleSelected(all, 7);
    expect(selectedCount(excluded, 40)).toBe(39);
    expect(isSelected(excluded, 7)).toBe(false);
    expect(isSelected(excluded, 8)).toBe(true);
    expect(toggleSelectAll(excluded)).toEqual(emptySelection);
  });
});

describe('release state (spec §4)', () => {
  it('eye when kundenFreigabe or a released status action, crossed eye otherwise; the click flips it', () => {
    expect(freigabeState({ kundenFreigabe: true, statusActions: [] })).toBe('released');
    expect(freigabeState({ kundenFreigabe: false, statusActions: ['FREIGABE_KUNDE_VORHANDEN'] })).toBe('released');
    expect(freigabeState({ kundenFreigabe: false, statusActions: ['FREIGABE_MAKLER_VERWEIGERT'] })).toBe('refused');
    expect(freigabeToggleAction('released')).toBe('FREIGABE_ENTZIEHEN');
    expect(freigabeToggleAction('refused')).toBe('FREIGABE_ERTEILEN');
  });
});

describe('paging, actions, preview, pills', () => {
  it('loads 200 documents per call and shows 20 of them a page (vertrag-details.md §9, spec §9)', () => {
    expect(documentPageCall(1)).toEqual({ offset: 0, limit: 200, start: 0 });
    expect(documentPageCall(2)).toEqual({ offset: 0, limit: 200, start: 20 });
    expect(documentPageCall(10)).toEqual({ offset: 0, limit: 200, start: 180 });
    expect(documentPageCall(11)).toEqual({ offset: 200, limit: 200, start: 0 });
    expect(documentPageCall(23)).toEqual({ offset: 400, limit: 200, start: 40 });
  });

  it('deleting the last row of a page moves to the previous page; one page shows no pagination', () => {
    expect(pageAfterRemoval(2, 1, 1)).toBe(1);
    expect(pageAfterRemoval(2, 5, 1)).toBe(2);
    expect(pageAfterRemoval(0, 1, 1)).toBe(0);
    expect(showsPagination(1)).toBe(false);
    expect(showsPagination(0)).toBe(false);
    expect(showsPagination(2)).toBe(true);
  });
  it('deleted rows keep only the actions marked showIfDeleted', () => {
    const action = (key: string, showIfDeleted: boolean): RowAction => ({
      key,
      icon: '',
      label: key,
      specificAction: key,
      sendData: [],
      confirmationTitle: null,
      confirmationMessage: null,
      showIfDeleted,
      additionalData: null,
    });
    const actions = [action('LOESCHEN', false), action('WIEDERHERSTELLEN', true)];
    expect(visibleRowActions({ exists: false, actions }).map((a) => a.key)).toEqual(['WIEDERHERSTELLEN']);
    expect(visibleRowActions({ exists: true, actions })).toHaveLength(2);
  });
  it('previews only the listed types', () => {
    expect(canPreviewFile('Versicherungsschein.PDF')).toBe(true);
    expect(canPreviewFile('foto.jpeg')).toBe(true);
    expect(canPreviewFile('Vollmacht.docx')).toBe(false);
    expect(canPreviewFile('README')).toBe(false);
    expect(
      ['a.pdf', 'a.txt', 'a.html', 'a.PNG', 'a.jpg', 'a.jpeg', 'a.wav', 'a.mp3', 'a.mp4', 'a.gif'].map(previewKind),
    ).toEqual(['pdf', 'text', 'html', 'image', 'image', 'image', 'audio', 'audio', 'video', 'image']);
    expect(previewKind('seite.htm')).toBe('none');
  });
  it('file sizes in German', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(52_428_800)).toBe('50 MB');
  });
  it('pill legends of spec 002 §3.12 with their colours', () => {
    expect(pillFor('VORLAGE', 'DOKUMENT_VORLEGEN')).toEqual({ label: 'nicht vorgelegt', tone: 'danger' });
    expect(pillFor('VORLAGE', 'DOKUMENT_VORLEGEN_TEILWEISE')).toEqual({
      label: 'teilweise vorgelegt',
      tone: 'warning',
    });
    expect(pillFor('VORLAGE', 'DOKUMENT_KUNDE_NICHT_VORLEGEN')).toEqual({ label: 'Kunde vorgelegt', tone: 'info' });
    expect(pillFor('SIGNATUR', 'EINGEREICHT_ABGELEGT')).toEqual({ label: 'eingereicht', tone: 'success' });
    expect(pillFor('SIGNATUR', 'TEILWEISE_UNTERSCHRIEBEN', '1 von 2 unterschrieben')).toEqual({
      label: '1 von 2 unterschrieben',
      tone: 'warning',
    });
    expect(pillFor('SIGNATUR', 'UNTERSCHRIEBEN', 'egal')).toEqual({ label: 'unterschrieben', tone: 'success' });
    expect(pillFor('ANLEGERPROFIL', 'BESTATIGT_PENDING')?.tone).toBe('warning');
    expect(sharedWithCustomerLegend('NICHT_MIT_KUNDE_TEILEN', 'x').tone).toBe('success');
    expect(sharedWithCustomerLegend('MIT_KUNDE_TEILEN', 'x').tone).toBe('danger');
  });
});
