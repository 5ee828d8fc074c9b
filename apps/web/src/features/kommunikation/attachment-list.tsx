import { formatFileSize, KOMMUNIKATION_LIMITS } from '@maklerwerk/domain';
import { ActionIcon, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { uploadAttachment } from './kommunikation.queries';

/** One attachment of the composer; an upload has id 0 until the server answered. */
export type Attachment = {
  key: string;
  source: 'upload' | 'archive' | 'forward';
  id: number;
  name: string;
  size: number;
  progress?: number | undefined;
  error?: string | undefined;
  abort?: AbortController | undefined;
};

const sourceLabel: Record<Attachment['source'], string> = {
  upload: 'hochgeladen',
  archive: 'aus dem Archiv',
  forward: 'weitergeleitet',
};

type Props = {
  attachments: Attachment[];
  onChange: (update: (list: Attachment[]) => Attachment[]) => void;
  extra?: ReactNode;
};

/** Attachments: uploads with a progress bar each (cancel removes), archive files and forwarded ones. */
export function AttachmentList({ attachments, onChange, extra }: Props) {
  const patch = (key: string, change: Partial<Attachment>) =>
    onChange((list) => list.map((a) => (a.key === key ? { ...a, ...change } : a)));
  const remove = (a: Attachment) => {
    a.abort?.abort();
    onChange((list) => list.filter((x) => x.key !== a.key));
  };
  const add = (files: File[]) => {
    for (const file of files) {
      const key = `up-${crypto.randomUUID()}`;
      const abort = new AbortController();
      onChange((list) => [
        ...list,
        { key, source: 'upload', id: 0, name: file.name, size: file.size, progress: 0, abort },
      ]);
      uploadAttachment(file, { onProgress: (f) => patch(key, { progress: f }), signal: abort.signal })
        .then((done) =>
          patch(key, { id: done.id, name: done.name, size: done.size, progress: undefined, abort: undefined }),
        )
        .catch((error: unknown) => {
          if (!(error instanceof DOMException && error.name === 'AbortError')) {
            patch(key, { error: errorMessage(error), progress: undefined, abort: undefined });
          }
        });
    }
  };
  const full = attachments.length >= KOMMUNIKATION_LIMITS.attachments;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          Anhänge
        </Text>
        <FileButton onChange={add} multiple disabled={full}>
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} />} disabled={full}>
              Datei anhängen
            </Button>
          )}
        </FileButton>
        {extra}
      </Group>
      {attachments.length === 0 && (
        <Text size="sm" c="dimmed">
          Keine Anhänge.
        </Text>
      )}
      {attachments.map((a) => (
        <Group key={a.key} gap="xs" wrap="nowrap" aria-label={`Anhang ${a.name}`}>
          <IconPaperclip size={16} aria-hidden />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" truncate="end">
                {a.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(a.size)} · {sourceLabel[a.source]}
              </Text>
            </Group>
            {a.progress !== undefined && (
              <Progress value={a.progress * 100} size="sm" mt={4} aria-label={`Upload ${a.name}`} />
            )}
            {a.error && (
              <Text size="xs" c="red" role="alert">
                {a.error}
              </Text>
            )}
          </div>
          <ActionIcon variant="subtle" color="gray" onClick={() => remove(a)} aria-label={`${a.name} entfernen`}>
            <IconX size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
