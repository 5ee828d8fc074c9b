import {
  DATENIMPORT_MAX_BYTES,
  datenimportDateiendungen,
  formatFileSize,
  isDatenimportDatei,
} from '@maklerwerk/domain';
import { ActionIcon, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconFile, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { errorMessage } from '../../lib/api-client';
import { uploadDatenimport } from './datenimport.queries';
import '@mantine/dropzone/styles.css';

const endungen = datenimportDateiendungen.join(', ');

/** How far each file is, from the fraction of all bytes of the one request (files go up in order). */
export function dateiFortschritt(groessen: number[], fraction: number): number[] {
  const gesamt = groessen.reduce((sum, g) => sum + g, 0);
  let vorher = 0;
  return groessen.map((g) => {
    const gesendet = fraction * gesamt - vorher;
    vorher += g;
    return g === 0 ? (fraction >= 1 ? 1 : 0) : Math.min(1, Math.max(0, gesendet / g));
  });
}

/**
 * Drop or pick one or more GDV, zip, CSV or Excel files; they go up in one request, with a progress bar
 * per file, and the preview starts on the server.
 */
export function DatenimportUpload({ onStarted }: { onStarted: (id: number) => void }) {
  const [dateien, setDateien] = useState<File[]>([]);
  const [fortschritt, setFortschritt] = useState<number[] | null>(null);
  const [abgelehnt, setAbgelehnt] = useState<string[]>([]);
  const [fehler, setFehler] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const laeuft = fortschritt !== null;

  const add = (files: File[]) => {
    const gut = files.filter((f) => isDatenimportDatei(f.name) && f.size <= DATENIMPORT_MAX_BYTES);
    setAbgelehnt(
      files
        .filter((f) => !gut.includes(f))
        .map((f) =>
          isDatenimportDatei(f.name)
            ? `${f.name}: Die Datei ist größer als ${formatFileSize(DATENIMPORT_MAX_BYTES)}.`
            : `${f.name}: Dieser Dateityp wird nicht unterstützt (erlaubt: ${endungen}).`,
        ),
    );
    setFehler(null);
    setDateien((list) => [...list, ...gut.filter((f) => !list.some((l) => l.name === f.name && l.size === f.size))]);
  };

  const start = async () => {
    const ctrl = new AbortController();
    controller.current = ctrl;
    setFehler(null);
    setFortschritt(dateien.map(() => 0));
    const groessen = dateien.map((f) => f.size);
    try {
      const { id } = await uploadDatenimport(dateien, {
        signal: ctrl.signal,
        onProgress: (fraction) => setFortschritt(dateiFortschritt(groessen, fraction)),
      });
      setDateien([]);
      setFortschritt(null);
      onStarted(id);
    } catch (error) {
      setFortschritt(null);
      setFehler(
        error instanceof DOMException && error.name === 'AbortError'
          ? 'Der Upload wurde abgebrochen.'
          : errorMessage(error),
      );
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Dropzone onDrop={add} multiple disabled={laeuft} aria-label="Importdateien auswählen">
          <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }} wrap="nowrap">
            <IconCloudUpload size={36} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            <div>
              <Text size="md" fw={500}>
                GDV-, ZIP-, CSV- oder Excel-Dateien hierher ziehen oder klicken, um sie auszuwählen
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {endungen} · höchstens {formatFileSize(DATENIMPORT_MAX_BYTES)} je Datei
              </Text>
            </div>
          </Group>
        </Dropzone>
        {abgelehnt.map((text) => (
          <Text key={text} size="sm" c="red.9" role="alert">
            {text}
          </Text>
        ))}
        {dateien.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            aria-label="Gewählte Dateien"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {dateien.map((file, index) => (
              <li key={`${file.name}-${file.size}`}>
                <Group gap="sm" wrap="nowrap">
                  <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" truncate>
                        {file.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {formatFileSize(file.size)}
                      </Text>
                    </Group>
                    {fortschritt && (
                      <Progress
                        value={Math.round((fortschritt[index] ?? 0) * 100)}
                        size="sm"
                        aria-label={`Fortschritt ${file.name}`}
                      />
                    )}
                  </Stack>
                  {!laeuft && (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${file.name} entfernen`}
                      onClick={() => setDateien((list) => list.filter((f) => f !== file))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
              </li>
            ))}
          </Stack>
        )}
        <FormAlert message={fehler} />
        {dateien.length > 0 && (
          <Group justify="flex-end" gap="sm">
            {laeuft ? (
              <Button variant="default" onClick={() => controller.current?.abort()}>
                Abbrechen
              </Button>
            ) : (
              <Button onClick={() => void start()}>
                {dateien.length === 1 ? 'Datei hochladen und prüfen' : `${dateien.length} Dateien hochladen und prüfen`}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
