import { formatDate, type Person } from '@maklerwerk/domain';
import { Alert, Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { HrefLink } from '../../components/href-link';
import { ReadOnlyField } from '../../components/read-only-field';
import { errorMessage } from '../../lib/api-client';
import { customerPersonsQueryOptions, customerQueryOptions } from './kunde.queries';
import { PersonCreateForm } from './person-create-form';
import type { PersonenSearch } from './personen-search';

type Props = { kundeId: number; search: PersonenSearch };

const fullName = (p: { vorname: string | null; name: string }) => [p.vorname, p.name].filter(Boolean).join(' ');

/**
 * The customer-data screen (spec 2.1): the customer's persons, and with selection 'neue_person'
 * (from the contract-person dialog) the form for a new person; after saving it leads back.
 */
export function PersonenPage({ kundeId, search }: Props) {
  const navigate = useNavigate();
  const customer = useQuery(customerQueryOptions(kundeId));
  const persons = useQuery(customerPersonsQueryOptions(kundeId));
  const [creating, setCreating] = useState(search.selection === 'neue_person');
  useDocumentTitle('Personendaten – Maklerwerk');
  const back = search.back ?? '/home/versicherungen/insurance-group';

  const created = (person: Person) => {
    notifications.show({ color: 'teal', message: `Die Person ${fullName(person)} wurde angelegt.` });
    setCreating(false);
    if (search.back) {
      void navigate({ href: search.back });
    }
  };

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
      {creating && customer.data && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb="md">
            Neue Person anlegen
          </Title>
          <PersonCreateForm
            kundeId={kundeId}
            initialAddress={{
              strasse: customer.data.strasse ?? '',
              hausnr: customer.data.hausnr ?? '',
              plz: customer.data.plz ?? '',
              ort: customer.data.ort ?? '',
            }}
            onCreated={created}
            onCancel={() => setCreating(false)}
          />
        </Paper>
      )}
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" mb="md">
          <Title order={2} fz="h4">
            Personen des Kunden
          </Title>
          {!creating && (
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setCreating(true)}>
              Neue Person anlegen
            </Button>
          )}
        </Group>
        {persons.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorMessage(persons.error)}
          </Alert>
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
              <List.Item key={p.id}>
                <Text span fw={500}>
                  {fullName(p)}
                </Text>
                <Text span size="sm" c="dimmed">
                  {p.istKunde ? ' · Kunde' : ''}
                  {p.geburtsdatum ? ` · geb. ${formatDate(p.geburtsdatum)}` : ''}
                  {p.plz || p.ort
                    ? ` · ${[p.strasse, p.hausnr].filter(Boolean).join(' ')}, ${[p.plz, p.ort].filter(Boolean).join(' ')}`
                    : ''}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
