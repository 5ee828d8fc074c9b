import { canCreateCustomer } from '@maklerwerk/domain';
import type { ButtonProps } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links';
import { useSession } from '../../lib/session';

/** 'Neuer Kunde' (issue 8): a link to /home/kunden/neu, shown only where canCreateCustomer allows. */
export function NeuerKundeButton(props: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'>) {
  const { actor } = useSession();
  if (!canCreateCustomer(actor)) {
    return null;
  }
  return (
    <ButtonLink to="/home/kunden/neu" leftSection={<IconUserPlus size={16} />} {...props}>
      Neuer Kunde
    </ButtonLink>
  );
}
