import type { ContractDetails } from '@maklerwerk/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ConfirmModal } from '../../components/confirm-modal';
import { useOpenContract } from '../../lib/open-contract';
import { useCopyVertragMutation } from '../../shared/vertrag/vertrag.queries';

type Props = { contract: Pick<ContractDetails, 'id' | 'nummer'>; opened: boolean; onClose: () => void };

/** Spec 4: confirm, copy, load the new contract's details, then open the new contract. */
export function CopyContractModal({ contract, opened, onClose }: Props) {
  const copyVertrag = useCopyVertragMutation();
  const openContract = useOpenContract();
  const copy = async () => {
    const copied = await copyVertrag.mutateAsync(contract.id);
    await openContract(copied, { page: 'details' });
    notifications.show({
      color: 'teal',
      title: 'Versicherung kopiert',
      message: `Die Kopie der Versicherung ${contract.nummer} ist geöffnet.`,
    });
  };
  return (
    <ConfirmModal
      opened={opened}
      onClose={onClose}
      title="Versicherung kopieren Bestätigung"
      confirmLabel="Kopieren"
      onConfirm={copy}
    >
      <Text size="sm">Soll die Versicherung {contract.nummer} kopiert werden?</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Die Kopie übernimmt alle Vertragsdaten und öffnet sich anschließend zur Bearbeitung.
      </Text>
    </ConfirmModal>
  );
}
