import { type ContractDetails, contractOfPolicyNumber } from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/api-client';
import { useOpenContract } from '../../lib/open-contract';
import { contractDetailsQueryOptions, policeNrAnotherQueryOptions } from '../../shared/vertrag/vertrag.queries';

/**
 * Spec 4/7: an old policy number now carried by another contract — look it up
 * (customer id → contract id) and open that contract's details, in its customer's tab.
 */
export function useOpenRelatedContract(contract: Pick<ContractDetails, 'id' | 'kunde'>) {
  const queryClient = useQueryClient();
  const openContract = useOpenContract();
  return async (polNr: string): Promise<boolean> => {
    try {
      const map = await queryClient.fetchQuery(policeNrAnotherQueryOptions(contract.id, polNr));
      const target = contractOfPolicyNumber(map, contract.kunde.id);
      if (target === null) {
        notifications.show({
          color: 'red',
          title: 'Vertrag nicht gefunden',
          message: `Zur Versicherungsnummer ${polNr} gibt es keine andere Versicherung.`,
        });
        return false;
      }
      const related = await queryClient.fetchQuery(contractDetailsQueryOptions(target));
      await openContract(related, { page: 'details' });
      return true;
    } catch (error) {
      notifications.show({ color: 'red', title: 'Fehler', message: errorMessage(error) });
      return false;
    }
  };
}
