import { type DownloadList, type dokumentApi, type EndpointBody, formatFileSize } from '@maklerwerk/domain';
import { Alert, Anchor, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFile } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { downloadUrl, useDownloadListMutation } from './dokument.queries';

type Request = EndpointBody<typeof dokumentApi.downloadList>;

/**
 * The multi-file download (spec §2 "multi-file download"): the chosen documents' files, an empty
 * file marked 'Dokument kann nicht geöffnet werden', and one streamed ZIP of them all.
 */
export function DownloadModal({ request, onClose }: { request: Request | null; onClose: () => void }) {
  const list = useDownloadListMutation();
  const [data, setData] = useState<DownloadList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync } = list;
  useEffect(() => {
    setData(null);
    setError(null);
    if (request) {
      mutateAsync(request).then(setData, (e: unknown) => setError(errorMessage(e)));
    }
  }, [request, mutateAsync]);
  const nodeId = request?.nodeId ?? '';
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={error ? 'Fehler' : 'Dokumente herunterladen'}
      centered
      size="lg"
    >
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {!error && !data && (
        <Group justify="center" p="lg">
          <Loader size="sm" aria-label="Dateien werden zusammengestellt" />
        </Group>
      )}
      {data && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {data.files.length === 1 ? '1 Datei' : `${data.files.length} Dateien`}
          </Text>
          <Stack
            component="ul"
            gap={6}
            style={{ listStyle: 'none', padding: 0, margin: 0, maxHeight: 360, overflowY: 'auto' }}
          >
            {data.files.map((f) => (
              <li key={f.fileId}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFile size={16} aria-hidden />
                    <Anchor href={downloadUrl(nodeId, f.fileId)} download size="sm" truncate>
                      {f.name}
                    </Anchor>
                  </Group>
                  {f.size === 0 ? (
                    <Text size="xs" c="red.8">
                      Dokument kann nicht geöffnet werden
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatFileSize(f.size)}
                    </Text>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          Schließen
        </Button>
        {data?.zipUrl && (
          <Button component="a" href={data.zipUrl} download leftSection={<IconDownload size={16} />}>
            Als ZIP herunterladen
          </Button>
        )}
      </Group>
    </Modal>
  );
}
