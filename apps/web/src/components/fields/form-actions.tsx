import { Alert, Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';

export const STALE_MESSAGE = 'Der Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie ihn neu.';

type Props = {
  dirty: boolean;
  saving: boolean;
  /** The save answered 409: the user must reload before saving again. */
  stale: boolean;
  onReload: () => void;
  onDiscard: () => void;
};

/** The 409 notice of a form: somebody else saved first; 'Neu laden' fetches his version. */
export function StaleNotice({ onReload }: { onReload: () => void }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" mt="lg">
      <Group justify="space-between" gap="sm">
        <span>{STALE_MESSAGE}</span>
        <Button size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} />} onClick={onReload}>
          Neu laden
        </Button>
      </Group>
    </Alert>
  );
}

/** Below an editable form: the 409 notice with 'Neu laden', 'Änderungen verwerfen' and 'Speichern'. */
export function FormActions({ dirty, saving, stale, onReload, onDiscard }: Props) {
  return (
    <>
      {stale && <StaleNotice onReload={onReload} />}
      <Group justify="flex-end" gap="sm" mt="lg">
        {dirty && (
          <Button variant="subtle" color="gray" onClick={onDiscard} disabled={saving}>
            Änderungen verwerfen
          </Button>
        )}
        <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={saving} disabled={stale}>
          Speichern
        </Button>
      </Group>
    </>
  );
}
