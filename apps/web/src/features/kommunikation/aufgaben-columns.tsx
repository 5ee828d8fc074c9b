import {
  aufgabenStatusLabel,
  SUBJECT_COLUMN_MAX_WIDTH,
  type TaskRow,
  type WvStatus,
  wvStatusLabel,
} from '@maklerwerk/domain';
import { Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import DOMPurify from 'dompurify';
import { type ReactNode, useMemo } from 'react';
import type { ListColumn } from '../../components/list-table';
import { rowActionsColumn } from '../../components/table/row-actions';
import classes from './aufgaben-table.module.css';

export type AufgabenRecord = TaskRow & { id: number };

/** Spec §4: the follow-up colour and its label (green erledigt, blue wird versendet, yellow Handlung notwendig). */
const wvColor: Record<WvStatus, string> = { GRUEN: 'green', BLAU: 'blue', GELB: 'yellow' };

/**
 * Spec §9: the task text is safe HTML with only p and br (no attributes); everything else is dropped,
 * its text kept.
 */
export function sanitizeTaskText(html: string): string {
  return DOMPurify().sanitize(html, { ALLOWED_TAGS: ['p', 'br'], ALLOWED_ATTR: [] });
}

/** The task text clamped to four lines (spec §9). */
function TaskText({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeTaskText(html), [html]);
  if (!clean.trim()) {
    return (
      <Text span size="sm" c="dimmed">
        –
      </Text>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above, only <p> and <br> remain
  return <div className={classes.text} data-task-text dangerouslySetInnerHTML={{ __html: clean }} />;
}

export function WvStatusDot({ status }: { status: WvStatus }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Box
        component="span"
        aria-hidden
        w={10}
        h={10}
        style={{ borderRadius: '50%', flexShrink: 0, background: `var(--mantine-color-${wvColor[status]}-6)` }}
      />
      <Text span size="sm">
        {wvStatusLabel[status]}
      </Text>
    </Group>
  );
}

function Status({ row }: { row: TaskRow }) {
  return (
    <div>
      <WvStatusDot status={row.wvStatus} />
      <Badge
        mt={4}
        size="sm"
        radius="sm"
        tt="none"
        variant="light"
        color={row.status === 'ERLEDIGT' ? 'green' : row.status === 'OFFEN' ? 'gray' : 'blue'}
      >
        {aufgabenStatusLabel[row.status]}
      </Badge>
    </div>
  );
}

function RepeatIcon() {
  return (
    <Tooltip label="Wiederholt sich" withinPortal>
      <span role="img" aria-label="Wiederholt sich" style={{ display: 'inline-flex', flexShrink: 0 }}>
        <IconRepeat size={16} aria-hidden />
      </span>
    </Tooltip>
  );
}

/** Spec §9: the subject at most 700 px wide, cut with an ellipsis; a repeat icon for a series. */
function Subject({ row }: { row: TaskRow }) {
  return (
    <Group gap={6} wrap="nowrap" maw={SUBJECT_COLUMN_MAX_WIDTH}>
      <Text size="sm" fw={500} lineClamp={2} title={row.subject} style={{ minWidth: 0 }}>
        {row.subject}
      </Text>
      {row.isRepeating && <RepeatIcon />}
    </Group>
  );
}

const participantsText = (row: TaskRow) => row.participants.map((p) => p.name).join(', ');

type Theme = { breakpoints: Record<string, string> };
const wide = (theme: Theme) => `(min-width: ${theme.breakpoints.sm})`;
const narrow = (theme: Theme) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

export const aufgabenRowLabel = (row: TaskRow) => `${row.category} „${row.subject}“ fällig am ${row.date} öffnen`;

const dash = (value: string | null) =>
  value?.trim() ? (
    value
  ) : (
    <Text span size="sm" c="dimmed">
      –
    </Text>
  );

/**
 * Spec §2.6, §3 'Task row': Fällig, Status, Betreff, Text, Besitzer, Beteiligte, Art and the row actions
 * (the area of a contract's task is always VersVertrag: no column for it); on a phone one column with all of it.
 */
export function aufgabenColumns(actions: (row: AufgabenRecord) => ReactNode): ListColumn<AufgabenRecord>[] {
  return [
    {
      accessor: 'date',
      title: 'Fällig',
      noWrap: true,
      width: 140,
      visibleMediaQuery: wide,
      render: (row) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{row.date}</span>,
    },
    {
      accessor: 'wvStatus',
      title: 'Status',
      noWrap: true,
      width: 170,
      visibleMediaQuery: wide,
      render: (row) => <Status row={row} />,
    },
    {
      accessor: 'subject',
      title: 'Betreff',
      visibleMediaQuery: wide,
      cellsStyle: () => ({ maxWidth: SUBJECT_COLUMN_MAX_WIDTH, minWidth: 180, width: '30%' }),
      render: (row) => <Subject row={row} />,
    },
    {
      accessor: 'text',
      title: 'Text',
      visibleMediaQuery: wide,
      cellsStyle: () => ({ minWidth: 180, maxWidth: 300 }),
      render: (row) => <TaskText html={row.text} />,
    },
    { accessor: 'name', title: 'Besitzer', noWrap: true, visibleMediaQuery: wide, render: (row) => dash(row.name) },
    {
      accessor: 'participants',
      title: 'Beteiligte',
      visibleMediaQuery: wide,
      render: (row) => (
        <Text size="sm" lineClamp={2} maw={220}>
          {dash(participantsText(row))}
        </Text>
      ),
    },
    { accessor: 'art', title: 'Art', noWrap: true, visibleMediaQuery: wide, render: (row) => dash(row.art) },
    {
      accessor: 'mobile',
      title: 'Aufgabe',
      visibleMediaQuery: narrow,
      cellsStyle: () => ({ maxWidth: 0, width: '100%' }),
      render: (row) => (
        <div style={{ minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={2}>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              Fällig {row.date}
            </Text>
            <Badge
              size="sm"
              radius="sm"
              tt="none"
              variant="light"
              color={row.status === 'ERLEDIGT' ? 'green' : 'gray'}
              style={{ flexShrink: 0 }}
            >
              {aufgabenStatusLabel[row.status]}
            </Badge>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} truncate="end" title={row.subject} style={{ minWidth: 0 }}>
              {row.subject}
            </Text>
            {row.isRepeating && <RepeatIcon />}
          </Group>
          <WvStatusDot status={row.wvStatus} />
          <Box mt={2}>
            <TaskText html={row.text} />
          </Box>
          <Text size="xs" c="dimmed" mt={4} truncate="end">
            {[row.name, row.bereich, row.art].filter((v) => v?.trim()).join(' · ')}
          </Text>
        </div>
      ),
    },
    rowActionsColumn(actions),
  ];
}
