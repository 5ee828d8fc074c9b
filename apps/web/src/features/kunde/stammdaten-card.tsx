import {
  type Customer,
  canChangeCustomerBetreuer,
  canEditCustomer,
  formatDate,
  isCompanyCustomer,
  landName,
  UpdateCustomerBodySchema,
} from '@maklerwerk/domain';
import { Button, Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { StaleNotice } from '../../components/fields/form-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { ReadOnlyField } from '../../components/read-only-field';
import { useSession } from '../../lib/session';
import { kundeKeys } from './kunde.queries';
import { betreuerQueryOptions, useUpdateCustomerMutation } from './kunde-stammdaten.queries';
import { StammdatenFields, type StammdatenFormValues, stammdatenBody, stammdatenOf } from './stammdaten-fields';

/** 'Musterstraße 1, 10115 Berlin' (and the country when it is not Germany). */
export function anschriftOf(c: Pick<Customer, 'strasse' | 'hausnr' | 'plz' | 'ort' | 'land'>): string {
  const lines = [[c.strasse, c.hausnr].filter(Boolean).join(' '), [c.plz, c.ort].filter(Boolean).join(' ')];
  if (c.land !== 'DE') {
    lines.push(landName(c.land));
  }
  return lines.filter(Boolean).join(', ');
}

type Span = { base: number; sm: number };
const quarter: Span = { base: 6, sm: 3 };

function StammdatenView({ customer }: { customer: Customer }) {
  const firma = isCompanyCustomer(customer);
  const item = (label: string, value: string | null, span: Span) => (
    <Grid.Col span={span}>
      <ReadOnlyField label={label}>{value}</ReadOnlyField>
    </Grid.Col>
  );
  return (
    <Grid gap="md">
      {item('Anrede', customer.anrede, quarter)}
      {firma ? (
        item('Firma', customer.firma, { base: 12, sm: 9 })
      ) : (
        <>
          {item('Titel', customer.titel, quarter)}
          {item('Vorname', customer.vorname, quarter)}
          {item('Name', customer.name, quarter)}
          {item('Geburtsdatum', formatDate(customer.geburtsdatum), quarter)}
        </>
      )}
      {item('Anschrift', anschriftOf(customer), { base: 12, sm: firma ? 12 : 9 })}
      {item('Telefon', customer.telefon, quarter)}
      {item('Mobil', customer.mobil, quarter)}
      {item('E-Mail', customer.email, { base: 12, sm: 6 })}
      {item('Betreuer', `${customer.vermittler.name} (${customer.vermittler.vermittlernummer})`, {
        base: 12,
        sm: 6,
      })}
    </Grid>
  );
}

function StammdatenForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const mayChangeBetreuer = canChangeCustomerBetreuer(actor);
  const betreuer = useQuery({ ...betreuerQueryOptions(), enabled: mayChangeBetreuer });
  const save = useUpdateCustomerMutation(customer.id);
  const schemaForm = useSchemaForm({
    schema: UpdateCustomerBodySchema,
    initialValues: stammdatenOf(customer) as StammdatenFormValues,
    toBody: (values) => ({ ...stammdatenBody(values), version: customer.version }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Die Stammdaten wurden gespeichert.' });
      onDone();
    },
  });
  // After a 409: the newest data comes in with a new version, and the form starts again from it (key).
  const reload = () => void queryClient.invalidateQueries({ queryKey: kundeKeys.detail(customer.id) });

  return (
    <form onSubmit={schemaForm.onSubmit} noValidate aria-label="Stammdaten bearbeiten">
      <StammdatenFields
        schemaForm={schemaForm}
        autoFocus
        betreuer={
          mayChangeBetreuer && betreuer.data
            ? {
                options: betreuer.data.some((b) => b.id === customer.vermittler.id)
                  ? betreuer.data
                  : [
                      {
                        id: customer.vermittler.id,
                        label: `${customer.vermittler.name} (${customer.vermittler.vermittlernummer})`,
                      },
                      ...betreuer.data,
                    ],
                required: true,
              }
            : null
        }
      />
      {schemaForm.stale ? <StaleNotice onReload={reload} /> : <FormAlert message={schemaForm.failure} mt="md" />}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onDone} disabled={schemaForm.submitting}>
          Abbrechen
        </Button>
        <Button type="submit" loading={schemaForm.submitting} disabled={schemaForm.stale}>
          Speichern
        </Button>
      </Group>
    </form>
  );
}

/** Section 'Stammdaten' of the customer page: read view, and an edit form for those who may (canEditCustomer). */
export function StammdatenCard({ customer }: { customer: Customer }) {
  const { actor } = useSession();
  const [editing, setEditing] = useState(false);
  const mayEdit = canEditCustomer(actor, customer.id);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="kunde-stammdaten">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="kunde-stammdaten">
            Stammdaten
          </Title>
          {mayEdit && !editing && (
            <Button variant="light" size="xs" leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
              Bearbeiten
            </Button>
          )}
        </Group>
        {editing ? (
          <StammdatenForm key={customer.version} customer={customer} onDone={() => setEditing(false)} />
        ) : (
          <StammdatenView customer={customer} />
        )}
      </Stack>
    </Paper>
  );
}
