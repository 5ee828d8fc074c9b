import {
  type Customer,
  canEditCustomer,
  formatDate,
  landName,
  PERSON_LINKED_MESSAGE,
  type Person,
  personFullName,
} from '@maklerwerk/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadError } from '../../components/load-error';
import { useSession } from '../../lib/session';
import { customerPersonsQueryOptions } from './kunde.queries';
import { useDeletePersonMutation } from './kunde-stammdaten.queries';
import { PersonForm } from './person-form';

function details(p: Person): string {
  const address = [
    [p.strasse, p.hausnr].filter(Boolean).join(' '),
    [p.plz, p.ort].filter(Boolean).join(' '),
    p.land !== 'DE' && (p.plz || p.ort) ? landName(p.land) : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [p.geburtsdatum ? `geb. ${formatDate(p.geburtsdatum)}` : '', address].filter(Boolean).join(' · ');
}

type Dialog = { kind: 'new' } | { kind: 'edit'; person: Person } | { kind: 'delete'; person: Person } | null;

/** Section 'Personen' of the customer page: the customer's household; add, change, delete (not when linked to a contract). */
export function PersonenCard({ customer }: { customer: Customer }) {
  const { actor } = useSession();
  const persons = useQuery(customerPersonsQueryOptions(customer.id));
  const remove = useDeletePersonMutation(customer.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const mayEdit = canEditCustomer(actor, customer.id);
  const close = () => setDialog(null);
  const saved = (person: Person, created: boolean) => {
    notifications.show({
      color: 'teal',
      message: `Die Person ${personFullName(person)} wurde ${created ? 'angelegt' : 'gespeichert'}.`,
    });
    close();
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kunde-personen">
      <Group justify="space-between" gap="sm" mb="md">
        <Title order={2} fz="h4" id="kunde-personen">
          Personen
        </Title>
        {mayEdit && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconUserPlus size={14} />}
            onClick={() => setDialog({ kind: 'new' })}
          >
            Neue Person
          </Button>
        )}
      </Group>
      {persons.isError ? (
        <LoadError error={persons.error} />
      ) : !persons.data ? (
        <Skeleton height={96} />
      ) : (
        <Stack gap={0} role="list" aria-label="Personen des Kunden">
          {persons.data.map((p, index) => (
            <Group
              key={p.id}
              role="listitem"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="sm"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ThemeIcon size={34} radius="xl" variant="light" color={p.istKunde ? 'blue' : 'gray'} aria-hidden>
                  <IconUser size={18} />
                </ThemeIcon>
                <Stack gap={2} miw={0}>
                  <Group gap={6} wrap="wrap">
                    <Text fw={600} size="sm">
                      {[p.anrede === 'Divers' ? null : p.anrede, personFullName(p)].filter(Boolean).join(' ')}
                    </Text>
                    {p.istKunde && (
                      <Badge size="xs" variant="light">
                        Kunde
                      </Badge>
                    )}
                    {p.vertragsverknuepfungen > 0 && (
                      <Badge size="xs" variant="light" color="gray">
                        {p.vertragsverknuepfungen === 1 ? '1 Vertrag' : `${p.vertragsverknuepfungen} Verträge`}
                      </Badge>
                    )}
                  </Group>
                  {details(p) && (
                    <Text size="xs" c="dimmed">
                      {details(p)}
                    </Text>
                  )}
                </Stack>
              </Group>
              {mayEdit && !p.istKunde && (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label="Bearbeiten" openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`${personFullName(p)} bearbeiten`}
                      onClick={() => setDialog({ kind: 'edit', person: p })}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label="Löschen" openDelay={400}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${personFullName(p)} löschen`}
                      onClick={() => setDialog({ kind: 'delete', person: p })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Modal
        opened={dialog?.kind === 'new' || dialog?.kind === 'edit'}
        onClose={close}
        title={dialog?.kind === 'edit' ? 'Person bearbeiten' : 'Neue Person anlegen'}
        size="lg"
        centered
      >
        {dialog?.kind === 'edit' ? (
          <PersonForm
            key={dialog.person.id}
            kundeId={customer.id}
            person={dialog.person}
            onSaved={(p) => saved(p, false)}
            onCancel={close}
          />
        ) : dialog?.kind === 'new' ? (
          <PersonForm
            kundeId={customer.id}
            initialAddress={{
              strasse: customer.strasse ?? '',
              hausnr: customer.hausnr ?? '',
              plz: customer.plz ?? '',
              ort: customer.ort ?? '',
              land: customer.land,
            }}
            onSaved={(p) => saved(p, true)}
            onCancel={close}
          />
        ) : null}
      </Modal>
      {dialog?.kind === 'delete' && dialog.person.vertragsverknuepfungen > 0 ? (
        <Modal opened onClose={close} title="Person löschen" centered>
          <Text size="sm">{PERSON_LINKED_MESSAGE}</Text>
          <Text size="sm" c="dimmed" mt="xs">
            Lösen Sie zuerst die Zuordnung in den Vertragspersonen des Vertrags.
          </Text>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close} data-autofocus>
              Schließen
            </Button>
          </Group>
        </Modal>
      ) : (
        <ConfirmModal
          opened={dialog?.kind === 'delete'}
          title="Person löschen"
          confirmLabel="Löschen"
          danger
          onConfirm={async () => {
            if (dialog?.kind === 'delete') {
              await remove.mutateAsync(dialog.person.id);
              notifications.show({
                color: 'teal',
                message: `Die Person ${personFullName(dialog.person)} wurde gelöscht.`,
              });
            }
          }}
          onClose={close}
        >
          {dialog?.kind === 'delete'
            ? `Soll die Person ${personFullName(dialog.person)} wirklich gelöscht werden?`
            : ''}
        </ConfirmModal>
      )}
    </Paper>
  );
}
