import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export const NO_DRAFT_HINT = 'Kein geöffneter Termin – die Auswahl wird nicht gespeichert.';
export const EMPTY_TEXT = 'Es wurden keine Einträge gefunden';

type Props = {
  title: string;
  /** The search field (or nothing). */
  search?: ReactNode;
  /** Draft missing: the choice would be lost. */
  noDraft: boolean;
  /** A danger message (the draft could not be read or written, the import failed). */
  error?: string | null | undefined;
  children: ReactNode;
  footer: ReactNode;
};

/** The frame of every picker of the appointment editor: title, search, hints, list and a sticky footer. */
export function PickerFrame({ title, search, noDraft, error, children, footer }: Props) {
  useDocumentTitle(`${title} – Maklerwerk`);
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} pb={0} maw={1440} mih="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {title}
        </Title>
        {search}
      </Group>
      {noDraft && (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {NO_DRAFT_HINT}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <div style={{ flex: 1 }}>{children}</div>
      {footer}
    </Stack>
  );
}

type FooterProps = {
  /** How many are ticked; null hides the count (the archive counts itself). */
  count: number | null;
  onTake?: (() => void) | undefined;
  onCancel: () => void;
  taking?: boolean;
  children?: ReactNode;
};

/** 'Übernehmen (n)' and 'Abbrechen', kept in view at the bottom while the list scrolls. */
export function PickerFooter({ count, onTake, onCancel, taking = false, children }: FooterProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      mx={{ base: -4, sm: 0 }}
      style={{ position: 'sticky', bottom: 0, zIndex: 3 }}
      role="group"
      aria-label="Auswahl"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {children ?? (count === null ? ' ' : count === 0 ? 'Nichts ausgewählt' : `${count} ausgewählt`)}
        </Text>
        <Group gap="sm" wrap="nowrap" ml="auto">
          <Button variant="default" onClick={onCancel} disabled={taking}>
            Abbrechen
          </Button>
          {onTake && (
            <Button onClick={onTake} loading={taking} disabled={count === 0}>
              {count === null ? 'Übernehmen' : `Übernehmen (${count})`}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
