import { canSeePostbox } from '@maklerwerk/domain';
import { Stack, Title } from '@mantine/core';
import { ComingSoon } from '../../../components/coming-soon';
import { useSession } from '../../../lib/session';
import { PostfachTable } from './postfach-table';

/**
 * 'E-Mails & Aufgaben' (spec §2.6): the table 'E-Mails' and the place of 'Aufgaben', which the
 * appointments release fills. Customer-only users do not see it (the API answers them 403).
 */
export function PostfachSection({ contractId, titleOrder = 2 }: { contractId: number; titleOrder?: 2 | 3 }) {
  const { actor } = useSession();
  if (!canSeePostbox(actor)) {
    return <ComingSoon title="E-Mails & Aufgaben" text="Dieser Bereich steht Ihnen nicht zur Verfügung." />;
  }
  return (
    <Stack gap="xl">
      <section aria-labelledby="postfach-emails">
        <Title order={titleOrder} fz="h4" mb="sm" id="postfach-emails">
          E-Mails
        </Title>
        <PostfachTable contractId={contractId} />
      </section>
      <ComingSoon
        title="Aufgaben"
        text="Dieser Bereich folgt."
        description="Hier erscheinen die Aufgaben und Wiedervorlagen zu dieser Versicherung."
        titleOrder={titleOrder}
      />
    </Stack>
  );
}
