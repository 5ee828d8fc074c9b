import { Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/router-links';
import { ContractView } from '../vertrag-view';
import { WertpapiereSection } from './wertpapiere-section';

type Props = { contractId: number; sparteId: number };

/** /versicherung-eingebundene-wertpapiere/{versicherungId}/{sparteId}: the securities of one Sparte (spec §2.2). */
export function WertpapierePage({ contractId, sparteId }: Props) {
  return (
    <ContractView id={contractId} tab={null} stepKey="wertpapiere" skeleton={<Skeleton height={420} />}>
      {() => (
        <Stack gap="md">
          <AnchorLink
            to="/home/versicherungen/insurance-group/details/$contractId"
            params={{ contractId: contractId }}
            search={{ stepKey: 'wertpapiere' }}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
          >
            <IconArrowLeft size={16} aria-hidden />
            zurück zur Versicherung
          </AnchorLink>
          <Title order={2} fz="h3">
            Eingebundene Wertpapiere
          </Title>
          <WertpapiereSection contract={{ id: contractId }} sparteId={Number.isNaN(sparteId) ? undefined : sparteId} />
        </Stack>
      )}
    </ContractView>
  );
}
