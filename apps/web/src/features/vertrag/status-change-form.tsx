import {
  ChangeContractStatusBodySchema,
  type ContractDetails,
  type ContractStatus,
  contractStatuses,
  contractStatusLabel,
} from '@maklerwerk/domain';
import { Alert, Button, Group, Select, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { STALE_MESSAGE } from '../../components/fields/form-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useChangeStatusMutation, useReloadVertrag } from '../../shared/vertrag/vertrag.queries';

const options = contractStatuses.map((s) => ({ value: s, label: contractStatusLabel[s] }));

type Values = { status: ContractStatus; bemerkung: string };

/** Changes the status; the server writes the history row (sends the version, answers 409 when stale). */
export function StatusChangeForm({ contract }: { contract: Pick<ContractDetails, 'id' | 'status' | 'version'> }) {
  const change = useChangeStatusMutation(contract.id);
  const reloadVertrag = useReloadVertrag(contract.id);
  const { form, field, onSubmit, submitting, failure, stale, reset } = useSchemaForm({
    schema: ChangeContractStatusBodySchema,
    initialValues: { status: contract.status, bemerkung: '' } as Values,
    toBody: (values) => ({
      status: values.status,
      version: contract.version,
      bemerkung: values.bemerkung.trim() || undefined,
    }),
    submit: (body) => change.mutateAsync(body),
    onSuccess: () => {
      form.setFieldValue('bemerkung', '');
      notifications.show({ color: 'teal', message: 'Der Status wurde geändert.' });
    },
  });
  const reload = async () => {
    reset(form.getValues());
    await reloadVertrag();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="md" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="Neuer Status"
          data={options}
          {...form.getInputProps('status')}
          allowDeselect={false}
          maw={260}
          miw={200}
        />
        <Textarea label="Bemerkung" {...field('bemerkung')} autosize minRows={1} miw={240} />
      </Group>
      {!stale && <FormAlert message={failure} mt="md" />}
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
        <Button type="submit" loading={submitting} disabled={form.values.status === contract.status || stale}>
          Status ändern
        </Button>
      </Group>
    </form>
  );
}
