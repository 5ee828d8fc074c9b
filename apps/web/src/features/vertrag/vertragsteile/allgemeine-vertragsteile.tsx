import type { ContractDetails } from '@maklerwerk/domain';
import { RueckkaufswerteSection } from './rueckkaufswerte-section';
import { VersicherungssummenSection } from './versicherungssummen-section';

/** Below the general contract data: the sums insured, and for Vorsorge contracts the buy-back values (decision 0025). */
export function AllgemeineVertragsteile({ contract }: { contract: Pick<ContractDetails, 'id' | 'isVorsorge'> }) {
  return (
    <>
      <VersicherungssummenSection contract={contract} />
      {contract.isVorsorge && <RueckkaufswerteSection contract={contract} />}
    </>
  );
}
