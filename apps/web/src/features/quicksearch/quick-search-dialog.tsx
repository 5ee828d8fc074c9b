import { type QuickSearchContract, type QuickSearchCustomer, quickSearchCustomerName } from '@maklerwerk/domain';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useOpenContract } from '../../lib/open-contract';
import { useOpenCustomer } from '../../lib/open-customer';
import { QuickSearchPanel } from './quick-search-panel';

type Props = { opened: boolean; onClose: () => void };

/** The quick-search dialog, loaded on first use (not part of the first page's code). */
export default function QuickSearchDialog({ opened, onClose }: Props) {
  const openCustomer = useOpenCustomer();
  const openContract = useOpenContract();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });

  const toCustomer = (hit: QuickSearchCustomer) => {
    onClose();
    void openCustomer({ id: hit.customerID, name: quickSearchCustomerName(hit), kundennr: hit.kundennr });
  };
  const toContract = (hit: QuickSearchContract) => {
    onClose();
    void openContract(hit, { page: 'details' });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Schnellsuche" size="lg" fullScreen={isPhone} yOffset="8dvh">
      <QuickSearchPanel onOpenCustomer={toCustomer} onOpenContract={toContract} />
    </Modal>
  );
}
