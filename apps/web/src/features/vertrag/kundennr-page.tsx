import { type ContractDetails, canChangeContractCustomerNumber, vertragApi } from '@maklerwerk/domain';
import { Alert, Button, Group, Paper, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { ButtonLink } from '../../components/router-links';
import { ApiError, apiCall, errorMessage } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';
import { useSession } from '../../lib/session';
import { ContractView } from './contract-view';

const stepKey = 'weitere-vertragsdetails';

function KundennrForm({ contract }: { contract: ContractDetails }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [kundennr, setKundennr] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kundennr.trim()) {
      setError('Bitte geben Sie eine Kundennummer an.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await apiCall(vertragApi.changeKundennr, {
        params: { id: contract.id },
        body: { version: contract.version, kundennr: kundennr.trim() },
      });
      await queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
      notifications.show({
        color: 'teal',
        message: `Die Versicherung gehört jetzt zur Kundennummer ${kundennr.trim()}.`,
      });
      await navigate({
        to: '/home/versicherungen/insurance-group/details/$id',
        params: { id: contract.id },
        search: { stepKey },
      });
    } catch (e) {
      setError(e instanceof ApiError && e.fieldErrors?.kundennr ? e.fieldErrors.kundennr : errorMessage(e));
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Text size="sm" mb="md">
        Aktuelle Kundennummer: <b>{contract.kunde.kundennr}</b> ({contract.kunde.name})
      </Text>
      <TextInput
        label="Neue Kundennummer"
        value={kundennr}
        onChange={(e) => setKundennr(e.currentTarget.value)}
        error={error}
        maxLength={20}
        maw={320}
        required
        data-autofocus
      />
      <Group gap="sm" mt="lg">
        <Button type="submit" loading={saving}>
          Speichern
        </Button>
        <ButtonLink
          to="/home/versicherungen/insurance-group/details/$id"
          params={{ id: contract.id }}
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
