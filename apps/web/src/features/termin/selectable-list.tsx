import { Center, Checkbox, Group, Paper, Radio, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { CardListPagination } from '../../components/card-list-pagination';
import { germanTableProps } from '../../components/data-table-german';
import { EMPTY_TEXT } from './picker-frame';

type Props<T> = {
  records: T[] | undefined;
  columns: DataTableColumn<T>[];
  idOf: (row: T) => string;
  total: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  fetching: boolean;
  /** Ticked rows of every page. */
  selected: T[];
  onSelectedChange: (rows: T[]) => void;
  /** One row only, chosen with a radio. */
  single?: boolean;
  /** Accessible name of a row's checkbox or radio ('Erika Mustermann auswählen'). */
  rowLabel: (row: T) => string;
  /** A row as a card on a phone: the first line and the lines below. */
  card: (row: T) => { title: ReactNode; lines: ReactNode[] };
  phone: boolean;
};

/**
 * A server-paged list to choose from: a table with checkboxes (or radios) on wide screens, cards on a
 * phone. The choice survives paging and searching.
 */
export function SelectableList<T>(props: Props<T>) {
  const { records, columns, idOf, selected, onSelectedChange, single = false, rowLabel, phone } = props;
  const isSelected = (row: T) => selected.some((s) => idOf(s) === idOf(row));
  const toggle = (row: T) => {
    if (single) {
      onSelectedChange([row]);
    } else {
      onSelectedChange(isSelected(row) ? selected.filter((s) => idOf(s) !== idOf(row)) : [...selected, row]);
    }
  };

  if (phone) {
    return <SelectableCards {...props} isSelected={isSelected} toggle={toggle} />;
  }

  const radioColumn: DataTableColumn<T> = {
    accessor: '__pick',
    title: '',
    width: 48,
    render: (row) => (
      <Radio
        checked={isSelected(row)}
        onChange={() => toggle(row)}
        onClick={(event) => event.stopPropagation()}
        aria-label={rowLabel(row)}
      />
    ),
  };

  return (
    <DataTable<T>
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing="sm"
      minHeight={records?.length ? undefined : 220}
      records={records ?? []}
      columns={single ? [radioColumn, ...columns] : columns}
      idAccessor={(row) => idOf(row)}
      fetching={props.fetching}
      noRecordsText={EMPTY_TEXT}
      noRecordsIcon={<IconListSearch size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />}
      totalRecords={props.total}
      recordsPerPage={props.pageSize}
      page={props.page}
      onPageChange={props.onPageChange}
      {...germanTableProps}
      onRowClick={({ record }) => toggle(record)}
      {...(single
        ? {}
        : {
            selectedRecords: selected,
            onSelectedRecordsChange: onSelectedChange,
            allRecordsSelectionCheckboxProps: { 'aria-label': 'Alle auf dieser Seite auswählen' },
            getRecordSelectionCheckboxProps: (row: T) => ({ 'aria-label': rowLabel(row) }),
          })}
      style={{ cursor: 'pointer' }}
    />
  );
}

function SelectableCards<T>({
  records,
  idOf,
  total,
  pageSize,
  page,
  onPageChange,
  fetching,
  single = false,
  rowLabel,
  card,
  isSelected,
  toggle,
}: Props<T> & { isSelected: (row: T) => boolean; toggle: (row: T) => void }) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (records === undefined) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Einträge werden geladen">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={72} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {records.length === 0 ? (
        <Paper withBorder p="xl">
          <Center>
            <Stack align="center" gap={6}>
              <IconListSearch size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed">{EMPTY_TEXT}</Text>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <Stack gap="xs" style={{ opacity: fetching ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={fetching}>
          {records.map((row) => {
            const { title, lines } = card(row);
            const on = isSelected(row);
            const Control = single ? Radio : Checkbox;
            return (
              <Paper
                key={idOf(row)}
                withBorder
                p="sm"
                bg={on ? 'var(--mantine-primary-color-light)' : undefined}
                style={{ borderColor: on ? 'var(--mantine-primary-color-filled)' : undefined }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Control checked={on} onChange={() => toggle(row)} aria-label={rowLabel(row)} mt={2} />
                  <UnstyledButton onClick={() => toggle(row)} style={{ flex: 1, minWidth: 0 }} tabIndex={-1}>
                    <Text fw={600} truncate>
                      {title}
                    </Text>
                    {lines.map((line, i) =>
                      line ? (
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one card
                        <Text key={i} size="sm" c="dimmed" truncate>
                          {line}
                        </Text>
                      ) : null,
                    )}
                  </UnstyledButton>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <CardListPagination totalPages={totalPages} page={page} onPageChange={onPageChange} />
    </Stack>
  );
}
