import { formatDateTime, type StartPage, type StartSignatur } from '@maklerwerk/domain';
import { Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';
import { ItemsSkeleton } from './items-skeleton';
import { CustomerLink } from './start-links';

/** A run opens its contract's documents; a customer's own document opens his page. */
function RunLink({ item }: { item: StartSignatur }) {
  return item.contractId !== null ? (
    <AnchorLink
      to="/home/versicherungen/insurance-group/dokumente/$id"
      params={{ id: item.contractId }}
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
  const total = count ? `${count.capped ? 'mehr als ' : ''}${count.total.toLocaleString('de-DE')}` : '';
  return (
    <Paper withBorder radius="md" p="md" style={{ flex: 1 }}>
      <Group justify="space-between" gap="xs" wrap="nowrap" mb={6}>
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={34} radius="md" variant="light" aria-hidden>
            <IconSignature size={20} stroke={1.6} />
          </ThemeIcon>
          <Title order={2} fz="h5">
            Dokumente zur Unterschrift
          </Title>
        </Group>
        {count && count.total > 0 && (
          <Badge variant="filled" radius="sm" tt="none">
            {total}
          </Badge>
        )}
      </Group>
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
