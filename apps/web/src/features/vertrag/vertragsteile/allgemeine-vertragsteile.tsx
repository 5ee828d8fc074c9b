import type { ContractDetails } from '@maklerwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { allgemeineQueryOptions } from '../../../shared/vertrag/vertrag.queries';
import { RueckkaufswerteSection } from './rueckkaufswerte-section';
import { VersicherungssummenSection } from './versicherungssummen-section';

/**
 * Below the general contract data: the sums insured, and for Vorsorge contracts the buy-back values
 * (decision 0025). Shown once the general data above is there, so the form does not push them down
 * while the page settles (layout shift).
 */
export function AllgemeineVertragsteile({ contract }: { contract: Pick<ContractDetails, 'id' | 'isVorsorge'> }) {
  const allgemeine = useQuery(allgemeineQueryOptions(contract.id));
  if (!allgemeine.data) {
    return null;
  }
  return (
    <>
      <VersicherungssummenSection contract={contract} />
      {contract.isVorsorge && <RueckkaufswerteSection contract={contract} />}
    </>
  );
}
