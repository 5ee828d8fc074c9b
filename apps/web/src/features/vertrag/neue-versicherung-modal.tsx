import {
  type ContractHeader,
  type CreateContractBody,
  CreateContractBodySchema,
  contractStatuses,
  contractStatusLabel,
  type NewContractCustomer,
} from '@maklerwerk/domain';
import { Button, Flex, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconFilePlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useOpenContract } from '../../lib/open-contract';
import {
  newContractCustomersQueryOptions,
  newContractNumberCheckQueryOptions,
  newContractOptionsQueryOptions,
  useCreateVertragMutation,
} from '../../shared/vertrag/vertrag.queries';
import classes from './neue-versicherung-modal.module.css';

type Values = {
  kundeId: string | null;
  gesellschaftId: string | null;
  sparteId: string | null;
  nummer: string;
  beginn: string | null;
  status: string;
};

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Opened from a customer: the customer is set and cannot be changed here. */
  kundeId?: number | undefined;
};

const statusOptions = contractStatuses.map((s) => ({ value: s, label: contractStatusLabel[s] }));
const customerLabel = (c: NewContractCustomer) => `${c.name} (${c.kundennr}${c.ort ? `, ${c.ort}` : ''})`;

/** What the shared schema checks and the server receives; an empty choice fails with its German message. */
const idOf = (value: string | null) => (value ? Number(value) : '');
const toBody = (v: Values) =>
  ({
    kundeId: idOf(v.kundeId),
    gesellschaftId: idOf(v.gesellschaftId),
    sparteId: idOf(v.sparteId),
    nummer: v.nummer,
    beginn: v.beginn ?? '',
    status: v.status,
  }) as unknown as CreateContractBody;

/**
 * 'Neue Versicherung' (issue 8): customer, company, Sparte, policy number, start and status. The number
 * is checked against the company's rule while typed and again by the server; the new contract then
 * opens in the detail screen with newVertrag=true on the step 'Allgemeine Daten'.
 */
