import { type ContractDetails, FahrzeugDatenSchema, FORM_INVALID_MESSAGE } from '@maklerwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { DynamicFieldForm } from '../../components/fields/dynamic-field-form';
import { fahrzeugdatenQueryOptions, useSaveFahrzeugMutation } from '../../shared/vertrag/vertrag.queries';
import { fahrzeugFields } from './fahrzeug-fields';
import { StepFormFrame } from './step-form-frame';
import { useEditableForm } from './use-editable-form';

/** Step fahrzeugDaten (spec 2.8, 5, 6): validated with the shared schema, saved when left. */
export function FahrzeugStep({ contract }: { contract: Pick<ContractDetails, 'id'> }) {
  const query = useQuery(fahrzeugdatenQueryOptions(contract.id));
  const save = useSaveFahrzeugMutation(contract.id);
  const canEdit = query.data?.canEdit ?? false;
  const form = useEditableForm({
    schema: FahrzeugDatenSchema,
    initial: query.data?.daten,
    version: query.data?.version,
    canEdit,
    invalidMessage: FORM_INVALID_MESSAGE,
    save: (daten, version) => save.mutateAsync({ version, daten }),
    reload: () => query.refetch(),
  });
  const fields = query.data ? fahrzeugFields(query.data) : [];
  return (
    <StepFormFrame form={form} canEdit={canEdit} loading={!query.data} error={query.error}>
      <DynamicFieldForm
        fields={fields}
        values={form.values}
        errors={form.errors}
        onChange={form.setValue}
        onBlur={form.validateField}
      />
    </StepFormFrame>
  );
}
