import {
  type ContractDetails,
  type ContractStatus,
  contractStatuses,
  contractStatusLabel,
  vertragApi,
} from '@maklerwerk/domain';
import { Alert, Button, Group, Select, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { STALE_MESSAGE } from '../../components/fields/form-actions';
import { ApiError, apiCall, errorMessage } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';

const options = contractStatuses.map((s) => ({ value: s, label: contractStatusLabel[s] }));

/** Changes the status; the server writes the history row (sends the version, answers 409 when stale). */
export function StatusChangeForm({ contract }: { contract: Pick<ContractDetails, 'id' | 'status' | 'version'> }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ContractStatus>(contract.status);
  const [bemerkung, setBemerkung] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stale, setStale] = useState(false);
  const change = useMutation({
    mutationFn: () =>
      apiCall(vertragApi.changeStatus, {
        params: { id: contract.id },
        body: { status, version: contract.version, bemerkung: bemerkung.trim() || undefined },
      }),
    onSuccess: async () => {
      setBemerkung('');
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });
      void queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
      notifications.show({ color: 'teal', message: 'Der Status wurde geändert.' });
    },
    onError: (error) => {
      setStale(error instanceof ApiError && error.status === 409);
      setErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
    },
  });
  const reload = async () => {
    setStale(false);
    change.reset();
    await queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="Neuer Status"
          data={options}
          value={status}
          onChange={(value) => value && setStatus(value as ContractStatus)}
          allowDeselect={false}
          error={errors.status}
          maw={260}
          miw={200}
        />
        <Textarea
          label="Bemerkung"
          value={bemerkung}
          onChange={(e) => setBemerkung(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={1}
          error={errors.bemerkung}
          miw={240}
        />
      </Group>
      {change.isError && !stale && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mt="md" role="alert">
          {errorMessage(change.error)}
        </Alert>
      )}
      {stale && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} mt="md" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{STALE_MESSAGE}</span>
            <Button
              size="xs"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} />}
              onClick={() => void reload()}
            >
              Neu laden
            </Button>
          </Group>
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={change.isPending} disabled={status === contract.status || stale}>
          Status ändern
        </Button>
      </Group>
    </form>
  );
}
