import { type ContractDetails, vertragApi } from '@maklerwerk/domain';
import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmModal } from '../../components/confirm-modal';
import { apiCall } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';
import { useOpenContract } from '../../lib/open-contract';
import { contractDetailsQueryOptions } from './vertrag.queries';

type Props = { contract: Pick<ContractDetails, 'id' | 'nummer'>; opened: boolean; onClose: () => void };

/** Spec 4: confirm, copy, load the new contract's details, then open the new contract. */
export function CopyContractModal({ contract, opened, onClose }: Props) {
  const queryClient = useQueryClient();
  const openContract = useOpenContract();
  const copy = async () => {
    const { value: newId } = await apiCall(vertragApi.copy, { params: { id: contract.id } });
    const copied = await queryClient.fetchQuery(contractDetailsQueryOptions(newId));
    void queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
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
