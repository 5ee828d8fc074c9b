import { formatDateTime, type StartPage, type StartSignatur } from '@maklerwerk/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';
import { ItemsSkeleton } from './items-skeleton';
import { StartCardHeader } from './start-card-header';
import { CustomerLink } from './start-links';

/** A run opens its contract's documents; a customer's own document opens his page. */
function RunLink({ item }: { item: StartSignatur }) {
  return item.contractId !== null ? (
    <AnchorLink
      to="/home/versicherungen/insurance-group/dokumente/$contractId"
      params={{ contractId: item.contractId }}
      size="sm"
      fw={600}
    >
      {item.bezeichnung}
    </AnchorLink>
  ) : (
    <CustomerLink id={item.kunde.id} size="sm" fw={600}>
      {item.bezeichnung}
    </CustomerLink>
  );
}

/** Open signing runs: what waits for whose signature (office), or for the customer's own. */
export function SignaturenCard({
  signaturen,
  forCustomer,
}: {
  signaturen: StartPage['signaturen'] | undefined;
  forCustomer: boolean;
}) {
  const count = signaturen?.count;
  return (
    <Paper withBorder radius="md" p="md" style={{ flex: 1 }}>
      <StartCardHeader
        icon={<IconSignature size={20} stroke={1.6} />}
        title="Dokumente zur Unterschrift"
        count={count}
      />
      {!signaturen && <ItemsSkeleton />}
      {signaturen && signaturen.items.length === 0 && (
        <Text size="sm" c="dimmed">
          Es liegen keine Dokumente zur Unterschrift bereit.
        </Text>
      )}
      <Stack gap={6}>
        {signaturen?.items.map((item) => (
          <div key={item.requestId}>
            <RunLink item={item} />
            <Text size="xs" c="dimmed">
              {forCustomer ? '' : `${item.kunde.name} · `}
              {item.signed} von {item.total} unterschrieben
              {item.waitingFor ? ` · wartet auf ${item.waitingFor}` : ''} · {formatDateTime(item.createdAt)}
            </Text>
          </div>
        ))}
      </Stack>
      {forCustomer && signaturen && signaturen.items.length > 0 && (
        <Text size="xs" c="dimmed" mt="xs">
          Den Link zur Unterschrift haben Sie per E-Mail erhalten.
        </Text>
      )}
    </Paper>
  );
}
