import { type ContractListItem, opensCustomerTabs } from '@maklerwerk/domain';
import { useNavigate } from '@tanstack/react-router';
import { openCustomerTab } from '../../lib/customer-tabs';
import { useSession } from '../../lib/session';

export const overviewHref = (id: number) => `/home/versicherungen/insurance-group/overview/${id}`;

/** Spec 2.1: brokers and internal staff open the contract in its customer's tab; customers navigate in place. */
export function useOpenContract(): (contract: Pick<ContractListItem, 'id' | 'kunde'>) => void {
  const { actor } = useSession();
  const navigate = useNavigate();
  return (contract) => {
    if (opensCustomerTabs(actor)) {
      openCustomerTab(contract.kunde, contract.id, overviewHref(contract.id));
    }
    void navigate({ to: '/home/versicherungen/insurance-group/overview/$id', params: { id: contract.id } });
  };
}
