import { type DokumentNodeId, formatDateTime, formatFileSize } from '@maklerwerk/domain';
import { Anchor, Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { DataTable } from 'mantine-datatable';
import listClasses from '../../components/list-table.module.css';
import { LoadError } from '../../components/load-error';
import { dokumentHistoryQueryOptions, downloadUrl } from '../../shared/dokumentenarchiv/dokument.queries';

/** /communication/documents/aenderungshistorie?docInfo={nodeId}&docInfo={id}: every version with who and when. */
export function HistoryPage({ nodeId, documentId }: { nodeId: DokumentNodeId; documentId: number }) {
  const router = useRouter();
  const history = useQuery(dokumentHistoryQueryOptions(nodeId, documentId));
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1200} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowLeft size={14} aria-hidden /> zurück
      </Anchor>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          Änderungshistorie
        </Title>
        {history.isError && <LoadError error={history.error} />}
        {!history.data && !history.isError && <Skeleton height={160} mt="md" />}
        {history.data && (
          <>
            <Text mt={4} mb="md">
              {history.data.bezeichnung}
              {!history.data.exists && (
                <Badge ml="sm" color="red" variant="light">
                  gelöscht
                </Badge>
              )}
            </Text>
            <DataTable
              className={listClasses.table}
              withTableBorder
              borderRadius="sm"
              verticalSpacing="sm"
              records={history.data.versions}
              idAccessor="fileId"
              noRecordsText="Keine Versionen vorhanden."
              columns={[
                { accessor: 'versionNo', title: 'Version', width: 90 },
                {
                  accessor: 'fileName',
                  title: 'Datei',
                  render: (v) => (
                    <Anchor href={downloadUrl(nodeId, v.fileId)} download size="sm">
                      {v.fileName}
                    </Anchor>
                  ),
                },
                { accessor: 'size', title: 'Größe', render: (v) => formatFileSize(v.size) },
                { accessor: 'createdAt', title: 'Hochgeladen am', render: (v) => formatDateTime(v.createdAt) },
                { accessor: 'createdBy', title: 'von', render: (v) => v.createdBy ?? '' },
                {
                  accessor: 'current',
                  title: 'Stand',
                  render: (v) =>
                    v.current ? (
                      <Badge color="teal" variant="light">
                        aktuell
                      </Badge>
                    ) : (
                      <Text size="sm" c="dimmed">
                        ersetzt
                      </Text>
                    ),
                },
              ]}
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
