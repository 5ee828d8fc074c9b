import {
  type Abrechnungen,
  abrechnungColumnLabel,
  type Buchung,
  COURTAGE_MESSAGES,
  COURTAGE_PAGE_SIZE,
} from '@maklerwerk/domain';
import { Center, Group, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import type { KeyboardEvent } from 'react';
import { CardListPagination } from '../../components/card-list-pagination';
import { germanTableProps } from '../../components/data-table-german';
import {
  abrechnungCellText,
  abrechnungColumns,
  BuchungActionMenu,
  type BuchungActions,
  BuchungLink,
} from './abrechnung-columns';

const pageSize = COURTAGE_PAGE_SIZE;

type Props = {
  contractId: number;
  /** Undefined while the first page loads. */
  answer: Abrechnungen | undefined;
  fetching: boolean;
  page: number;
  onPageChange: (page: number) => void;
  selected: number | null;
  onSelect: (row: Buchung) => void;
  actions: BuchungActions;
  isPhone: boolean;
};

/** The table 'Abrechnungen': the answer's columns only, 10 rows per page; a row click selects it. */
export function AbrechnungenTable({ isPhone, ...props }: Props) {
  if (!props.answer) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Abrechnungen werden geladen">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={isPhone ? 96 : 36} />
        ))}
      </Stack>
    );
  }
  return isPhone ? (
    <AbrechnungenCards {...props} answer={props.answer} />
  ) : (
    <Desktop {...props} answer={props.answer} />
  );
}

type Loaded = Omit<Props, 'isPhone' | 'answer'> & { answer: Abrechnungen };

function Desktop({ contractId, answer, fetching, page, onPageChange, selected, onSelect, actions }: Loaded) {
  const rights = { isInternal: answer.isInternal, editable: answer.editable };
  return (
    <DataTable<Buchung>
      aria-label="Abrechnungen"
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing="sm"
      minHeight={answer.items.length ? undefined : 180}
      records={answer.items}
      columns={abrechnungColumns({ contractId, columns: answer.columns, rights, actions })}
      idAccessor="buchungsnr"
      fetching={fetching}
      noRecordsText={COURTAGE_MESSAGES.empty}
      totalRecords={answer.total}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={onPageChange}
      {...germanTableProps}
      onRowClick={({ record }) => onSelect(record)}
      rowStyle={(record) =>
        record.buchungsnr === selected
          ? { backgroundColor: 'var(--mantine-color-brand-0)', boxShadow: 'inset 3px 0 0 var(--mantine-color-brand-6)' }
          : { cursor: 'pointer' }
      }
      customRowAttributes={(record) => ({
        tabIndex: 0,
        'aria-selected': record.buchungsnr === selected,
        'data-selected': record.buchungsnr === selected || undefined,
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
            event.preventDefault();
            onSelect(record);
          }
        },
      })}
    />
  );
}

/** On a phone: one card per booking with the answer's fields, the same paging and actions. */
function AbrechnungenCards({ contractId, answer, fetching, page, onPageChange, selected, onSelect, actions }: Loaded) {
  const rights = { isInternal: answer.isInternal, editable: answer.editable };
  const totalPages = Math.max(1, Math.ceil(answer.total / pageSize));
  const fields = answer.columns.filter((key) => key !== 'buchungsnr' && key !== 'zeichnungsdatum');
  return (
    <Stack gap="sm">
      {answer.items.length === 0 ? (
        <Paper withBorder p="xl">
          <Center>
            <Stack align="center" gap={6}>
              <IconReceiptOff size={32} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
              <Text c="dimmed">{COURTAGE_MESSAGES.empty}</Text>
            </Stack>
          </Center>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none', opacity: fetching ? 0.55 : 1, transition: 'opacity 150ms' }}
          aria-label="Abrechnungen"
          aria-busy={fetching}
        >
          {answer.items.map((row) => {
            const isSelected = row.buchungsnr === selected;
            return (
              <Paper
                key={row.buchungsnr}
                component="li"
                withBorder
                p="sm"
                bg={isSelected ? 'brand.0' : undefined}
                style={isSelected ? { borderColor: 'var(--mantine-color-brand-6)' } : undefined}
              >
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <UnstyledButton
                    onClick={() => onSelect(row)}
                    aria-pressed={isSelected}
                    aria-label={`Buchung ${row.buchungsnr} auswählen`}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    <Text size="sm" fw={600}>
                      {answer.columns.includes('zeichnungsdatum') ? abrechnungCellText(row, 'zeichnungsdatum') : ''}
                      {answer.columns.includes('buchungsnr') ? ` · Buchung ${row.buchungsnr}` : ''}
                    </Text>
                  </UnstyledButton>
                  <BuchungActionMenu row={row} rights={rights} actions={actions} />
                </Group>
                <Stack component="dl" gap={2} m={0} mt={6} onClick={() => onSelect(row)} style={{ cursor: 'pointer' }}>
                  {fields.map((key) => (
                    <Group key={key} gap="xs" justify="space-between" wrap="nowrap">
                      <Text component="dt" size="xs" c="dimmed">
                        {abrechnungColumnLabel[key]}
                      </Text>
                      <Text
                        component="dd"
                        size="sm"
                        m={0}
                        ta="right"
                        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                      >
                        {abrechnungCellText(row, key) || '–'}
                      </Text>
                    </Group>
                  ))}
                </Stack>
                {answer.columns.includes('buchungsnr') && (
                  <Group justify="flex-end" mt={6}>
                    <BuchungLink contractId={contractId} buchungsnr={row.buchungsnr}>
                      Buchung öffnen
                    </BuchungLink>
                  </Group>
                )}
              </Paper>
            );
          })}
        </Stack>
      )}
      <CardListPagination totalPages={totalPages} page={page} onPageChange={onPageChange} />
    </Stack>
  );
}
