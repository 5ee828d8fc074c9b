import { formatDateTime } from '@maklerwerk/domain';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconShieldLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { handoverQueryOptions } from './vergleichsportal.queries';

type Props = { toolLabel: string; path: string | undefined; token: string | undefined };

function Received({ token }: { token: string }) {
  const handover = useQuery(handoverQueryOptions(token));
  if (handover.isError) {
    return <LoadError error={handover.error} />;
  }
  if (!handover.data) {
    return <Skeleton height={200} />;
  }
  const data = handover.data;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {data.itemLabel}
        </Title>
        <Badge color={data.anonym ? 'teal' : 'blue'} variant="light">
          {data.anonym ? 'anonymisiert' : 'mit Kundendaten'}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Übergabe vom {formatDateTime(data.createdAt)} · Pfad {data.path}
      </Text>
      <Paper withBorder>
        <Table striped highlightOnHover aria-label="Übergebene Parameter">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Parameter</Table.Th>
              <Table.Th scope="col">Wert</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.parameters.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={2}>Es wurden keine Daten übergeben.</Table.Td>
              </Table.Tr>
            ) : (
              data.parameters.map((p) => (
                <Table.Tr key={p.name}>
                  <Table.Td ff="monospace">{p.name}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.value}</Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}

/**
 * /beratung/vergleichsrechner/{toolLabel}?path=…&token=…: the demo portals' receiving page. It stands in
 * for the outside portal and shows exactly what the handover carried (decision 0029).
 */
export function PortalEmpfangPage({ toolLabel, path, token }: Props) {
  useDocumentTitle('Vergleichsrechner – Übergabe – Maklerwerk');
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1100}>
      <Alert variant="light" icon={<IconShieldLock size={18} />} title="Empfangsseite (Demo)">
        Kein echtes Portal ist angebunden: Diese Seite zeigt, was der Vergleichsrechner „{toolLabel}“
        {path ? ` (Pfad ${path})` : ''} erhalten hat.
      </Alert>
      {token ? (
        <Received token={token} />
      ) : (
        <Text c="dimmed">Keine Übergabe: Öffnen Sie den Rechner aus einer Versicherung.</Text>
      )}
    </Stack>
  );
}
