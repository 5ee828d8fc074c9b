import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The server's warning to an action (spec §4): Ja sends the action again with the confirm flag. */
export function WarningDialog({
  warning,
  busy,
  onYes,
  onNo,
}: {
  warning: { title: string; message: string } | null;
  busy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  return (
    <Modal opened={warning !== null} onClose={onNo} title={warning?.title ?? ''} centered>
      <Text size="sm">{warning?.message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onNo} disabled={busy}>
          Nein
        </Button>
        <Button color="red" onClick={onYes} loading={busy}>
          Ja
        </Button>
      </Group>
    </Modal>
  );
}

/** Errors of the archive (spec §8): a modal titled 'Fehler' with the server's message. */
export function ErrorDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <Modal opened={message !== null} onClose={onClose} title="Fehler" centered>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        {message}
      </Alert>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          Schließen
        </Button>
      </Group>
    </Modal>
  );
}
