import { type DamageReportRow, formatDate, type Option } from '@maklerwerk/domain';
import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { AnchorLink } from '../../components/router-links';
import { sortableTitle } from '../../components/sort-header';
import type { SortState } from '../../lib/list-sort';
import { BearbstandBadge } from './bearbstand-badge';

type Options = {
  bearbstaende: readonly Option[];
  sort: SortState;
  onSort: (key: string) => void;
  canDelete: boolean;
  contractId: number;
  onDelete: (row: DamageReportRow) => void;
};

/** Opening a report is a link on its number (the whole row opens it too). */
function ReportLink({ row, contractId }: { row: DamageReportRow; contractId: number }) {
  return (
    <AnchorLink
      to="/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId"
      params={{ contractId, schadenId: row.schadenId }}
      size="sm"
      fw={500}
      style={nowrap}
      // The row is the keyboard's way in (Enter); the link is the mouse's and the screen reader's.
      tabIndex={-1}
      onClick={(event) => event.stopPropagation()}
    >
      {row.schadennr}
    </AnchorLink>
  );
}

type Breakpoints = { breakpoints: Record<string, string> };
const wide = (theme: Breakpoints) => `(min-width: ${theme.breakpoints.sm})`;
const narrow = (theme: Breakpoints) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

const nowrap = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
/** A date column is as narrow as 'TT.MM.JJJJ'; its title wraps at the soft hyphen ('Melde-/datum'). */
const DATE_WIDTH = 92;

/**
 * Spec 2.5: Meldedatum, Schadennr., Sparte, Ereignisdatum, Schadensursache, Bearbeitungsstand; phones: one
 * column. The number opens the report; delete only where the list allows it.
 */
export function schadensmeldungColumns({
  bearbstaende,
  sort,
  onSort,
  canDelete,
  contractId,
  onDelete,
}: Options): DataTableColumn<DamageReportRow>[] {
  const title = sortableTitle(sort, onSort);
  return [
    {
      accessor: 'meldedatum',
      title: title('Melde\u00ADdatum', 'meldedatum'),
      width: DATE_WIDTH,
      visibleMediaQuery: wide,
      render: (row) => <span style={nowrap}>{formatDate(row.meldedatum)}</span>,
    },
    {
      accessor: 'schadennr',
      title: 'Schadennr.',
      visibleMediaQuery: wide,
      render: (row) => (
        <div>
          <ReportLink row={row} contractId={contractId} />
          {row.gemeldetVonKunde && (
            <Text size="xs" c="dimmed">
              vom Kunden gemeldet
            </Text>
          )}
        </div>
      ),
    },
    { accessor: 'sparte', title: 'Sparte', visibleMediaQuery: wide, render: (row) => row.sparte ?? '–' },
    {
      accessor: 'ereignisdatum',
      title: title('Ereignis\u00ADdatum', 'ereignisdatum'),
      width: DATE_WIDTH,
      visibleMediaQuery: wide,
      render: (row) => <span style={nowrap}>{formatDate(row.ereignisdatum) || '–'}</span>,
    },
    {
      accessor: 'schadensursacheText',
      title: 'Schadensursache',
      visibleMediaQuery: wide,
      // The column that gives way when the table is narrow: long words break here rather than the table scroll.
      render: (row) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
          {row.schadensursacheText}
        </Text>
      ),
    },
    {
      accessor: 'bearbstand',
      title: 'Bearbeitungsstand',
      visibleMediaQuery: wide,
      render: (row) => <BearbstandBadge code={row.bearbstand} list={bearbstaende} wrap />,
    },
    {
      accessor: 'meldung',
      title: 'Schadensmeldung',
      visibleMediaQuery: narrow,
      render: (row) => (
        <div>
          <Group justify="space-between" gap={6} wrap="nowrap" mb={2}>
            <ReportLink row={row} contractId={contractId} />
            <BearbstandBadge code={row.bearbstand} list={bearbstaende} size="xs" />
          </Group>
          <Text size="sm" lineClamp={2}>
            {row.schadensursacheText}
          </Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            <span style={nowrap}>Meldedatum {formatDate(row.meldedatum)}</span> ·{' '}
            <span style={nowrap}>Ereignisdatum {formatDate(row.ereignisdatum) || '–'}</span>
          </Text>
          {(row.sparte || row.gemeldetVonKunde) && (
            <Text size="xs" c="dimmed">
              {[row.sparte, row.gemeldetVonKunde ? 'vom Kunden gemeldet' : null].filter(Boolean).join(' · ')}
            </Text>
          )}
        </div>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>Aktionen</VisuallyHidden>,
      textAlign: 'right',
      width: 48,
      hidden: !canDelete,
      render: (row) => (
        <Tooltip label="Löschen" openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={(event) => {
              event.stopPropagation();
              onDelete(row);
            }}
            aria-label={`Schadensmeldung ${row.schadennr} löschen`}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
}
