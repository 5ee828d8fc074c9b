import { ChangeKundennrBodySchema, type ContractDetails, canChangeContractCustomerNumber } from '@maklerwerk/domain';
import { Alert, Button, Group, Paper, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { ButtonLink } from '../../components/router-links';
import { useSession } from '../../lib/session';
import { useChangeKundennrMutation } from '../../shared/vertrag/vertrag.queries';
import { ContractView } from './vertrag-view';

const stepKey = 'weitere-vertragsdetails';

function KundennrForm({ contract }: { contract: ContractDetails }) {
  const navigate = useNavigate();
  const change = useChangeKundennrMutation(contract.id);
  const { field, onSubmit, submitting, failure } = useSchemaForm({
    schema: ChangeKundennrBodySchema,
    initialValues: { kundennr: '' },
    toBody: (values) => ({ version: contract.version, kundennr: values.kundennr.trim() }),
    submit: (body) => change.mutateAsync(body),
    onSuccess: async (_result, values) => {
      notifications.show({
        color: 'teal',
        message: `Die Versicherung gehört jetzt zur Kundennummer ${values.kundennr.trim()}.`,
      });
      await navigate({
        to: '/home/versicherungen/insurance-group/details/$contractId',
        params: { contractId: contract.id },
        search: { stepKey },
      });
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Text size="sm" mb="md">
        Aktuelle Kundennummer: <b>{contract.kunde.kundennr}</b> ({contract.kunde.name})
      </Text>
      <TextInput label="Neue Kundennummer" {...field('kundennr')} maw={320} data-autofocus />
      <FormAlert message={failure} mt="md" maw={480} />
      <Group gap="sm" mt="lg">
        <Button type="submit" loading={submitting}>
          Speichern
        </Button>
        <ButtonLink
          to="/home/versicherungen/insurance-group/details/$contractId"
          params={{ contractId: contract.id }}
          search={{ stepKey }}
          variant="default"
        >
          Abbrechen
        </ButtonLink>
      </Group>
    </form>
  );
}

/** /kundennr-aendern/{id}: moves the contract to another customer (spec 6, special right). */
export function KundennrPage({ id }: { id: number }) {
  const { actor } = useSession();
  return (
    <ContractView id={id} tab={null} skeleton={<Skeleton height={200} />}>
      {(contract) => (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
          <Title order={2} fz="h4" mb={4}>
            Kundennummer ändern
          </Title>
          <Text size="sm" c="dimmed" mb="lg">
            Die Versicherung wird dem Kunden mit der neuen Kundennummer zugeordnet.
          </Text>
          {canChangeContractCustomerNumber(actor) ? (
            <KundennrForm contract={contract} />
          ) : (
            <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} />}>
              Für diese Aktion fehlt Ihnen die Berechtigung.
            </Alert>
          )}
        </Paper>
      )}
    </ContractView>
  );
}
