import { Paper, Skeleton, Title } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import { DocumentArchive } from '../../shared/dokumentenarchiv/dokumentenarchiv';
import { ContractView } from './vertrag-view';

type Props = { id: number; fromOverview: boolean; upload: boolean };

/** The tab /dokumente/{insuranceId}: header and tabs of the contract, its archive below. */
export function DokumentePage({ id, fromOverview, upload }: Props) {
  const { pathname } = useLocation();
  return (
    <ContractView id={id} tab="dokumente" fromOverview={fromOverview} skeleton={<Skeleton height={320} />}>
      {(contract) => (
        <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="sm">
            Dokumente
          </Title>
          <DocumentArchive
            scope="vertrag"
            id={contract.id}
            kundeId={contract.kunde.id}
            path={pathname}
            startWithUpload={upload}
          />
        </Paper>
      )}
    </ContractView>
  );
}
