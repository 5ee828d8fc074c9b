import { Paper, Skeleton, Title } from '@mantine/core';
import { AnmerkungenTable } from '../../shared/anmerkung/anmerkungen-table';
import { ContractView } from './vertrag-view';

type Props = { id: number; fromOverview: boolean };

/** The tab /anmerkungen/{versicherungId} (spec 2.7): header and tabs of the contract, its notes below. */
export function AnmerkungenPage({ id, fromOverview }: Props) {
  return (
    <ContractView id={id} tab="anmerkungen" fromOverview={fromOverview} skeleton={<Skeleton height={260} />}>
      {(contract) => (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="sm">
            Anmerkungen
          </Title>
          <AnmerkungenTable contractId={contract.id} />
        </Paper>
      )}
    </ContractView>
  );
}
