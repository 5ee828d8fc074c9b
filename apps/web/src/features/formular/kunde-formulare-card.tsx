import { type FormularKatalogOption, formatDateTime, type KundeFormular, PAGE_SIZE, pillFor } from '@maklerwerk/domain';
import { Button, Group, Menu, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconForms } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ListColumn, ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { errorMessage } from '../../lib/api-client';
import { useOpenAntrag } from '../../lib/open-antrag';
import { DocumentPill } from '../../shared/dokumentenarchiv/document-pill';
import { useCreateFormularMutation } from './formular.queries';
import { kundeFormulareQueryOptions } from './kunde-formulare.queries';

const pageSize = PAGE_SIZE.formulare;
export const KUNDE_FORMULARE_EMPTY = 'Für diesen Kunden gibt es noch keine Formulare.';

type Theme = { breakpoints: Record<string, string> };
const wide = (theme: Theme) => `(min-width: ${theme.breakpoints.sm})`;
const narrow = (theme: Theme) => `(max-width: calc(${theme.breakpoints.sm} - 1px))`;
const dash = (text: string) => text || '–';
const dateCell = (iso: string | null) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{dash(formatDateTime(iso))}</span>
);

function StatusPills({ row }: { row: KundeFormular }) {
  return (
    <Group gap={4} wrap="wrap">
      <DocumentPill type="FORMULAR" value={row.status} />
      <DocumentPill type="ANLEGERPROFIL" value={row.anlegerprofilStatus} />
    </Group>
  );
}

/** What Enter or a click on a row opens, for screen readers. */
export const kundeFormularRowLabel = (row: KundeFormular) =>
  [
    `${row.label} öffnen`,
    row.vertragsnummer ? `Vertrag ${row.vertragsnummer}` : null,
    pillFor('FORMULAR', row.status)?.label,
    `angelegt ${formatDateTime(row.createdAt)}`,
  ]
    .filter(Boolean)
    .join(', ');

const columns: ListColumn<KundeFormular>[] = [
  {
    accessor: 'label',
    title: 'Formular',
    visibleMediaQuery: wide,
    render: (row) => (
      <Text size="sm" fw={600}>
        {row.label}
      </Text>
    ),
  },
  {
    accessor: 'vertragsnummer',
    title: 'Vertrag',
    visibleMediaQuery: wide,
    render: (row) => dash(row.vertragsnummer ?? ''),
  },
  { accessor: 'status', title: 'Status', visibleMediaQuery: wide, render: (row) => <StatusPills row={row} /> },
  {
    accessor: 'createdAt',
    title: 'Angelegt',
    visibleMediaQuery: wide,
    noWrap: true,
    render: (row) => dateCell(row.createdAt),
  },
  {
    accessor: 'finishedAt',
    title: 'Abgeschlossen',
    visibleMediaQuery: wide,
    noWrap: true,
    render: (row) => dateCell(row.finishedAt),
  },
  // On a phone one column: the form, its contract and dates, the status below.
  {
    accessor: 'mobil',
    title: 'Formular',
    visibleMediaQuery: narrow,
    render: (row) => (
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {row.label}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            row.vertragsnummer ? `Vertrag ${row.vertragsnummer}` : null,
            `angelegt ${formatDateTime(row.createdAt)}`,
            row.finishedAt ? `abgeschlossen ${formatDateTime(row.finishedAt)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        <StatusPills row={row} />
      </Stack>
    ),
  },
];

/** 'Neues Formular': the forms that need no contract; the pick is created for the customer and opened. */
function NeuesFormularMenu({ kundeId, options }: { kundeId: number; options: FormularKatalogOption[] }) {
  const create = useCreateFormularMutation();
  const openAntrag = useOpenAntrag();
  const start = async (option: FormularKatalogOption) => {
    try {
      const created = await create.mutateAsync({
        formGroupPath: option.formGroupPath,
        formPath: option.formPath,
        kundeId,
      });
      await openAntrag({ ...option, id: created.id, customerId: kundeId });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconForms size={14} />}
          rightSection={<IconChevronDown size={14} />}
          loading={create.isPending}
        >
          Neues Formular
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {options.map((option) => (
          <Menu.Item key={`${option.formGroupPath}/${option.formPath}`} onClick={() => void start(option)}>
            {option.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * Section 'Formulare und Beratung' of the customer page (issue 16): his filled forms, newest first,
 * 20 per page on the server; a row opens the form (useOpenAntrag: by its type, a customer login after
 * the access check). Office users who may write create one without a contract; customers read only.
 */
export function KundeFormulareCard({ kundeId }: { kundeId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery(kundeFormulareQueryOptions(kundeId, (page - 1) * pageSize));
  const openAntrag = useOpenAntrag();
  const data = list.data;
  const open = (row: KundeFormular) => void openAntrag({ ...row, customerId: kundeId });

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kunde-formulare">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="h4" id="kunde-formulare">
          Formulare und Beratung
        </Title>
        {data?.canCreate && data.neueFormulare.length > 0 && (
          <NeuesFormularMenu kundeId={kundeId} options={data.neueFormulare} />
        )}
      </Group>
      {list.isError ? (
        <LoadError error={list.error} />
      ) : !data ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Formulare werden geladen">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      ) : data.total === 0 ? (
        <Group gap="xs" py="sm">
          <IconForms size={18} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {KUNDE_FORMULARE_EMPTY}
          </Text>
        </Group>
      ) : (
        <ListTable<KundeFormular>
          records={data.items}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={KUNDE_FORMULARE_EMPTY}
          total={data.total}
          totalCapped={false}
          pageSize={pageSize}
          page={page}
          onPageChange={setPage}
          onOpen={open}
          rowLabel={kundeFormularRowLabel}
          paginationOnlyWhenPaged
        />
      )}
    </Paper>
  );
}
