import { type ContractDetails, VersicherteSacheInputSchema } from '@maklerwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { DynamicFieldForm } from '../../components/fields/dynamic-field-form';
import { useSaveVersicherteSacheMutation, versicherteSacheQueryOptions } from '../../shared/vertrag/vertrag.queries';
import { StepFormFrame } from './step-form-frame';
import { useEditableForm } from './use-editable-form';
import { versicherteSacheFields } from './versicherte-sache-fields';

/** Step allgemeine, substep Versicherte Sache (spec 2.3). */
export function VersicherteSacheStep({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const query = useQuery(versicherteSacheQueryOptions(contract.id));
  const save = useSaveVersicherteSacheMutation(contract.id);
  const canEdit = query.data?.canEdit ?? false;
  const form = useEditableForm({
    schema: VersicherteSacheInputSchema,
    initial: query.data?.values,
    version: query.data?.version,
    canEdit,
    save: (values, version) => save.mutateAsync({ version, values }),
    reload: () => query.refetch(),
  });
  const fields = query.data ? versicherteSacheFields(query.data) : [];
  return (
    <StepFormFrame form={form} canEdit={canEdit} loading={!query.data} error={query.error}>
      <DynamicFieldForm fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} />
    </StepFormFrame>
  );
}
