import {
  type Buchung,
  buchungStatusLabel,
  type Courtageart,
  courtagearten,
  courtageartLabel,
  formatCents,
  type SaveBuchungBody,
  SaveBuchungBodySchema,
} from '@maklerwerk/domain';
import {
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock, IconReceiptOff, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { CurrencyInput } from '../../components/fields/currency-input';
import { StaleNotice } from '../../components/fields/form-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { numberOrNaN, PercentInput } from '../../components/fields/percent-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { LoadError } from '../../components/load-error';
import { ReadOnlyField } from '../../components/read-only-field';
import { RecordNotFound } from '../../components/record-not-found';
import { ApiError } from '../../lib/api-client';
import { BackToStep, BackToStepButton } from '../../shared/vertrag/back-to-step';
import { BuchungActionModals, useBuchungAction } from './buchung-action-modals';
import { abrechnungenQueryOptions, buchungQueryOptions, useSaveBuchungMutation } from './courtage.queries';

/** The way back: the contract's step Abrechnung, substep Abrechnungsdetails. */
const stepSearch = { stepKey: 'abrechnung', substepKey: 'abrechnungDetails' };
const section = { withBorder: true, p: { base: 'md', sm: 'lg' } } as const;

type Values = {
  zeichnungsdatum: string | null;
  courtageeingDatum: string | null;
  courtageart: string | null;
  provisionsSatzProzent: number | string | null;
  /** Cents; a text while the amount is unfinished. */
  bewertungssumme: number | string | null;
  courtagesumme: number | string | null;
  status: string | null;
  automatisch: boolean;
  rechDatum: string | null;
  istOverhead: string;
  bemerkung: string;
};

const emptyValues: Values = {
  zeichnungsdatum: null,
  courtageeingDatum: null,
  courtageart: null,
  provisionsSatzProzent: null,
  bewertungssumme: null,
  courtagesumme: null,
  status: '1',
  automatisch: false,
  rechDatum: null,
  istOverhead: 'false',
  bemerkung: '',
};

function valuesOf(b: Buchung): Values {
  return {
    zeichnungsdatum: b.zeichnungsdatum || null,
    courtageeingDatum: b.courtageeingDatum,
    courtageart: b.courtageart,
    provisionsSatzProzent: b.provisionsSatzProzent,
    bewertungssumme: b.bewertungssumme,
    courtagesumme: b.courtagesumme,
    status: String(b.status),
    automatisch: b.automatisch,
    rechDatum: b.rechDatum,
    istOverhead: String(b.istOverhead),
    bemerkung: b.bemerkung,
  };
}

const courtageartOptions = courtagearten.map((value) => ({ value, label: courtageartLabel[value] }));
const statusOptions = [1, 2, 3, 4].map((n) => ({ value: String(n), label: `${n} – ${buchungStatusLabel[n]}` }));
const jaNeinOptions = [
  { value: 'true', label: 'Ja' },
  { value: 'false', label: 'Nein' },
];

type Props = { contractId: number /** null: a new booking. */; buchungsnr: number | null };

function BuchungNotFound({ contractId }: { contractId: number }) {
  return (
    <RecordNotFound
      icon={<IconReceiptOff size={30} stroke={1.5} />}
      title="Die Buchung wurde nicht gefunden."
      action={<BackToStepButton contractId={contractId} search={stepSearch} label="zurück" />}
    >
      Die Buchung existiert nicht mehr oder Sie haben keinen Zugriff darauf.
    </RecordNotFound>
  );
}

/** One booking below its contract's header (features/vertrag): spec §2.3, §3.7. */
export function BuchungBody({ contractId, buchungsnr }: Props) {
  const valid = buchungsnr === null || (Number.isInteger(buchungsnr) && buchungsnr > 0);
  const query = useQuery({
    ...buchungQueryOptions(contractId, buchungsnr ?? 0),
    enabled: valid && buchungsnr !== null,
  });
  // Whether the viewer edits commissions: the answer of the table says so (spec §2.3 read-only or editable).
  const list = useQuery(abrechnungenQueryOptions(contractId, 0));
  const buchung = query.data;
  const wrongContract = buchung !== undefined && buchung.vertragId !== contractId;
  if (!valid || wrongContract || (query.error instanceof ApiError && query.error.status === 404)) {
    return <BuchungNotFound contractId={contractId} />;
  }
  const error = (query.isError && !buchung && query.error) || (list.isError && !list.data && list.error);
  if (error) {
    return <LoadError error={error} />;
  }
  if ((buchungsnr !== null && !buchung) || !list.data) {
    return <Skeleton height={420} aria-label="Buchung wird geladen" />;
  }
  return (
    <BuchungForm
      key={buchung?.buchungsnr ?? 'neu'}
      contractId={contractId}
      buchung={buchung ?? null}
      editable={list.data.editable}
      reload={async () => (await query.refetch()).data}
    />
  );
}

type FormProps = {
  contractId: number;
  buchung: Buchung | null;
  editable: boolean;
  reload: () => Promise<Buchung | undefined>;
};

function BuchungForm({ contractId, buchung, editable, reload }: FormProps) {
  const navigate = useNavigate();
  const save = useSaveBuchungMutation(contractId);
  const action = useBuchungAction();
  const [baseVersion, setBaseVersion] = useState(buchung?.version);
  const readOnly = !editable;
  const { form, field, onSubmit, submitting, failure, stale, reset } = useSchemaForm({
    schema: SaveBuchungBodySchema,
    initialValues: buchung ? valuesOf(buchung) : emptyValues,
    toBody: (v): SaveBuchungBody => ({
      ...(buchung ? { buchungsnr: buchung.buchungsnr, version: baseVersion } : {}),
      zeichnungsdatum: v.zeichnungsdatum ?? '',
      courtageeingDatum: v.courtageeingDatum,
      courtageart: (v.courtageart ?? '') as Courtageart,
      provisionsSatzProzent: numberOrNaN(v.provisionsSatzProzent),
      bewertungssumme: numberOrNaN(v.bewertungssumme),
      courtagesumme: v.courtagesumme === null ? null : numberOrNaN(v.courtagesumme),
      status: Number(v.status ?? 1),
      automatisch: v.automatisch,
      rechDatum: v.rechDatum,
      istOverhead: v.istOverhead === 'true',
      bemerkung: v.bemerkung,
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: `Die Buchung ${saved.buchungsnr} wurde gespeichert.` });
      if (buchung) {
        reset(valuesOf(saved));
        setBaseVersion(saved.version);
      } else {
        void navigate({
          to: '/home/versicherungen/insurance-group/versicherung-buchungs/$contractId/$buchungsnr',
          params: { contractId, buchungsnr: saved.buchungsnr },
          replace: true,
        });
      }
    },
  });

  // A newer version from the server shows when nothing is being edited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version of the booking matters
  useEffect(() => {
    if (buchung && buchung.version !== baseVersion && !form.isDirty()) {
      reset(valuesOf(buchung));
      setBaseVersion(buchung.version);
    }
  }, [buchung?.version]);

  const reloadForm = async () => {
    const fresh = await reload();
    if (fresh) {
      reset(valuesOf(fresh));
      setBaseVersion(fresh.version);
    }
  };
  const back = () =>
    void navigate({
      to: '/home/versicherungen/insurance-group/details/$contractId',
      params: { contractId: contractId },
      search: stepSearch,
    });

  const common = readOnly ? ({ readOnly: true, required: false, variant: 'filled' } as const) : {};
  return (
    <Paper {...section}>
      <BackToStep contractId={contractId} search={stepSearch} label="zurück" />
      <Group justify="space-between" align="flex-start" gap="sm" mt="sm" mb="md">
        <Stack gap={2}>
          <Title order={2} fz="h3">
            {buchung ? `Buchung ${buchung.buchungsnr}` : 'Neue Buchung'}
          </Title>
          {buchung && (
            <Text size="sm" c="dimmed">
              {[
                `Vermittlernr ${buchung.maklernr}`,
                buchung.bearbeiter ? `Bearbeiter ${buchung.bearbeiter}` : '',
                buchung.stornoVon ? `aus Buchung ${buchung.stornoVon}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
        {buchung?.deletable && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            onClick={() => action.open('delete', buchung.buchungsnr)}
          >
            Löschen
          </Button>
        )}
      </Group>
      <form onSubmit={onSubmit} noValidate aria-label={buchung ? `Buchung ${buchung.buchungsnr}` : 'Neue Buchung'}>
        {readOnly && (
          <Text size="sm" c="dimmed" mb="md" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
            <IconLock size={14} aria-hidden />
            Sie können diese Buchung nur ansehen.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          <GermanDateInput label="Z.-Datum" {...field('zeichnungsdatum')} {...common} clearable={false} />
          <GermanDateInput label="Prov. Eingang" {...field('courtageeingDatum')} {...common} clearable={!readOnly} />
          <Select
            label="Prov. Art"
            placeholder={readOnly ? '–' : 'Prov. Art auswählen'}
            data={courtageartOptions}
            {...field('courtageart')}
            {...common}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <PercentInput
            label="Prov. Satz %"
            decimals={4}
            allowNegative
            {...field('provisionsSatzProzent')}
            {...common}
          />
          <CurrencyInput label="Bew.Summe" {...field('bewertungssumme')} {...common} />
          <CurrencyInput
            label="Courtagesumme"
            description={readOnly ? undefined : 'leer: aus Bew.Summe und Satz berechnet'}
            {...field('courtagesumme')}
            {...common}
          />
          {buchung && <ReadOnlyField label="Prov. Betrag">{formatCents(buchung.provBetrag)}</ReadOnlyField>}
          <Select
            label="Status"
            data={statusOptions}
            {...field('status')}
            {...common}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <GermanDateInput label="Abr. Datum" {...field('rechDatum')} {...common} clearable={!readOnly} />
          <Select
            label="Overhead"
            data={jaNeinOptions}
            {...field('istOverhead')}
            {...common}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Checkbox
            label="Auto"
            mt={{ base: 0, sm: 'xl' }}
            {...form.getInputProps('automatisch', { type: 'checkbox' })}
            disabled={readOnly}
          />
        </SimpleGrid>
        <Textarea label="Bemerkung" mt="sm" autosize minRows={2} maxRows={10} {...field('bemerkung')} {...common} />
        {!readOnly && (
          <>
            {stale ? <StaleNotice onReload={() => void reloadForm()} /> : <FormAlert message={failure} mt="lg" />}
            <Group justify="flex-end" gap="sm" mt="lg">
              <Button variant="default" onClick={back} disabled={submitting}>
                zurück
              </Button>
              {form.isDirty() && buchung && (
                <Button variant="subtle" color="gray" onClick={() => reset()} disabled={submitting}>
                  Änderungen verwerfen
                </Button>
              )}
              <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={submitting} disabled={stale}>
                Speichern
              </Button>
            </Group>
          </>
        )}
      </form>
      <BuchungActionModals
        contractId={contractId}
        action={action.state?.action ?? null}
        buchungsnr={action.state?.buchungsnr ?? null}
        opened={action.opened}
        onClose={action.close}
        onDeleted={back}
      />
    </Paper>
  );
}
