import { Paper, Skeleton } from '@mantine/core';
import { KommunikationSection } from '../kommunikation/kommunikation-section';
import { ContractView } from './vertrag-view';

type Props = { id: number; fromOverview: boolean };

/** The tab /insurancePostfach/{id} (spec 000 §2.1): header and tabs of the contract, its postbox below. */
export function KommunikationPage({ id, fromOverview }: Props) {
  return (
    <ContractView id={id} tab="insurancePostfach" fromOverview={fromOverview} skeleton={<Skeleton height={260} />}>
      {(contract) => (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <KommunikationSection contractId={contract.id} />
        </Paper>
      )}
    </ContractView>
  );
}
