import { type ContractDetails, contractOfPolicyNumber, vsnrToOpen } from '@maklerwerk/domain';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { policeNrAnotherQueryOptions } from '../../shared/vertrag/vertrag.queries';

type Props = {
  contract: Pick<ContractDetails, 'id' | 'kunde' | 'nummer'>;
  vsnr: string | number | undefined;
  /** Opens the contract that carries the number, in place of this one. */
  onOpen: (contractId: number) => void;
};

/**
 * The query parameter VSNR of the detail screen (spec 2.1): a link that names a policy number other
 * than the contract's own opens the contract carrying it (the viewed customer's first); when no
 * visible contract carries it, the screen stays on this contract and says so.
 */
export function VsnrLink({ contract, vsnr, onOpen }: Props) {
  const wanted = vsnrToOpen(vsnr, contract.nummer);
  const lookup = useQuery({
    ...policeNrAnotherQueryOptions(contract.id, wanted ?? ''),
    enabled: wanted !== null,
  });
  const target = lookup.data ? contractOfPolicyNumber(lookup.data, contract.kunde.id) : null;
  useEffect(() => {
    if (target !== null) {
      onOpen(target);
    }
  }, [target, onOpen]);

  if (wanted === null || !(lookup.isError || (lookup.data && target === null))) {
    return null;
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} role="alert">
      Zur Versicherungsnummer {wanted} wurde keine Versicherung gefunden. Angezeigt wird die Versicherung{' '}
      {contract.nummer}.
    </Alert>
  );
}
