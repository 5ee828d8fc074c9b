import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { deeplinksQueryOptions } from '../vergleichsportal/vertrag-portale.queries';
import { ContractView } from './vertrag-view';

function DeeplinkList({ id }: { id: number }) {
  const links = useQuery(deeplinksQueryOptions(id));
  if (links.isError) {
    return <LoadError error={links.error} />;
  }
  if (!links.data) {
    return <Skeleton height={120} />;
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Versicherungsportal {links.data.gesellschaft}
        </Title>
        <Text size="sm" c="dimmed">
          Die Links öffnen die Versicherung direkt im Portal der Gesellschaft, jeweils in einem neuen Tab.
        </Text>
        {links.data.links.length === 0 ? (
          <Alert variant="light">Für diese Gesellschaft sind keine Portal-Links hinterlegt.</Alert>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {links.data.links.map((link) => (
              <li key={link.url}>
                <Anchor href={link.url} target="_blank" rel="noopener noreferrer" fw={500}>
                  {link.label} <IconExternalLink size={14} aria-label="(öffnet in neuem Tab)" />
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** Tab 'Versicherungsportal' (spec §2): the insurer's portal links for this contract. */
export function DeeplinksPage({ id, fromOverview }: { id: number; fromOverview: boolean }) {
  return (
    <ContractView id={id} tab="deeplinks" fromOverview={fromOverview} skeleton={<Skeleton height={220} />}>
      {() => <DeeplinkList id={id} />}
    </ContractView>
  );
}
