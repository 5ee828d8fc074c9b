import {
  DOKUMENT_FILE_ROUTES,
  DOKUMENT_LIMITS,
  type DokumentNodeId,
  type DokumentScope,
  formatFileSize,
} from '@maklerwerk/domain';
import { ActionIcon, Button, Group, Modal, Progress, Select, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCheck, IconCloudUpload, IconFile, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { errorMessage } from '../../lib/api-client';
import { dokumentKeys, uploadInputsQueryOptions } from './dokument.queries';
import { uploadFile } from './upload-request';
import '@mantine/dropzone/styles.css';

export type UploadTarget =
  | { kind: 'archive'; scope: DokumentScope; id?: number | undefined; nodeId: DokumentNodeId }
  | { kind: 'addFiles'; nodeId: DokumentNodeId; fileId: number; replaces?: number };

type Item = {
  key: string;
  file: File;
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed' | 'cancelled';
  message?: string;
  controller?: AbortController;
};

/** At most this many files go up at the same time. */
const PARALLEL = 3;

type Extra = { bezeichnung?: string | undefined; datum?: string | null; schadenId?: string | null };

function uploadUrl(target: UploadTarget, nodeId: string, extra: Extra): string {
  const query = new URLSearchParams();
  if (target.kind === 'archive') {
    query.set('scope', target.scope);
    if (target.id !== undefined) {
      query.set('id', String(target.id));
    }
    query.set('nodeId', nodeId);
    for (const [key, value] of Object.entries(extra)) {
      if (value) {
        query.set(key, value);
      }
    }
    return `${DOKUMENT_FILE_ROUTES.upload}?${query.toString()}`;
  }
  query.set('nodeId', target.nodeId);
  query.set('fileId', String(target.fileId));
  if (target.replaces !== undefined) {
    query.set('replaces', String(target.replaces));
  }
  return `${DOKUMENT_FILE_ROUTES.addFiles}?${query.toString()}`;
}

/**
 * The Bezeichnung of a file uploaded for a company ('Dokumente hochladen' of 'Gesellschaftsinfos'):
 * the company's name before the file's, so that the filter 'Bezeichnung' finds the company's documents.
 */
export function companyDocumentLabel(company: string, fileName: string): string {
  return `${company}: ${withoutExtension(fileName)}`.slice(0, DOKUMENT_LIMITS.bezeichnung);
}

function withoutExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * 'Dokumente hochladen': drop or pick several files, a progress bar and a cancel button per file, the
 * server's answer per file (its 413 message for a file over the limit). One request per file.
 */
export function UploadModal({
  opened,
  onClose,
  target,
  nodeOptions = [],
  title = 'Dokumente hochladen',
  maxFileSizeMb = 50,
  single = false,
  company,
}: {
  opened: boolean;
  onClose: () => void;
  target: UploadTarget;
  nodeOptions?: { value: string; label: string }[];
  title?: string;
  maxFileSizeMb?: number;
  /** A new version: exactly one file. */
  single?: boolean;
  /** The company the documents are for (the own documents opened from 'Gesellschaftsinfos'). */
  company?: string | undefined;
}) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[]>([]);
  const [nodeId, setNodeId] = useState<string>(target.nodeId);
  const [bezeichnung, setBezeichnung] = useState('');
  const [running, setRunning] = useState(false);
  const [datum, setDatum] = useState<string | null>(null);
  const [schadenId, setSchadenId] = useState<string | null>(null);
  const counter = useRef(0);
  const inputs = useQuery({
    ...uploadInputsQueryOptions(
      target.kind === 'archive' ? target.scope : 'vertrag',
      target.kind === 'archive' ? target.id : undefined,
      nodeId as DokumentNodeId,
    ),
    enabled: opened && target.kind === 'archive',
  });
  const damageInput = inputs.data?.inputs.find((i) => i.key === 'schadenId');
  const dateInput = inputs.data?.inputs.find((i) => i.key === 'datum');

  const update = (key: string, patch: Partial<Item>) =>
    setItems((list) => list.map((i) => (i.key === key ? { ...i, ...patch } : i)));

  const close = () => {
    for (const item of items) {
      item.controller?.abort();
    }
    setItems([]);
    setBezeichnung('');
    setRunning(false);
    onClose();
  };

  const start = async () => {
    setRunning(true);
    const queue = items.filter((i) => i.state === 'waiting');
    const label = queue.length === 1 && items.length === 1 ? bezeichnung.trim() || undefined : undefined;
    let failed = false;
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const controller = new AbortController();
        update(next.key, { state: 'uploading', controller, progress: 0 });
        try {
          const result = await uploadFile(
            uploadUrl(target, nodeId, {
              bezeichnung: label ?? (company ? companyDocumentLabel(company, next.file.name) : undefined),
              datum,
              schadenId,
            }),
            next.file,
            {
              signal: controller.signal,
              onProgress: (fraction) => update((next as Item).key, { progress: fraction }),
            },
          );
          const refused = result.rejected[0];
          if (refused) {
            failed = true;
            update(next.key, { state: 'failed', message: refused.message });
          } else {
            update(next.key, { state: 'done', progress: 1 });
          }
        } catch (error) {
          if (error instanceof DOMException && error.name === 'AbortError') {
            update(next.key, { state: 'cancelled', message: 'Abgebrochen' });
          } else {
            failed = true;
            update(next.key, { state: 'failed', message: errorMessage(error) });
          }
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
    await queryClient.invalidateQueries({ queryKey: dokumentKeys.all });
    setRunning(false);
    if (!failed) {
      close();
    }
  };

  const add = (files: File[]) => {
    const picked = single ? files.slice(0, 1) : files;
    setItems((list) => [
      ...(single ? [] : list),
      ...picked.map((file) => {
        counter.current += 1;
        return { key: `f${counter.current}`, file, progress: 0, state: 'waiting' as const };
      }),
    ]);
  };
  const waiting = items.filter((i) => i.state === 'waiting').length;

  return (
    <Modal opened={opened} onClose={close} title={title} centered size="lg">
      <Stack gap="sm">
        {company && (
          <Text size="sm" fw={500}>
            Gesellschaft: {company}
          </Text>
        )}
        {target.kind === 'archive' && nodeOptions.length > 1 && (
          <Select
            label="Ordner"
            data={nodeOptions}
            value={nodeId}
            onChange={(v) => v && setNodeId(v)}
            allowDeselect={false}
            disabled={running}
          />
        )}
        {(dateInput || damageInput) && (
          <Group grow align="flex-start">
            {dateInput && (
              <GermanDateInput
                label="Datum"
                description="Ohne Angabe: heute"
                value={datum}
                onChange={setDatum}
                disabled={running}
              />
            )}
            {damageInput && (
              <Select
                label="Schadensmeldung"
                placeholder="Keiner zuordnen"
                data={damageInput.options}
                value={schadenId}
                onChange={setSchadenId}
                clearable
                disabled={running}
              />
            )}
          </Group>
        )}
        {target.kind === 'archive' && items.length === 1 && (
          <TextInput
            label="Bezeichnung"
            description={company ? `Ohne Angabe: „${company}: Dateiname“` : 'Ohne Angabe gilt der Dateiname.'}
            value={bezeichnung}
            onChange={(e) => setBezeichnung(e.currentTarget.value)}
            maxLength={DOKUMENT_LIMITS.bezeichnung}
            disabled={running}
          />
        )}
        <Dropzone onDrop={add} multiple={!single} disabled={running} aria-label="Dateien auswählen">
          <Group justify="center" gap="md" mih={110} style={{ pointerEvents: 'none' }}>
            <IconCloudUpload size={40} stroke={1.5} aria-hidden />
            <div>
              <Text size="md" fw={500}>
                {single
                  ? 'Datei hierher ziehen oder klicken, um sie auszuwählen'
                  : 'Dateien hierher ziehen oder klicken, um sie auszuwählen'}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                Höchstens {maxFileSizeMb} MB je Datei
              </Text>
            </div>
          </Group>
        </Dropzone>
        {items.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            aria-label="Gewählte Dateien"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {items.map((item) => (
              <li key={item.key}>
                <Group gap="sm" wrap="nowrap">
                  <IconFile size={18} aria-hidden />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        {item.file.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {formatFileSize(item.file.size)}
                      </Text>
                    </Group>
                    {item.state === 'uploading' && (
                      <Progress
                        value={Math.round(item.progress * 100)}
                        size="sm"
                        aria-label={`Fortschritt ${item.file.name}`}
                      />
                    )}
                    {item.state === 'done' && (
                      <Text size="xs" c="teal.8">
                        <IconCheck size={12} aria-hidden /> Hochgeladen
                      </Text>
                    )}
                    {(item.state === 'failed' || item.state === 'cancelled') && (
                      <Text size="xs" c="red.8" role={item.state === 'failed' ? 'alert' : undefined}>
                        {item.message}
                      </Text>
                    )}
                  </Stack>
                  {(item.state === 'uploading' || item.state === 'waiting') && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={item.state === 'uploading' ? 'Upload abbrechen' : 'Datei entfernen'}
                      onClick={() =>
                        item.state === 'uploading'
                          ? item.controller?.abort()
                          : setItems((list) => list.filter((i) => i.key !== item.key))
                      }
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" onClick={close}>
            {items.some((i) => i.state === 'done' || i.state === 'failed') && !running ? 'Schließen' : 'Abbrechen'}
          </Button>
          <Button onClick={start} disabled={waiting === 0} loading={running}>
            Hochladen
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
