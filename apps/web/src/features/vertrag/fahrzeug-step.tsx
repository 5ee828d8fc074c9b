import { type ContractDetails, type FahrzeugDatenInput, FORM_INVALID_MESSAGE, fahrzeugApi } from '@maklerwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DynamicFieldForm } from '../../components/fields/dynamic-field-form';
import { apiCall } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';
import { fahrzeugFields, validateFahrzeug } from './fahrzeug-fields';
import { StepFormFrame } from './step-form-frame';
import { useEditableForm } from './use-editable-form';
import { fahrzeugdatenQueryOptions } from './vertrag.queries';

/** Step fahrzeugDaten (spec 2.8, 5, 6): validated with the shared schema, saved when left. */
export function FahrzeugStep({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const queryClient = useQueryClient();
  const query = useQuery(fahrzeugdatenQueryOptions(contract.id));
  const canEdit = query.data?.canEdit ?? false;
  const form = useEditableForm({
    contractId: contract.id,
    stepKey: 'fahrzeugDaten',
    initial: query.data?.daten,
    version: query.data?.version,
    canEdit,
    validate: validateFahrzeug,
    invalidMessage: FORM_INVALID_MESSAGE,
    save: (values, _changed, version) =>
      apiCall(fahrzeugApi.save, {
        params: { id: contract.id },
        body: { version, daten: values as FahrzeugDatenInput },
      }),
    onSaved: (result) => {
      queryClient.setQueryData(fahrzeugdatenQueryOptions(contract.id).queryKey, result);
      // The Kennzeichen of the header follows the vehicle data.
      void queryClient.invalidateQueries({ queryKey: contractKeys.lists() });
    },
    reload: () => query.refetch(),
  });
  const fields = query.data ? fahrzeugFields(query.data) : [];
  const checkField = (key: string) => {
    const message = validateFahrzeug(form.values)[key];
    form.setErrors((current) => ({ ...current, [key]: message }));
  };
  return (
    <StepFormFrame form={form} canEdit={canEdit} loading={!query.data} error={query.error}>
      <DynamicFieldForm
        fields={fields}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        onBlur={checkField}
      />
    </StepFormFrame>
  );
}
