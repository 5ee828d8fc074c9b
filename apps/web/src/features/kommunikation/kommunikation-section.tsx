import { canSeeKommunikation } from '@maklerwerk/domain';
import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../components/coming-soon';
import { useSession } from '../../lib/session';
import { useContractTaskPreset } from './aufgaben.queries';
import { AufgabenTable } from './aufgaben-table';
import { KommunikationTable } from './kommunikation-table';

/**
 * 'E-Mails & Aufgaben' (spec §2.6): the tables 'E-Mails' and 'Aufgaben'. Customer-only users do not
 * see it (the API answers them 403).
 */
export function KommunikationSection({ contractId, titleOrder = 2 }: { contractId: number; titleOrder?: 2 | 3 }) {
  const { actor } = useSession();
  const taskPreset = useContractTaskPreset(contractId);
  if (!canSeeKommunikation(actor)) {
    return <ComingSoon title="E-Mails & Aufgaben" text="Dieser Bereich steht Ihnen nicht zur Verfügung." />;
  }
  return (
    <Stack gap="xl">
      <section aria-labelledby="postfach-emails">
        <Title order={titleOrder} fz="h4" mb="sm" id="postfach-emails">
          E-Mails
        </Title>
        <KommunikationTable contractId={contractId} />
      </section>
      <section aria-labelledby="postfach-aufgaben">
        <Title order={titleOrder} fz="h4" mb="sm" id="postfach-aufgaben">
          Aufgaben
        </Title>
        <AufgabenTable contractId={contractId} taskPreset={taskPreset} />
      </section>
    </Stack>
  );
}
