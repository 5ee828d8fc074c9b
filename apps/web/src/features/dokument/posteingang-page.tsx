import { formatDate, formatFileSize, PAGE_SIZE } from '@maklerwerk/domain';
import { Anchor, Button, Modal, Paper, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import { type ReactNode, useState } from 'react';
import { germanTableProps } from '../../components/data-table-german';
import listClasses from '../../components/list-table.module.css';
import { LoadError } from '../../components/load-error';
import { downloadUrl, posteingangQueryOptions } from '../../shared/dokumentenarchiv/dokument.queries';
import { customerContractsQueryOptions } from './posteingang.queries';

type Item = { id: number; bezeichnung: string; kundeId: number | null; kundeName: string | null };

/** 'Vertrag wählen': the customer's contracts; opening one carries the document along (spec 000 §2.1). */
function ChooseContract({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const navigate = useNavigate();
  const contracts = useQuery({
    ...customerContractsQueryOptions(item?.kundeId ?? 0),
    enabled: (item?.kundeId ?? 0) > 0,
  });
  return (
    <Modal opened={item !== null} onClose={onClose} title="Vertrag wählen" centered size="lg">
      <Text size="sm" mb="sm">
        „{item?.bezeichnung}“ von {item?.kundeName ?? 'unbekanntem Kunden'} einem Vertrag zuordnen:
      </Text>
      {contracts.isLoading && <Skeleton height={120} />}
      {contracts.data?.items.length === 0 && <Text size="sm">Der Kunde hat keine Verträge.</Text>}
      <Stack gap={6}>
        {contracts.data?.items.map((c) => (
          <UnstyledButton
            key={c.id}
            p="xs"
            style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
            onClick={() =>
              void navigate({
                to: '/home/versicherungen/insurance-group/details/$contractId',
                params: { contractId: c.id },
                search: { isCalledFromMrMoneyPdfbox: true, mrMoneyId: String(item?.id ?? ''), stepKey: 'dokumente' },
              })
            }
          >
            <Text size="sm" fw={500}>
              {c.nummer} · {c.gesellschaft.name}
            </Text>
            <Text size="xs" c="dimmed">
              {c.sparte.name}
            </Text>
          </UnstyledButton>
        ))}
      </Stack>
    </Modal>
  );
}

/** The office's Posteingang: documents not yet filed to a contract (issue 10 §10). */
export function PosteingangPage({ extra }: { extra?: ReactNode }) {
  const [page, setPage] = useState(1);
  const [choosing, setChoosing] = useState<Item | null>(null);
  const inbox = useQuery(posteingangQueryOptions(undefined, (page - 1) * PAGE_SIZE.documents));
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1440} gap="md">
      <div>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Posteingang
        </Title>
        <Text size="sm" c="dimmed">
          Eingegangene Dokumente, die noch keinem Vertrag zugeordnet sind.
        </Text>
      </div>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        {inbox.isError && <LoadError error={inbox.error} />}
        <DataTable
          className={listClasses.table}
          withTableBorder
          borderRadius="sm"
          verticalSpacing="sm"
          minHeight={inbox.data?.items.length ? undefined : 160}
          records={inbox.data?.items ?? []}
          fetching={inbox.isFetching}
          noRecordsText="Keine Dokumente im Posteingang."
          columns={[
            {
              accessor: 'bezeichnung',
              title: 'Bezeichnung',
              render: (r) => (
                <Stack gap={0}>
                  <Anchor
                    href={downloadUrl('POSTEINGANG', r.fileId, true)}
                    target="_blank"
                    rel="noopener"
                    size="sm"
                    fw={500}
                  >
                    {r.bezeichnung}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {r.fileName}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'kundeName',
              title: 'Kunde',
              render: (r) => (r.kundeName ? `${r.kundeName} (${r.kundennr ?? ''})` : ''),
            },
            { accessor: 'datum', title: 'Datum', render: (r) => formatDate(r.datum) },
            { accessor: 'size', title: 'Größe', render: (r) => formatFileSize(r.size) },
            {
              accessor: 'zuordnen',
              title: '',
              textAlign: 'right',
              render: (r) =>
                r.kundeId ? (
                  <Button
                    size="xs"
                    variant="default"
                    rightSection={<IconArrowRight size={14} />}
                    onClick={() => setChoosing(r)}
                  >
                    Vertrag wählen
                  </Button>
                ) : null,
            },
          ]}
          totalRecords={inbox.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE.documents}
          page={page}
          onPageChange={setPage}
          {...germanTableProps}
        />
      </Paper>
      <ChooseContract item={choosing} onClose={() => setChoosing(null)} />
      {extra}
    </Stack>
  );
}
