import { canSeeCallRecords, type DokumentNodeId, formatFileSize } from '@maklerwerk/domain';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFilePlus, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../lib/session';
import {
  dokumentHistoryQueryOptions,
  downloadUrl,
  fileInfoQueryOptions,
} from '../../shared/dokumentenarchiv/dokument.queries';
import { UploadModal, type UploadTarget } from '../../shared/dokumentenarchiv/upload-modal';
import { CallRecordsSection } from './call-records-section';

/** /communication/documents/zusaetzlichedokumente?nodeId&fileId: more files for a document, or a new version of one. */
export function AddFilesPage({ nodeId, fileId }: { nodeId: DokumentNodeId; fileId: number }) {
  const router = useRouter();
  const { actor } = useSession();
  const info = useQuery(fileInfoQueryOptions(nodeId, fileId));
  const documentId = info.data?.documentId ?? 0;
  const history = useQuery({ ...dokumentHistoryQueryOptions(nodeId, documentId), enabled: documentId > 0 });
  const [target, setTarget] = useState<UploadTarget | null>(null);
  const current = history.data?.versions.filter((v) => v.current) ?? [];
  return (
    <Stack p={{ base: 'sm', sm: 'lg' }} maw={1000} gap="md">
      <Anchor component="button" type="button" size="sm" onClick={() => router.history.back()} w="fit-content">
        <IconArrowLeft size={14} aria-hidden /> zurück
      </Anchor>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              Dateien hinzufügen
            </Title>
            <Text mt={4}>{history.data?.bezeichnung}</Text>
          </div>
          <Button
            leftSection={<IconFilePlus size={16} />}
            onClick={() => setTarget({ kind: 'addFiles', nodeId, fileId })}
          >
            Dateien hinzufügen
          </Button>
        </Group>
        {(info.isError || history.isError) && <LoadError error={info.error ?? history.error} />}
        {!history.data && !history.isError && !info.isError && <Skeleton height={120} mt="md" />}
        <Stack component="ul" gap="xs" mt="md" style={{ listStyle: 'none', padding: 0 }}>
          {current.map((v) => (
            <li key={v.fileId}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor href={downloadUrl(nodeId, v.fileId)} download size="sm">
                  {v.fileName}
                </Anchor>
                <Group gap="sm">
                  <Text size="xs" c="dimmed">
                    Version {v.versionNo} · {formatFileSize(v.size)}
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconUpload size={14} />}
                    onClick={() => setTarget({ kind: 'addFiles', nodeId, fileId: v.fileId, replaces: v.fileId })}
                  >
                    Neue Version hochladen
                  </Button>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      </Paper>
      {documentId > 0 && canSeeCallRecords(actor) && <CallRecordsSection nodeId={nodeId} documentId={documentId} />}
      {target && (
        <UploadModal
          opened
          onClose={() => setTarget(null)}
          target={target}
          single={target.kind === 'addFiles' && target.replaces !== undefined}
          title={
            target.kind === 'addFiles' && target.replaces !== undefined
              ? 'Neue Version hochladen'
              : 'Dateien hinzufügen'
          }
        />
      )}
    </Stack>
  );
}
