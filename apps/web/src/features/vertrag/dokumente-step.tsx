import type { ContractDetails } from '@maklerwerk/domain';
import { useLocation } from '@tanstack/react-router';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';

/** Step 'dokumente' of the contract details: the same archive as the tab. */
export function DokumenteStep({ contract }: { contract: Pick<ContractDetails, 'id' | 'kunde'> }) {
  const { pathname } = useLocation();
  return <DocumentArchive scope="vertrag" id={contract.id} kundeId={contract.kunde.id} path={pathname} />;
}
