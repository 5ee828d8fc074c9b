import {
  changeLogFieldLabels,
  type FieldDefinition,
  type SaveSparteBody,
  SparteDatenSchema,
  type SparteDetail,
} from '@maklerwerk/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DynamicFieldForm, type FieldValues } from '../../../components/fields/dynamic-field-form';
import { AnchorLink } from '../../../components/router-links';
import { StepFormFrame } from '../step-form-frame';
import { useEditableForm } from '../use-editable-form';
import { sparteQueryOptions, useSaveSparteMutation } from './sparte.queries';

type Parameter = { key: string; value: string };
const labels = changeLogFieldLabels.sparte;

const parseParameters = (text: unknown): Parameter[] => {
  try {
    const parsed = JSON.parse(typeof text === 'string' ? text : '[]') as Parameter[];
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

function fieldsOf(data: SparteDetail, values: FieldValues): FieldDefinition[] {
  const disabled = !data.canEdit;
  const onlyActive = values.onlyActivTarif === true;
  const chosen = values.tarifId;
  const tarife = data.tarife
    .filter((t) => !onlyActive || !t.inaktiv || t.value === chosen)
    .map((t) => ({ value: t.value, label: t.inaktiv ? `${t.label} (inaktiv)` : t.label }));
  // The chosen tariff stays readable also when it is not offered to this viewer.
  if (typeof chosen === 'string' && !tarife.some((t) => t.value === chosen)) {
    tarife.push({ value: chosen, label: data.tarifName ?? chosen });
  }
  const field = (key: string, label: string, type: FieldDefinition['type'], group: string): FieldDefinition => ({
    key,
    label,
    type,
    group,
    visible: true,
    disabled,
    value: values[key] ?? null,
    options: null,
    validationMessage: null,
    maxLength: null,
    required: false,
  });
  return [
    field('praemieBtoZahlweise', 'Prämie brutto (Zahlweise)', 'currency', 'Prämie'),
    field('praemieNtoZahlweise', 'Prämie netto (Zahlweise)', 'currency', 'Prämie'),
    { ...field('tarifId', labels.tarif, 'select', 'Tarif'), options: tarife },
    field('onlyActivTarif', labels.onlyActivTarif, 'checkbox', 'Tarif'),
    { ...field('versichertePerson', labels.versichertePerson, 'text', 'Versicherung'), maxLength: 200 },
    field('begin', labels.begin, 'date', 'Versicherung'),
  ];
}

/** A dynamic branch step 'sparte-<id>' (spec 2.1, 3.6): the branch main data, saved when left. */
export function SparteStep({ contractId, sparteId }: { contractId: number; sparteId: number }) {
  const query = useQuery(sparteQueryOptions(contractId, sparteId));
  const save = useSaveSparteMutation(contractId, sparteId);
  const data = query.data;
  const canEdit = data?.canEdit ?? false;
  const form = useEditableForm({
    schema: SparteDatenSchema,
    initial: data ? { ...data.daten, parameters: JSON.stringify(data.daten.parameters) } : undefined,
    version: data?.version,
    canEdit,
    // The parameters are kept as text in the form and sent as the list.
    toBody: (values) => ({ ...values, parameters: parseParameters(values.parameters) }) as unknown as FieldValues,
    save: (daten, version) => save.mutateAsync({ version, daten } as unknown as SaveSparteBody),
    reload: () => query.refetch(),
  });
  const parameters = parseParameters(form.values.parameters);
  const setParameters = (next: Parameter[]) => form.setValue('parameters', JSON.stringify(next));
  const tarifSearch = {
    insuranceStep: sparteId,
    versId: contractId,
    ...(typeof form.values.tarifId === 'string' && form.values.tarifId ? { tarifId: Number(form.values.tarifId) } : {}),
  };
  return (
    <StepFormFrame
      form={form}
      canEdit={canEdit}
      loading={!data}
      error={query.error}
      extraActions={
        data?.canOpenTarif ? (
          <Group gap="lg" mt="md">
            {'tarifId' in tarifSearch && (
              <AnchorLink to="/beratung/tarifBearbeiten" search={tarifSearch} size="sm">
                Tarif bearbeiten
              </AnchorLink>
            )}
            <AnchorLink
              to="/beratung/tarifBearbeiten"
              search={{ insuranceStep: sparteId, versId: contractId }}
              size="sm"
            >
              Neuer Tarif
            </AnchorLink>
          </Group>
        ) : null
      }
    >
      {data && (
        <Stack gap="xl">
          <DynamicFieldForm
            fields={fieldsOf(data, form.values)}
            values={form.values}
            errors={form.errors}
            onChange={form.setValue}
            onBlur={form.validateField}
          />
          <section aria-labelledby="sparte-parameter">
            <Title order={3} size="sm" id="sparte-parameter" mb="sm" c="dark.6">
              {labels.parameters}
            </Title>
            <Stack gap="xs">
              {parameters.length === 0 && (
                <Text size="sm" c="dimmed">
                  Keine Daten
                </Text>
              )}
              {parameters.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; order is the identity
                <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
                  <TextInput
                    aria-label={`Parameter ${i + 1} Name`}
                    placeholder="Name"
                    value={p.key}
                    maxLength={100}
                    disabled={!canEdit}
                    error={form.errors[`parameters.${i}.key`]}
                    onChange={(e) =>
                      setParameters(parameters.map((q, j) => (j === i ? { ...q, key: e.currentTarget.value } : q)))
                    }
                    style={{ flex: 1 }}
                  />
                  <TextInput
                    aria-label={`Parameter ${i + 1} Wert`}
                    placeholder="Wert"
                    value={p.value}
                    maxLength={500}
                    disabled={!canEdit}
                    onChange={(e) =>
                      setParameters(parameters.map((q, j) => (j === i ? { ...q, value: e.currentTarget.value } : q)))
                    }
                    style={{ flex: 2 }}
                  />
                  {canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`Parameter ${p.key || i + 1} entfernen`}
                      onClick={() => setParameters(parameters.filter((_, j) => j !== i))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {canEdit && (
                <Group>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconPlus size={14} />}
                    onClick={() => setParameters([...parameters, { key: '', value: '' }])}
                  >
                    Parameter hinzufügen
                  </Button>
                </Group>
              )}
            </Stack>
          </section>
        </Stack>
      )}
    </StepFormFrame>
  );
}
