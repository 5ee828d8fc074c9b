import {
  type BetreuerOption,
  CreateCustomerBodySchema,
  type Customer,
  type CustomerDuplicate,
  canCreateCustomer,
  customerDisplayName,
  isInternal,
} from '@maklerwerk/domain';
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconArrowLeft, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { BicInput } from '../../components/fields/bic-input';
import { FormAlert } from '../../components/fields/form-alert';
import { IbanInput } from '../../components/fields/iban-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { HrefLink } from '../../components/href-link';
import { useOpenCustomer } from '../../lib/open-customer';
import { useSession } from '../../lib/session';
import { DublettenModal } from './dubletten-modal';
import { betreuerQueryOptions, useCreateCustomerMutation, useDuplicateCheckMutation } from './kunde-stammdaten.queries';
import { emptyStammdaten, StammdatenFields, type StammdatenFormValues, stammdatenBody } from './stammdaten-fields';

type Values = StammdatenFormValues & { kontoinhaber: string; iban: string; bic: string; bank: string };

type Outcome = { created: Customer } | { duplicates: CustomerDuplicate[] };

const listHref = '/home/kunden';

/**
 * Neuer Kunde (issue 8): the Stammdaten, the Betreuer and optionally the first bank account. The
 * server assigns the Kundennummer; possible duplicates are shown first and the user may go on
 * (docs/decisions/0011). After saving, the new customer's page opens.
 */
export function NeuerKundePage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const openCustomer = useOpenCustomer();
  const allowed = canCreateCustomer(actor);
  const betreuer = useQuery({ ...betreuerQueryOptions(), enabled: allowed });
  const create = useCreateCustomerMutation();
  const check = useDuplicateCheckMutation();
  const confirmed = useRef(false);
  const [duplicates, setDuplicates] = useState<CustomerDuplicate[] | null>(null);
  useDocumentTitle('Neuer Kunde – Maklerwerk');

  const ownBroker = actor.viewed.brokerId;
  const schemaForm = useSchemaForm({
    schema: CreateCustomerBodySchema,
    initialValues: {
      ...emptyStammdaten,
      betreuerId: isInternal(actor.viewed) || ownBroker === null ? null : String(ownBroker),
      kontoinhaber: '',
      iban: '',
      bic: '',
      bank: '',
    } as Values,
    toBody: (values) => ({ ...stammdatenBody(values), confirmDuplicate: confirmed.current }),
    submit: async (body): Promise<Outcome> => {
      if (!body.confirmDuplicate) {
        const found = (await check.mutateAsync(body)).duplicates;
        if (found.length > 0) {
          return { duplicates: found };
        }
      }
      // Unconfirmed, the server checks again: a duplicate saved meanwhile still answers 422.
      return { created: await create.mutateAsync(body) };
    },
    onSuccess: async (outcome) => {
      if ('duplicates' in outcome) {
        setDuplicates(outcome.duplicates);
        return;
      }
      const customer = outcome.created;
      notifications.show({
        color: 'teal',
        message: `Der Kunde ${customerDisplayName(customer)} wurde mit der Kundennummer ${customer.kundennr} angelegt.`,
      });
      await openCustomer({ id: customer.id, name: customerDisplayName(customer), kundennr: customer.kundennr });
    },
    onServerError: () => {
      confirmed.current = false;
    },
  });
  const { form, field, onSubmit, submitting, failure } = schemaForm;
  const values = form.getValues();

  if (!allowed) {
    return (
      <Stack p={{ base: 'sm', sm: 'lg' }} maw={960}>
        <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} />} title="Neuer Kunde">
          Sie dürfen keine Kunden anlegen.
        </Alert>
      </Stack>
    );
  }

  const betreuerOptions: BetreuerOption[] = betreuer.data ?? [];
  const goOn = () => {
    confirmed.current = true;
    setDuplicates(null);
    onSubmit();
  };

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'lg' }} maw={1080}>
      <Anchor
        component={HrefLink}
        href={listHref}
        size="sm"
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
      >
        <IconArrowLeft size={16} aria-hidden />
        zurück zu Kunden
      </Anchor>
      <form onSubmit={onSubmit} noValidate aria-label="Neuer Kunde">
        <Stack gap="md">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <Group gap="sm" mb="xs">
              <IconUserPlus size={24} aria-hidden />
              <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
                Neuer Kunde
              </Title>
            </Group>
            <Text size="sm" c="dimmed" mb="md">
              Die Kundennummer wird beim Anlegen vergeben. Pflichtfelder sind mit * markiert.
            </Text>
            <StammdatenFields
              schemaForm={schemaForm}
              autoFocus
              betreuer={{ options: betreuerOptions, required: true }}
            />
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="neuer-kunde-bank">
            <Title order={2} fz="h4" id="neuer-kunde-bank">
              Bankverbindung
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Optional. Mit einer IBAN wird sie die Standard-Bankverbindung des Kunden.
            </Text>
            <Grid gap="md">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <IbanInput label="IBAN" {...field('iban')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <BicInput label="BIC" {...field('bic')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
                <TextInput label="Bank" {...field('bank')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <TextInput
                  label="Kontoinhaber"
                  placeholder={customerDisplayName({
                    anrede: values.anrede,
                    titel: values.titel,
                    vorname: values.vorname,
                    name: values.name,
                    firma: values.firma,
                  })}
                  description="Leer: der Kunde selbst"
                  {...field('kontoinhaber')}
                />
              </Grid.Col>
            </Grid>
          </Paper>
          <FormAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => void navigate({ href: listHref })} disabled={submitting}>
              Abbrechen
            </Button>
            <Button type="submit" loading={submitting} leftSection={<IconUserPlus size={16} />}>
              Kunde anlegen
            </Button>
          </Group>
        </Stack>
      </form>
      <DublettenModal duplicates={duplicates} onClose={() => setDuplicates(null)} onConfirm={goOn} busy={submitting} />
    </Stack>
  );
}
