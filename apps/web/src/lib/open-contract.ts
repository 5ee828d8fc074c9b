import { type ContractListItem, opensCustomerTabs } from '@maklerwerk/domain';
import { useNavigate } from '@tanstack/react-router';
import { openCustomerTab } from './customer-tabs';
import { useSession } from './session';

/** `newVertrag`: a contract just created (spec 2.1: the damage-reports step is hidden). */
export type OpenContractTarget = { page?: 'overview' | 'details'; stepKey?: string; newVertrag?: boolean };

export function contractHref(id: number, { page = 'overview', stepKey, newVertrag }: OpenContractTarget = {}): string {
  const query = new URLSearchParams();
  if (newVertrag) {
    query.set('newVertrag', 'true');
  }
  if (stepKey) {
    query.set('stepKey', stepKey);
  }
  const search = query.toString();
  return `/home/versicherungen/insurance-group/${page}/${id}${search ? `?${search}` : ''}`;
}

/** Spec 2.1: brokers and internal staff open the contract in its customer's tab; customers navigate in place. */
export function useOpenContract(): (
  contract: Pick<ContractListItem, 'id' | 'kunde'>,
  target?: OpenContractTarget,
) => Promise<void> {
  const { actor } = useSession();
  const navigate = useNavigate();
  return async (contract, target = {}) => {
    if (opensCustomerTabs(actor)) {
      openCustomerTab(contract.kunde, contract.id, contractHref(contract.id, target));
    }
    if (target.page === 'details') {
      await navigate({
        to: '/home/versicherungen/insurance-group/details/$contractId',
        params: { contractId: contract.id },
        search: {
          ...(target.newVertrag ? { newVertrag: true } : {}),
          ...(target.stepKey ? { stepKey: target.stepKey } : {}),
        },
      });
      return;
    }
    await navigate({
      to: '/home/versicherungen/insurance-group/overview/$contractId',
      params: { contractId: contract.id },
    });
  };
}
