import {
  AllgemeineInputSchema,
  type ContractDetails,
  canChangeContractStatus,
  canSeeContractCombos,
  type PolicyNumberCheck,
} from '@maklerwerk/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DynamicFieldForm, type FieldValues } from '../../components/fields/dynamic-field-form';
import { useSession } from '../../lib/session';
import {
  allgemeineQueryOptions,
  combosQueryOptions,
  policyNumberCheckQueryOptions,
  useSaveAllgemeineMutation,
} from '../../shared/vertrag/vertrag.queries';
import { allgemeineBody, applyEdit, recomputeAllgemeineFields, valuesOfFields } from './allgemeine-fields';
import { StepFormFrame } from './step-form-frame';
import { useEditableForm } from './use-editable-form';

type Props = {
  contract: ContractDetails;
  /** The company rule's verdict on the number being edited (valid: 'Nummer' hints disappear). */
  onPolicyNumberCheck: (check: PolicyNumberCheck | null) => void;
};

/** Step allgemeine, substep Vertragsdaten (spec 2.2): the server-defined general contract form. */
export function AllgemeineStep({ contract, onPolicyNumberCheck }: Props) {
  const { actor } = useSession();
  const query = useQuery(allgemeineQueryOptions(contract.id));
  const save = useSaveAllgemeineMutation(contract.id);
  const serverFields = query.data?.fields ?? [];
  const ctxBase = {
    canEdit: contract.canEdit,
    canChangeStatus: canChangeContractStatus(actor),
    isAgent: actor.viewed.kind === 'agent',
  };

  const form = useEditableForm({
    schema: AllgemeineInputSchema,
    initial: query.data ? valuesOfFields(query.data.fields) : undefined,
    version: query.data?.version,
    canEdit: contract.canEdit,
    // Checked and sent: the changed keys the user may edit now.
    toBody: (values, changed) => {
      const fields = recomputeAllgemeineFields(serverFields, values, { ...ctxBase, combos, policyNumberMessage: null });
      return allgemeineBody(fields, values, changed);
    },
    save: (values, version) => save.mutateAsync({ version, values }),
    reload: () => query.refetch(),
  });

  const gesellschaftId = Number(form.values.gesellschaft) || undefined;
  const storedCompany = query.data ? Number(valuesOfFields(query.data.fields).gesellschaft) : undefined;
  const combos = useQuery({
    ...combosQueryOptions(contract.id, gesellschaftId),
    // The server answers 403 to those who may not see courtage numbers: mirror its rule, ask nothing.
    enabled: canSeeContractCombos(actor, contract) && gesellschaftId !== undefined && gesellschaftId !== storedCompany,
  }).data;

  // Spec 5: the company's number rule, checked while the number or the company changes.
  const nummer = typeof form.values.nummer === 'string' ? form.values.nummer.trim() : '';
  const [checkedNummer] = useDebouncedValue(nummer, 400);
  const check = useQuery(policyNumberCheckQueryOptions(contract.id, gesellschaftId, checkedNummer));
  useEffect(() => {
    onPolicyNumberCheck(check.data ?? null);
  }, [check.data, onPolicyNumberCheck]);

  const serverMessage = serverFields.find((f) => f.key === 'nummer')?.validationMessage ?? null;
  const policyNumberMessage = check.data ? (check.data.valid ? null : check.data.message) : serverMessage;
  const fields = recomputeAllgemeineFields(serverFields, form.values, { ...ctxBase, combos, policyNumberMessage });

  const change = (key: string, value: FieldValues[string]) => {
    for (const [k, v] of Object.entries(applyEdit(form.values, key, value))) {
      form.setValue(k, v);
    }
  };

  return (
    <StepFormFrame form={form} canEdit={contract.canEdit} loading={!query.data} error={query.error}>
      <DynamicFieldForm fields={fields} values={form.values} errors={form.errors} onChange={change} />
    </StepFormFrame>
  );
}
