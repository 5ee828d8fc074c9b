import { canChangeContractStatus } from '@maklerwerk/domain';
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session';
import { StatusChangeForm } from './status-change-form';
import { StatusHistoryTable } from './status-history-table';
import { ContractView } from './vertrag-view';

/** /vertrag-status/{id}: the status history, and for office users the status change (spec 2.1). */
export function StatusPage({ id }: { id: number }) {
  const { actor } = useSession();
  return (
    <ContractView id={id} tab={null} skeleton={<Skeleton height={260} />}>
      {(contract) => (
        <>
          {canChangeContractStatus(actor) && (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              <Title order={2} fz="h4" mb={4}>
                Status ändern
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Jede Änderung wird mit Datum, Bearbeiter und Bemerkung in der Statushistorie festgehalten.
              </Text>
              <StatusChangeForm key={contract.version} contract={contract} />
            </Paper>
          )}
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="h4" mb="md">
              Statushistorie
            </Title>
            <StatusHistoryTable contractId={contract.id} />
          </Paper>
        </>
      )}
    </ContractView>
  );
}
