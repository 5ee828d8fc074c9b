import { type ContractDetails, canChangeContractCustomerNumber, WeitereInputSchema } from '@maklerwerk/domain';
import { Group } from '@mantine/core';
import { IconUserEdit } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DynamicFieldForm } from '../../components/fields/dynamic-field-form';
import { ButtonLink } from '../../components/router-links';
import { useSession } from '../../lib/session';
import { useSaveWeitereMutation, weitereQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { valuesOfFields } from './allgemeine-fields';
import { StepFormFrame } from './step-form-frame';
import { useEditableForm } from './use-editable-form';

/** Step weitere-vertragsdetails (spec 2.1, 3): the further contract details, same generic form. */
export function WeitereStep({ contract }: { contract: ContractDetails }) {
  const { actor } = useSession();
  const query = useQuery(weitereQueryOptions(contract.id));
  const save = useSaveWeitereMutation(contract.id);
  const fields = query.data?.fields ?? [];
  const form = useEditableForm({
    schema: WeitereInputSchema,
    initial: query.data ? valuesOfFields(query.data.fields) : undefined,
    version: query.data?.version,
    canEdit: contract.canEdit,
    // Checked and sent: the changed keys of visible, editable fields.
    toBody: (values, changed) => {
      const allowed = new Set(fields.filter((f) => f.visible && !f.disabled).map((f) => f.key));
      return Object.fromEntries(changed.filter((key) => allowed.has(key)).map((key) => [key, values[key] ?? null]));
    },
    save: (values, version) => save.mutateAsync({ version, values }),
    reload: () => query.refetch(),
  });
  const kundennrButton = canChangeContractCustomerNumber(actor) && (
    <Group mt="lg">
      <ButtonLink
        to="/home/versicherungen/kundennr-aendern/$contractId"
        params={{ contractId: contract.id }}
        variant="light"
        leftSection={<IconUserEdit size={16} />}
      >
        Kundennummer ändern
      </ButtonLink>
    </Group>
  );
  return (
    <StepFormFrame
      form={form}
      canEdit={contract.canEdit}
      loading={!query.data}
      error={query.error}
      extraActions={kundennrButton}
    >
      <DynamicFieldForm fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} />
    </StepFormFrame>
  );
}
