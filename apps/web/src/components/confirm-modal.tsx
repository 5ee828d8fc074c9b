import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../lib/api-client';

type Props = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; the modal stays open with the error when it fails. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

/** A question before an action; the confirm button waits for the action to finish. */
export function ConfirmModal({ opened, title, children, confirmLabel, danger = false, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (!busy) {
      setError(null);
      onClose();
    }
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mt="md" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={close} disabled={busy}>
          Abbrechen
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={busy} data-autofocus>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
