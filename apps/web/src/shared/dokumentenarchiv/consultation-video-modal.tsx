import { type DokumentRow, HINWEIS } from '@maklerwerk/domain';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { dokumentHistoryQueryOptions } from './dokument.queries';

export type VideoFile = { fileId: number; fileName: string };

/**
 * 'Recorded consultation video' (spec §2 modals; decision 0046): recordings of a video-consultation
 * provider need a provider Maklerwerk does not have — the dialog says so. A video the office recorded
 * itself and added to the document ('Dateien hinzufügen') is listed and plays in the file preview.
 */
export function ConsultationVideoModal({
  row,
  onClose,
  onPlay,
}: {
  row: DokumentRow | null;
  onClose: () => void;
  onPlay: (file: VideoFile) => void;
}) {
  const history = useQuery({
    ...dokumentHistoryQueryOptions(row?.nodeId ?? 'BERATUNG', row?.id ?? 0),
    enabled: row !== null,
  });
  const videos = (history.data?.versions ?? []).filter((v) => v.current && v.mimeType.startsWith('video/'));
  return (
    <Modal opened={row !== null} onClose={onClose} title="Aufgezeichnetes Beratungsvideo" centered>
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {row?.bezeichnung}
        </Text>
        {history.isPending && <Loader size="sm" aria-label="Videos werden geladen" />}
        {history.isError && <LoadError error={history.error} />}
        {videos.length > 0 && (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {videos.map((v) => (
              <li key={v.fileId}>
                <Button
                  variant="light"
                  leftSection={<IconPlayerPlay size={16} />}
                  onClick={() => onPlay({ fileId: v.fileId, fileName: v.fileName })}
                >
                  {v.fileName} abspielen
                </Button>
              </li>
            ))}
          </Stack>
        )}
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          <Text size="sm">{HINWEIS.beratungsvideo}</Text>
          {history.isSuccess && videos.length === 0 && (
            <Text size="sm" mt="xs">
              {HINWEIS.beratungsvideoHochladen}
            </Text>
          )}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Schließen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A spec entry Maklerwerk shows without running it: its label as title and the German reason (decision 0046). */
export function HinweisModal({
  hinweis,
  onClose,
}: {
  hinweis: { title: string; message: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={hinweis !== null} onClose={onClose} title={hinweis?.title ?? ''} centered>
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        <Text size="sm">{hinweis?.message}</Text>
      </Alert>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Schließen
        </Button>
      </Group>
    </Modal>
  );
}