export default function NeueVersicherungModal({ opened, onClose, kundeId }: Props) {
  // Known on the first render: a modal that turns full-screen after opening leaves its dropdowns misplaced.
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) ?? false;
  const create = useCreateVertragMutation();
  const openContract = useOpenContract();
  const options = useQuery({ ...newContractOptionsQueryOptions(), enabled: opened });
  // The customer picker searches on the server (scope, 20 hits); the chosen customer stays in its list.
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const initialValues: Values = {
    kundeId: kundeId ? String(kundeId) : null,
    gesellschaftId: null,
    sparteId: null,
    nummer: '',
    beginn: null,
    status: 'aktiv',
  };
  const { form, field, onSubmit, submitting, failure, reset } = useSchemaForm<
    Values,
    CreateContractBody,
    ContractHeader
  >({
    schema: CreateContractBodySchema,
    initialValues,
    toBody,
    submit: (body) => create.mutateAsync(body),
    onSuccess: async (created) => {
      close();
      await openContract(created, { page: 'details', stepKey: 'allgemeine', newVertrag: true });
      notifications.show({
        color: 'teal',
        title: 'Versicherung angelegt',
        message: `Die Versicherung ${created.nummer} von ${created.kunde.name} ist angelegt. Bitte ergänzen Sie die Vertragsdaten.`,
      });
    },
  });
  const close = () => {
    reset(initialValues);
    setTyped('');
    onClose();
  };

  const chosenId = form.values.kundeId ? Number(form.values.kundeId) : undefined;
  const customers = useQuery({ ...newContractCustomersQueryOptions(search, chosenId), enabled: opened });
  const customerData = useMemo(
    () => (customers.data ?? []).map((c) => ({ value: String(c.id), label: customerLabel(c) })),
    [customers.data],
  );
  const chosenLabel = customerData.find((c) => c.value === form.values.kundeId)?.label;

  const sparten = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const s of options.data?.sparten ?? []) {
      groups.set(s.group, [...(groups.get(s.group) ?? []), { value: s.value, label: s.label }]);
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [options.data]);

  // The company's rule while typing: the message shows at the field once the user pauses.
  const [nummer] = useDebouncedValue(form.values.nummer.trim(), 400);
  const gesellschaftId = form.values.gesellschaftId ? Number(form.values.gesellschaftId) : undefined;
  const checkOptions = newContractNumberCheckQueryOptions(gesellschaftId, nummer);
  const numberCheck = useQuery({ ...checkOptions, enabled: opened && checkOptions.enabled });
  const liveNumberError =
    numberCheck.data && !numberCheck.data.valid && nummer === form.values.nummer.trim()
      ? numberCheck.data.message
      : null;
  const nummerField = field('nummer');
  // On a phone the option lists open inside the full-screen dialog: one in a portal, measured before its
  // width was set, widened the mobile layout viewport, and with it the dialog and the list again.
  const combobox = { withinPortal: !isPhone };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Neue Versicherung"
      size="lg"
      fullScreen={isPhone}
      // On a phone: no moving transition (a dropdown measured while the dialog still moves stays misplaced),
      // and no field focused at once (the keyboard would cover half the dialog).
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
      centered
      closeOnClickOutside={!submitting}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Legen Sie die Versicherung mit den wichtigsten Angaben an. Alle weiteren Vertragsdaten ergänzen Sie
            anschließend in den Details.
          </Text>
          <Select
            label="Kunde"
            placeholder="Name, Kundennr. oder Ort suchen"
            data={customerData}
            searchable
            readOnly={kundeId !== undefined}
            filter={({ options: all }) => all}
            searchValue={kundeId !== undefined ? (chosenLabel ?? '') : undefined}
            onSearchChange={(value) => {
              // Picking a customer writes his label into the search: that is no new search.
              if (!customerData.some((c) => c.label === value)) {
                setTyped(value);
              }
            }}
            nothingFoundMessage={customers.isFetching ? 'Suche läuft …' : 'Kein Kunde gefunden.'}
            comboboxProps={combobox}
            data-autofocus={kundeId === undefined && !isPhone ? true : undefined}
            {...field('kundeId')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <Select
              label="Gesellschaft"
              placeholder={options.isLoading ? 'Wird geladen …' : 'Gesellschaft wählen'}
              data={options.data?.gesellschaften ?? []}
              searchable
              nothingFoundMessage="Keine Gesellschaft gefunden."
              comboboxProps={combobox}
              data-autofocus={kundeId !== undefined && !isPhone ? true : undefined}
              {...field('gesellschaftId')}
            />
            <Select
              label="Vertragssparte"
              placeholder={options.isLoading ? 'Wird geladen …' : 'Sparte wählen'}
              data={sparten}
              searchable
              nothingFoundMessage="Keine Sparte gefunden."
              comboboxProps={combobox}
              {...field('sparteId')}
            />
          </SimpleGrid>
          <TextInput
            label="Versicherungsnummer"
            autoComplete="off"
            {...nummerField}
            error={nummerField.error ?? liveNumberError}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <GermanDateInput label="Beginn" popoverProps={combobox} {...field('beginn')} />
            <Select
              label="Status"
              data={statusOptions}
              allowDeselect={false}
              comboboxProps={combobox}
              {...field('status')}
            />
          </SimpleGrid>
          <FormAlert message={failure} />
          {/* On a phone the buttons stand full width, the main action first. */}
          <Flex
            direction={{ base: 'column-reverse', xs: 'row' }}
            justify="flex-end"
            gap="sm"
            mt="xs"
            className={classes.actions}
          >
            <Button variant="default" onClick={close} disabled={submitting}>
              Abbrechen
            </Button>
            <Button type="submit" loading={submitting} leftSection={<IconFilePlus size={16} />}>
              Anlegen und Details öffnen
            </Button>
          </Flex>
        </Stack>
      </form>
    </Modal>
  );
}
