import { formatDate, type Note, noteVisibilityLabels } from '@maklerwerk/domain';
import { Group, Text } from '@mantine/core';
import type { ListColumn } from '../../components/list-table';

/** 'Max Makler (makler)'; the bare userid when the name is not known. */
export const erstellerLabel = (name: string | null | undefined, ersteller: string) =>
  name ? `${name} (${ersteller})` : ersteller;

/** What Enter or a click on a row opens, for screen readers. */
export const anmerkungRowLabel = (row: Note) => `Anmerkung „${row.betreff}“ vom ${formatDate(row.datum)} öffnen`;

type Theme = { breakpoints: Record<string, string> };
const wide = (theme: Theme) => `(min-width: ${theme.breakpoints.sm})`;
const narrow = (theme: Theme) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;

/** The text in the list: its first two lines, the whole of it in the modal. */
function ShortText({ text }: { text: string }) {
  return text ? (
    <Text size="sm" lineClamp={2} maw={480}>
      {text}
    </Text>
  ) : (
    <Text span size="sm" c="dimmed">
      –
    </Text>
  );
}

/** Datum, Thema, Text (shortened), Sichtbar für, Ersteller; on a phone one column with all of it. */
export function anmerkungColumns(): ListColumn<Note>[] {
  return [
    {
      accessor: 'datum',
      title: 'Datum',
      visibleMediaQuery: wide,
      noWrap: true,
      render: (row) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDate(row.datum)}</span>,
    },
    {
      accessor: 'betreff',
      title: 'Thema',
      visibleMediaQuery: wide,
      render: (row) => (
        <Text size="sm" fw={500} miw={120}>
          {row.betreff}
        </Text>
      ),
    },
    { accessor: 'text', title: 'Text', visibleMediaQuery: wide, render: (row) => <ShortText text={row.text} /> },
    {
      accessor: 'sichtbar',
      title: 'Sichtbar für',
      visibleMediaQuery: wide,
      noWrap: true,
      render: (row) => noteVisibilityLabels[row.sichtbar],
    },
    {
      accessor: 'ersteller',
      title: 'Ersteller',
      visibleMediaQuery: wide,
      noWrap: true,
      render: (row) => erstellerLabel(row.erstellerName, row.ersteller),
    },
    {
      accessor: 'anmerkung',
      title: 'Anmerkung',
      visibleMediaQuery: narrow,
      render: (row) => (
        <div style={{ minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={2}>
            <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatDate(row.datum)}
            </Text>
            <Text size="xs" c="dimmed">
              Sichtbar für: {noteVisibilityLabels[row.sichtbar]}
            </Text>
          </Group>
          <Text size="sm" fw={600}>
            {row.betreff}
          </Text>
          {row.text && (
            <Text size="sm" lineClamp={2}>
              {row.text}
            </Text>
          )}
          <Text size="xs" c="dimmed" mt={4}>
            {erstellerLabel(row.erstellerName, row.ersteller)}
          </Text>
        </div>
      ),
    },
  ];
}
