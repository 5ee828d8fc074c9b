// The columns of the document archive's table (spec §3, §6, §9): which a user sees, their widths, the
// status icons of a node, and the phone's and the damage archive's subsets.
import type { Actor } from '../permissions';
import { isCustomerKind } from '../permissions';
import { ROW_ACTION, seesStatusColumns } from './dokument.rules';
import type { DokumentHeader } from './dokument.schema';

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
