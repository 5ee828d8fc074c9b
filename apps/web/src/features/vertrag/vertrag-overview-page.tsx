import { Group, Paper, Skeleton } from '@mantine/core';
import { IconListDetails, IconMessage, IconUser } from '@tabler/icons-react';
import { ButtonLink } from '../../components/router-links';
import classes from './vertrag-overview-page.module.css';
import { ContractSummary } from './vertrag-summary';
import { ContractView } from './vertrag-view';

export function ContractOverviewPage({ id }: { id: number }) {
  return (
    <ContractView id={id} tab="overview" skeleton={<Skeleton height={220} />}>
      {(contract, { usesTabs }) => (
        <>
          <ContractSummary contract={contract} />
          <Paper withBorder p="md">
            <Group justify={usesTabs ? 'space-between' : 'flex-end'} gap="sm" className={classes.actions}>
              {usesTabs && (
                <ButtonLink
                  to="/home/versicherungen/insurance-group"
                  search={{ customerId: contract.kunde.id }}
                  variant="default"
                  leftSection={<IconUser size={16} />}
                >
                  Alle Versicherungen des Kunden
                </ButtonLink>
              )}
              <ButtonLink
                to="/communication/ticket"
                search={{ chatId: contract.id, channelId: 'vertrag' }}
                variant="default"
                leftSection={<IconMessage size={16} />}
              >
                Nachrichten
              </ButtonLink>
              <ButtonLink
                to="/home/versicherungen/insurance-group/details/$contractId"
                params={{ contractId: contract.id }}
                leftSection={<IconListDetails size={16} />}
              >
                Details öffnen
              </ButtonLink>
            </Group>
          </Paper>
        </>
      )}
    </ContractView>
  );
}
