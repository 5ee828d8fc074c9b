import type { EditorArchiveFile, TerminFile } from '@maklerwerk/domain';
import { TERMIN_LIMITS } from '@maklerwerk/domain';
import { ActionIcon, Alert, Anchor, Badge, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconPaperclip, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { terminAttachmentUrl, useUploadTerminFileMutation } from './termin.queries';

type Props = {
  /** The saved item's id: its stored files can be downloaded. */
  sid: number | undefined;
  /** Ids of the files stored with the item (downloadable). */
  storedFileIds: number[];
  files: TerminFile[];
  archiveFiles: EditorArchiveFile[];
  onChange: (change: { files?: TerminFile[]; archiveFiles?: EditorArchiveFile[] }) => void;
  readOnly: boolean;
  /** Opens the document archive (only with archive access). */
  onOpenArchive?: () => void;
};

const sizeFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${sizeFormat.format(bytes / 1024)} KB` : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;

/** Attachments (spec §3.3, §7.1): upload, from the archive, download and remove. */
export function AttachmentsSection({
  sid,
  storedFileIds,
  files,
  archiveFiles,
  onChange,
  readOnly,
  onOpenArchive,
}: Props) {
  const upload = useUploadTerminFileMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const full = files.length + archiveFiles.length >= TERMIN_LIMITS.files;

  const add = async (file: File | null) => {
    if (!file) {
      return;
    }
    setProgress(0);
    try {
      const uploaded = await upload.mutateAsync({ file, onProgress: setProgress });
      onChange({ files: [...files, uploaded] });
    } catch {
      // the error is shown below
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      {!readOnly && (
        <Group gap="sm">
          <FileButton onChange={(file) => void add(file)} disabled={full || upload.isPending}>
            {(buttonProps) => (
              <Button
                {...buttonProps}
                variant="default"
                leftSection={<IconFileUpload size={16} />}
                loading={upload.isPending}
                disabled={full}
              >
                Datei hochladen
              </Button>
            )}
          </FileButton>
          {onOpenArchive && (
            <Button variant="default" leftSection={<IconPaperclip size={16} />} onClick={onOpenArchive} disabled={full}>
              Aus dem Archiv
            </Button>
          )}
        </Group>
      )}
      {progress !== null && <Progress value={progress * 100} aria-label="Hochladen" size="sm" />}
      {upload.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(upload.error)}
        </Alert>
      )}
      {files.length === 0 && archiveFiles.length === 0 ? (
        <Text size="sm" c="dimmed">
          Keine Anhänge
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Anhänge">
          {files.map((f) => (
            <Group key={`f-${f.id}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                {sid !== undefined && storedFileIds.includes(f.id) ? (
                  <Anchor href={terminAttachmentUrl(sid, f.id)} size="sm" download={f.fileName}>
                    {f.label || f.fileName}
                  </Anchor>
                ) : (
                  <Text size="sm">{f.label || f.fileName}</Text>
                )}
                <Text size="xs" c="dimmed">
                  {f.fileName} · {size(f.size)}
                  {f.copyFileId !== null ? ' · aus dem Archiv' : ''}
                </Text>
              </div>
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${f.label || f.fileName} entfernen`}
                  onClick={() => onChange({ files: files.filter((x) => x.id !== f.id) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {archiveFiles.map((f) => (
            <Group key={`a-${f.id}`} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{f.name}</Text>
                <Badge size="xs" variant="light">
                  aus dem Archiv
                </Badge>
              </Group>
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`${f.name} entfernen`}
                  onClick={() => onChange({ archiveFiles: archiveFiles.filter((x) => x.id !== f.id) })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
