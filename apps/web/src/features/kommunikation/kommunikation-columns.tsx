import {
  displaySubject,
  formatDateTime,
  type KommunikationKategorie,
  type KommunikationRow,
  kategorieLabel,
  SUBJECT_COLUMN_MAX_WIDTH,
} from '@maklerwerk/domain';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import {
  IconFileText,
  IconMail,
  IconMessage,
  IconMessageCircle,
  IconNote,
  IconPaperclip,
  IconPhone,
  IconPrinter,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ListColumn } from '../../components/list-table';
import { rowActionsColumn } from '../../components/table/row-actions';
import { DocumentPill } from '../../shared/dokumentenarchiv/document-pill';
import { SenderUnconfirmedPill } from './sender-unconfirmed-pill';

export type KommunikationRecord = KommunikationRow & { id: number };

const icons: Record<KommunikationKategorie, typeof IconMail> = {
  EMAIL: IconMail,
  SMS: IconMessageCircle,
  GESPRAECH: IconPhone,
  BEMERKUNG: IconNote,
  SCHRIFTVERKEHR: IconFileText,
  FAX: IconPrinter,
  NACHRICHT: IconMessage,
};

export function CategoryIcon({ category }: { category: KommunikationKategorie }) {
  const Icon = icons[category];
  return (
    <Tooltip label={kategorieLabel[category]} withinPortal>
      <span role="img" aria-label={kategorieLabel[category]} style={{ display: 'inline-flex' }}>
        <Icon size={18} aria-hidden />
      </span>
    </Tooltip>
  );
}

/** Spec §9: the subject at most 700 px wide, cut with an ellipsis, the whole of it on hover. */
function Subject({ row }: { row: KommunikationRow }) {
  const shown = displaySubject(row.subject);
  return (
    <Text
      size="sm"
      fw={row.unread ? 700 : 500}
      c={row.subject?.trim() ? undefined : 'dimmed'}
      truncate="end"
      maw={SUBJECT_COLUMN_MAX_WIDTH}
      title={shown}
    >
      {shown}
    </Text>
  );
}

const source = (row: KommunikationRow) => (
  <Badge variant="light" color={row.EXTERN ? 'grape' : 'gray'} radius="sm" tt="none" size="sm">
    {row.EXTERN ? 'extern' : 'intern'}
  </Badge>
);

type Theme = { breakpoints: Record<string, string> };
const wide = (theme: Theme) => `(min-width: ${theme.breakpoints.sm})`;
const narrow = (theme: Theme) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

export const kommunikationRowLabel = (row: KommunikationRow) =>
  `${kategorieLabel[row.category]} „${displaySubject(row.subject)}“ vom ${formatDateTime(row.date)} öffnen`;

/**
 * Spec §2.6: category icon, date, Betreff, Von/An, status, attachment, intern/extern and the row
 * actions; a customer (viewed as by the office) sees fewer columns; on a phone one column with all.
 */
export function kommunikationColumns(
  reduced: boolean,
  actions: (row: KommunikationRecord) => ReactNode,
): ListColumn<KommunikationRecord>[] {
  const all: (ListColumn<KommunikationRecord> & { office?: boolean })[] = [
    {
      accessor: 'category',
      title: 'Art',
      width: 56,
      visibleMediaQuery: wide,
      render: (row) => <CategoryIcon category={row.category} />,
    },
    {
      accessor: 'date',
      title: 'Datum',
      noWrap: true,
      width: 150,
      visibleMediaQuery: wide,
      render: (row) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(row.date)}</span>,
    },
    {
      accessor: 'subject',
      title: 'Betreff',
      visibleMediaQuery: wide,
      // The column takes the room that is left; its text is cut at 700 px (max-width 0 lets it shrink).
      cellsStyle: () => ({ maxWidth: 0, width: '100%' }),
      render: (row) => <Subject row={row} />,
    },
    {
      accessor: 'fromTo',
      title: 'Von/An',
      office: true,
      width: 250,
      visibleMediaQuery: wide,
      render: (row) => (
        <Text size="sm" truncate="end" maw={240} title={row.fromTo}>
          {row.EXTERN ? 'Von: ' : 'An: '}
          {row.fromTo}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: 'Status',
      office: true,
      noWrap: true,
      width: 190,
      visibleMediaQuery: wide,
      // Received mail has no send status; an unconfirmed sender is marked here instead.
      render: (row) =>
        row.absenderNichtBestaetigt ? (
          <SenderUnconfirmedPill />
        ) : (
          <DocumentPill type="MAIL_STATUS" value={row.status} />
        ),
    },
    {
      accessor: 'hasAttachment',
      title: 'Anhang',
      width: 84,
      visibleMediaQuery: wide,
      render: (row) => (row.hasAttachment ? <IconPaperclip size={16} role="img" aria-label="mit Anhang" /> : null),
    },
    { accessor: 'EXTERN', title: 'Quelle', office: true, width: 90, visibleMediaQuery: wide, render: source },
    {
      accessor: 'mobile',
      title: 'E-Mail',
      visibleMediaQuery: narrow,
      cellsStyle: () => ({ maxWidth: 0, width: '100%' }),
      render: (row) => (
        <div style={{ minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={2}>
            <Group gap={6} wrap="nowrap">
              <CategoryIcon category={row.category} />
              <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatDateTime(row.date)}
              </Text>
              {row.hasAttachment && <IconPaperclip size={14} role="img" aria-label="mit Anhang" />}
            </Group>
            {!reduced &&
              (row.absenderNichtBestaetigt ? (
                <SenderUnconfirmedPill />
              ) : (
                <DocumentPill type="MAIL_STATUS" value={row.status} />
              ))}
          </Group>
          <Subject row={row} />
          {!reduced && (
            <Text size="xs" c="dimmed" truncate="end">
              {row.EXTERN ? 'Von: ' : 'An: '}
              {row.fromTo}
            </Text>
          )}
        </div>
      ),
    },
    rowActionsColumn(actions),
  ];
  return all.filter((c) => !(reduced && c.office)).map(({ office: _office, ...c }) => c);
}
