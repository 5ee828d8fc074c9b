import { type ContractDetails, versicherteSacheApi } from '@maklerwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DynamicFieldForm } from '../../components/fields/dynamic-field-form';
import { apiCall } from '../../lib/api-client';
import { StepFormFrame } from './step-form-frame';
import { useEditableForm } from './use-editable-form';
import { versicherteSacheFields } from './versicherte-sache-fields';
import { versicherteSacheQueryOptions } from './vertrag.queries';

/** Step allgemeine, substep Versicherte Sache (spec 2.3). */
export function VersicherteSacheStep({ contract }: { contract: ContractDetails }) {
  const queryClient = useQueryClient();
  const query = useQuery(versicherteSacheQueryOptions(contract.id));
  const canEdit = query.data?.canEdit ?? false;
  const form = useEditableForm({
    contractId: contract.id,
    stepKey: 'allgemeine',
    initial: query.data?.values,
    version: query.data?.version,
    canEdit,
    save: (values, _changed, version) =>
      apiCall(versicherteSacheApi.save, {
        params: { id: contract.id },
        body: {
          version,
          values: {
            verssache: (values.verssache as string | null) ?? null,
            zusatz: (values.zusatz as string | null) ?? null,
            strasse: (values.strasse as string | null) ?? null,
            hausnr: (values.hausnr as string | null) ?? null,
            plz: (values.plz as string | null) ?? null,
            ort: (values.ort as string | null) ?? null,
            land: (values.land as string | null) ?? null,
          },
        },
      }),
    onSaved: (result) => queryClient.setQueryData(versicherteSacheQueryOptions(contract.id).queryKey, result),
    reload: () => query.refetch(),
  });
  const fields = query.data ? versicherteSacheFields(query.data) : [];
  return (
    <StepFormFrame form={form} canEdit={canEdit} loading={!query.data} error={query.error}>
      <DynamicFieldForm fields={fields} values={form.values} errors={form.errors} onChange={form.setValue} />
    </StepFormFrame>
  );
}
