import { Alert, Anchor, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { HrefLink } from '../../components/href-link';
import { ReadOnlyField } from '../../components/read-only-field';
import { errorMessage } from '../../lib/api-client';
import { customerPersonsQueryOptions, customerQueryOptions } from './kunden.queries';
import { contractIdOfBack, type PersonenSearch } from './personen-search';

type Props = { kundeId: number; search: PersonenSearch };

/**
 * The customer-data screen opened from the contract-person dialog (spec 2.1, selection 'neue_person').
 * Creating persons needs a person endpoint the server does not offer yet: the page shows the persons
 * that exist and leads back.
 */
export function PersonenPage({ kundeId, search }: Props) {
  const customer = useQuery(customerQueryOptions(kundeId));
  const contractId = contractIdOfBack(search.back);
  const persons = useQuery({
    ...customerPersonsQueryOptions(kundeId, contractId ?? 0),
    enabled: contractId !== undefined,
  });
  useDocumentTitle('Personendaten – Maklerwerk');
  const back = search.back ?? '/home/versicherungen/insurance-group';
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={960}>
      <Anchor
        component={HrefLink}
        href={back}
        size="sm"
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        zurück
      </Anchor>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }} mb="md">
          Personendaten
        </Title>
        {customer.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(customer.error)}
          </Alert>
        ) : !customer.data ? (
          <Skeleton height={60} />
        ) : (
          <Stack gap="md">
            <ReadOnlyField label="Kunde">
              {[customer.data.anrede, customer.data.vorname, customer.data.name].filter(Boolean).join(' ')} · Kundennr.{' '}
              {customer.data.kundennr}
            </ReadOnlyField>
            <ReadOnlyField label="Anschrift">
              {[
                [customer.data.strasse, customer.data.hausnr].filter(Boolean).join(' '),
                [customer.data.plz, customer.data.ort].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}
            </ReadOnlyField>
          </Stack>
        )}
      </Paper>
      {search.selection === 'neue_person' && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="Neue Person anlegen">
          Das Anlegen neuer Personen folgt. Bis dahin können Sie einer Versicherung die hier aufgeführten Personen
          zuordnen.
        </Alert>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Title order={2} fz="h4" mb="md">
          Personen des Kunden
        </Title>
        {contractId === undefined ? (
          <Text size="sm" c="dimmed">
            Öffnen Sie die Personen über eine Versicherung des Kunden.
          </Text>
        ) : !persons.data ? (
          <Skeleton height={80} />
        ) : (
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" color="gray">
                <IconUser size={13} />
              </ThemeIcon>
            }
          >
            {persons.data.map((p) => (
              <List.Item key={p.id}>{p.label}</List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
