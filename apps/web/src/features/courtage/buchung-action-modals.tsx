import { COURTAGE_MESSAGES } from '@maklerwerk/domain';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { useCopyBuchungMutation, useDeleteBuchungMutation, useStornoBuchungMutation } from './courtage.queries';

export type BuchungAction = 'delete' | 'copy' | 'storno';

/** The row stays while the modal fades out; `opened` opens and closes it. */
export function useBuchungAction() {
  const [state, setState] = useState<{ action: BuchungAction; buchungsnr: number } | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    state,
    opened,
    open: (action: BuchungAction, buchungsnr: number) => {
      setState({ action, buchungsnr });
      setOpened(true);
    },
    close: () => setOpened(false),
  };
}

function Warning({ text }: { text: string }) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={700} c="red.8">
        ACHTUNG!
      </Text>
      <Text size="sm">{text}</Text>
    </Stack>
  );
}

type Props = {
  contractId: number;
  action: BuchungAction | null;
  buchungsnr: number | null;
  opened: boolean;
  onClose: () => void;
  /** After the booking was deleted (the distribution of it is gone). */
  onDeleted?: (buchungsnr: number) => void;
};

/** 'Buchung löschen', 'Buchung kopieren' and 'Buchung Stornieren' (spec §2.3 modals). */
export function BuchungActionModals({ contractId, action, buchungsnr, opened, onClose, onDeleted }: Props) {
  const remove = useDeleteBuchungMutation(contractId);
  const copy = useCopyBuchungMutation(contractId);
  const storno = useStornoBuchungMutation(contractId);
  const nr = buchungsnr ?? 0;

  const run = async () => {
    if (buchungsnr === null) {
      return;
    }
    if (action === 'delete') {
      await remove.mutateAsync(buchungsnr);
      notifications.show({ color: 'teal', message: `Die Buchung ${buchungsnr} wurde gelöscht.` });
      onDeleted?.(buchungsnr);
    } else if (action === 'copy') {
      const created = await copy.mutateAsync(buchungsnr);
      notifications.show({
        color: 'teal',
        message: `Die Buchung ${buchungsnr} wurde kopiert (neue Buchung ${created.buchungsnr}).`,
      });
    } else if (action === 'storno') {
      const created = await storno.mutateAsync(buchungsnr);
      notifications.show({
        color: 'teal',
        message: `Die Buchung ${buchungsnr} wurde storniert (Stornobuchung ${created.buchungsnr}).`,
      });
    }
  };

  return (
    <>
      <ConfirmModal
        opened={opened && action === 'delete'}
        onClose={onClose}
        title="Buchung löschen"
        confirmLabel="Löschen"
        danger
        onConfirm={run}
      >
        {COURTAGE_MESSAGES.deleteBuchung(nr)}
      </ConfirmModal>
      <ConfirmModal
        opened={opened && action === 'copy'}
        onClose={onClose}
        title="Buchung kopieren"
        confirmLabel="kopieren"
        onConfirm={run}
      >
        <Warning text={COURTAGE_MESSAGES.copyWarning} />
      </ConfirmModal>
      <ConfirmModal
        opened={opened && action === 'storno'}
        onClose={onClose}
        title="Buchung Stornieren"
        confirmLabel="Stornieren"
        danger
        onConfirm={run}
      >
        <Warning text={COURTAGE_MESSAGES.stornoWarning} />
      </ConfirmModal>
    </>
  );
}
