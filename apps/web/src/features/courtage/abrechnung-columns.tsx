import {
  type AbrechnungColumnKey,
  abrechnungColumnLabel,
  type Buchung,
  buchungStatusLabel,
  courtageartLabel,
  formatCents,
  formatDate,
  formatRate,
} from '@maklerwerk/domain';
import { ActionIcon, Menu } from '@mantine/core';
import { IconCopy, IconDots, IconPencil, IconReceiptRefund, IconSitemap, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../components/router-links';

export const jaNein = (value: boolean) => (value ? 'Ja' : 'Nein');

/** The shown text of one cell of the table 'Abrechnungen' (amounts in €, rates with 4 decimals). */
export function abrechnungCellText(row: Buchung, key: AbrechnungColumnKey): string {
  switch (key) {
    case 'buchungsnr':
      return String(row.buchungsnr);
    case 'zeichnungsdatum':
    case 'courtageeingDatum':
    case 'rechDatum':
      return formatDate(row[key]);
    case 'courtageart':
      return courtageartLabel[row.courtageart] ?? row.courtageart;
    case 'provisionsSatzProzent':
      return formatRate(row.provisionsSatzProzent, 4);
    case 'bewertungssumme':
    case 'courtagesumme':
    case 'provBetrag':
      return formatCents(row[key]);
    case 'status':
      return buchungStatusLabel[row.status] ?? String(row.status);
    case 'automatisch':
    case 'istOverhead':
      return jaNein(row[key]);
    case 'maklernr':
      return row.maklernr;
    case 'bearbeiter':
      return row.bearbeiter ?? '';
    case 'bemerkung':
      return row.bemerkung;
  }
}

const numeric = new Set<AbrechnungColumnKey>([
  'provisionsSatzProzent',
  'bewertungssumme',
  'courtagesumme',
  'provBetrag',
]);

/** The link of the Buchungsnr column and the cards: the booking page. */
export function BuchungLink({
  contractId,
  buchungsnr,
  children,
}: {
  contractId: number;
  buchungsnr: number;
  children?: ReactNode;
}) {
  return (
    <AnchorLink
      to="/home/versicherungen/insurance-group/versicherung-buchungs/$contractId/$buchungsnr"
      params={{ contractId, buchungsnr }}
      size="sm"
      fw={600}
      onClick={(event) => event.stopPropagation()}
    >
      {children ?? buchungsnr}
    </AnchorLink>
  );
}

export type BuchungActions = {
  onEdit: (row: Buchung) => void;
  onVerteilung: (row: Buchung) => void;
  onDelete: (row: Buchung) => void;
  onCopy: (row: Buchung) => void;
  onStorno: (row: Buchung) => void;
};

type Rights = { isInternal: boolean; editable: boolean };

/** Which row actions a booking offers (spec §6; deleting as decision 0023: internal staff, `deletable`). */
export function buchungActionsOf(row: Buchung, { isInternal, editable }: Rights) {
  return {
    edit: isInternal,
    verteilung: isInternal,
    delete: isInternal && row.deletable,
    copy: editable && row.allowNewBuchung,
    storno: editable && row.allowNewBuchung,
  };
}

/** The menu of one booking's actions; nothing when it offers none. */
export function BuchungActionMenu({ row, rights, actions }: { row: Buchung; rights: Rights; actions: BuchungActions }) {
  const can = buchungActionsOf(row, rights);
  if (!Object.values(can).some(Boolean)) {
    return null;
  }
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Aktionen zu Buchung ${row.buchungsnr}`}
          onClick={(event) => event.stopPropagation()}
        >
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown onClick={(event) => event.stopPropagation()}>
        {can.edit && (
          <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => actions.onEdit(row)}>
            Bearbeiten
          </Menu.Item>
        )}
        {can.verteilung && (
          <Menu.Item leftSection={<IconSitemap size={16} />} onClick={() => actions.onVerteilung(row)}>
            Verteilung auf die Struktur
          </Menu.Item>
        )}
        {can.copy && (
          <Menu.Item leftSection={<IconCopy size={16} />} onClick={() => actions.onCopy(row)}>
            Buchung kopieren
          </Menu.Item>
        )}
        {can.storno && (
          <Menu.Item leftSection={<IconReceiptRefund size={16} />} onClick={() => actions.onStorno(row)}>
            Buchung Stornieren
          </Menu.Item>
        )}
        {can.delete && (
          <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={() => actions.onDelete(row)}>
            Löschen
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

type Options = {
  contractId: number;
  columns: readonly AbrechnungColumnKey[];
  rights: Rights;
  actions: BuchungActions;
};

/** Only the columns of the answer, in its order (spec §6 by role), plus the actions where there are any. */
export function abrechnungColumns({ contractId, columns, rights, actions }: Options): DataTableColumn<Buchung>[] {
  const shown: DataTableColumn<Buchung>[] = columns.map(
    (key): DataTableColumn<Buchung> => ({
      accessor: key,
      title: abrechnungColumnLabel[key],
      textAlign: numeric.has(key) ? 'right' : 'left',
      // A long remark is cut off (its full text in the booking); everything else stays on one line.
      ...(key === 'bemerkung' ? { width: 220, ellipsis: true as const } : { noWrap: true }),
      render: (row: Buchung) =>
        key === 'buchungsnr' ? (
          <BuchungLink contractId={contractId} buchungsnr={row.buchungsnr} />
        ) : (
          abrechnungCellText(row, key)
        ),
    }),
  );
  if (rights.isInternal || rights.editable) {
    shown.push({
      accessor: 'aktionen',
      title: 'Aktionen',
      textAlign: 'right',
      width: 84,
      render: (row) => <BuchungActionMenu row={row} rights={rights} actions={actions} />,
    });
  }
  return shown;
}
