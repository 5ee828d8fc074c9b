import { formatDateTime, type StartPage } from '@maklerwerk/domain';
import { Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClockHour4, IconFileCertificate, IconUser } from '@tabler/icons-react';
import { StatusPill } from '../../components/status-pill';
import { TextSkeleton } from '../../components/text-skeleton';
import { ContractLink, CustomerLink } from './start-links';

type Props = { recent: StartPage['recent'] | undefined; withCustomers: boolean };

const rowStyle = { borderBottom: '1px solid var(--mantine-color-gray-2)' } as const;

function RecentContracts({ items }: { items: StartPage['recent']['vertraege'] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        Noch keine Versicherung geöffnet. Geöffnete Versicherungen erscheinen hier.
      </Text>
    );
  }
  return (
    <Stack
      gap={0}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Zuletzt geöffnete Versicherungen"
    >
      {items.map((item) => (
        <li key={item.id} style={rowStyle}>
          <Group justify="space-between" gap="xs" wrap="nowrap" py={8}>
            <div style={{ minWidth: 0 }}>
              <ContractLink contract={item} size="sm" fw={600}>
                {item.nummer}
              </ContractLink>
              <Text size="xs" c="dimmed" lineClamp={1}>
                {item.gesellschaft} · {item.sparte} · {item.kunde.name}
              </Text>
            </div>
            <StatusPill status={item.status} size="xs" />
          </Group>
        </li>
      ))}
    </Stack>
  );
}

function RecentCustomers({ items }: { items: StartPage['recent']['kunden'] }) {
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="md">
        Noch keinen Kunden geöffnet. Geöffnete Kunden erscheinen hier.
      </Text>
    );
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Zuletzt geöffnete Kunden">
      {items.map((item) => (
        <li key={item.id} style={rowStyle}>
          <Group justify="space-between" gap="xs" wrap="nowrap" py={8}>
            <div style={{ minWidth: 0 }}>
              <CustomerLink id={item.id} size="sm" fw={600}>
                {item.name}
              </CustomerLink>
              <Text size="xs" c="dimmed" lineClamp={1}>
                Kundennr. {item.kundennr}
                {item.ort ? ` · ${item.ort}` : ''}
              </Text>
            </div>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(item.viewedAt).slice(0, 10)}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

/** 'Zuletzt geöffnet': the contracts (and, for the office, the customers) the user opened last. */
export function RecentList({ recent, withCustomers }: Props) {
  // Rows as the list draws them: a link and a line below it.
  const loading = (
    <Stack gap={0} role="status" aria-busy="true" aria-label="Zuletzt geöffnet wird geladen">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} style={{ ...rowStyle, padding: '8px 0' }}>
          <TextSkeleton size="sm" width={140} />
          <TextSkeleton size="xs" width="60%" />
        </div>
      ))}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Title order={2} fz="h4">
          Zuletzt geöffnet
        </Title>
        <IconClockHour4 size={22} stroke={1.5} color="var(--mantine-color-dimmed)" aria-hidden />
      </Group>
      {!withCustomers ? (
        recent ? (
          <RecentContracts items={recent.vertraege} />
        ) : (
          loading
        )
      ) : (
        <Tabs defaultValue="vertraege" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="vertraege" leftSection={<IconFileCertificate size={16} aria-hidden />}>
              Versicherungen
            </Tabs.Tab>
            <Tabs.Tab value="kunden" leftSection={<IconUser size={16} aria-hidden />}>
              Kunden
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="vertraege" pt={4}>
            {recent ? <RecentContracts items={recent.vertraege} /> : loading}
          </Tabs.Panel>
          <Tabs.Panel value="kunden" pt={4}>
            {recent ? <RecentCustomers items={recent.kunden} /> : loading}
          </Tabs.Panel>
        </Tabs>
      )}
    </Paper>
  );
}
