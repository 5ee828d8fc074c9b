import {
  canOpenTarifForm,
  dynamicStepKey,
  type SaveTarifBody,
  SaveTarifBodySchema,
  type TarifForm,
  type TarifValues,
} from '@maklerwerk/domain';
import { Alert, Box, Button, Checkbox, Group, Paper, Select, Skeleton, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { StaleNotice } from '../../../components/fields/form-actions';
import { FormAlert } from '../../../components/fields/form-alert';
import { useSchemaForm } from '../../../components/fields/use-schema-form';
import { LoadError } from '../../../components/load-error';
import { AnchorLink } from '../../../components/router-links';
import { useSession } from '../../../lib/session';
import { tarifFormQueryOptions, useSaveTarifMutation } from './sparte.queries';
import type { TarifSearch } from './tarif-search';

/** The tariff form (spec 2.2, 3.6, 6): customers get a notice instead (the server answers 403 too). */
export function TarifPage({ search }: { search: TarifSearch }) {
  const { actor } = useSession();
  if (!canOpenTarifForm(actor)) {
    return (
      <Box p={{ base: 'sm', sm: 'lg' }}>
        <Alert color="gray" icon={<IconLock size={18} />} title="Kein Zugriff" maw={640}>
          Tarife können nur von Vermittlern und dem Innendienst bearbeitet werden.
        </Alert>
      </Box>
    );
  }
  return <TarifFormLoader search={search} />;
}

function TarifFormLoader({ search }: { search: TarifSearch }) {
  const query = useQuery(tarifFormQueryOptions(search));
  if (query.isError) {
    return <LoadError error={query.error} />;
  }
  if (!query.data) {
    return <Skeleton height={360} maw={720} m={{ base: 'sm', sm: 'lg' }} />;
  }
  return (
    <TarifFormView
      key={`${query.data.id}-${query.data.version}`}
      data={query.data}
      search={search}
      reload={() => void query.refetch()}
    />
  );
}

function TarifFormView({ data, search, reload }: { data: TarifForm; search: TarifSearch; reload: () => void }) {
  const navigate = useNavigate();
  const save = useSaveTarifMutation(data.id);
  const back =
    search.versId !== undefined
      ? {
          to: '/home/versicherungen/insurance-group/details/$contractId' as const,
          params: { contractId: search.versId },
          search: search.insuranceStep ? { stepKey: dynamicStepKey(search.insuranceStep) } : {},
        }
      : null;
  const form = useSchemaForm<TarifValues, SaveTarifBody, { id: number; version: number }>({
    schema: SaveTarifBodySchema,
    initialValues: data.values,
    // The extra fields go back only when the viewer may change them (the server refuses others' values).
    toBody: (v) =>
      ({
        version: data.version,
        bezeichnung: v.bezeichnung,
        gesellschaftId: v.gesellschaftId,
        sparteId: v.sparteId,
        inaktiv: v.inaktiv,
        ...(data.extraEditable ? { sichtbarFuer: v.sichtbarFuer, inklusiveStruktur: v.inklusiveStruktur } : {}),
      }) as unknown as SaveTarifBody,
    submit: (body) => save.mutateAsync(body),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: data.id === null ? 'Der Tarif wurde angelegt.' : 'Gespeichert.' });
      if (back) {
        void navigate(back);
      } else {
        void navigate({ to: '/beratung/tarifBearbeiten', search: { ...search, tarifId: saved.id } });
      }
    },
  });
  const disabled = !data.canEdit;
  return (
    <Stack maw={760} gap="md" p={{ base: 'sm', sm: 'lg' }}>
      {back && (
        <AnchorLink {...back} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            zurück zur Versicherung
          </Group>
        </AnchorLink>
      )}
      <Title order={2}>{data.id === null ? 'Neuer Tarif' : 'Tarif bearbeiten'}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            form.onSubmit();
          }}
        >
          <Stack gap="md">
            {disabled && (
              <Alert color="gray" icon={<IconLock size={16} />}>
                Sie können diesen Tarif nur ansehen.
              </Alert>
            )}
            <TextInput label="Bezeichnung" disabled={disabled} {...form.field('bezeichnung')} />
            <Select
              label="Gesellschaft"
              data={data.gesellschaften}
              searchable
              disabled={disabled}
              {...form.field('gesellschaftId')}
              required
            />
            <Select
              label="Sparte"
              data={data.sparten}
              searchable
              disabled={disabled}
              {...form.field('sparteId')}
              required
            />
            {data.showExtra && (
              <>
                <Select
                  label="Sichtbar für"
                  data={data.sichtbarkeiten}
                  allowDeselect={false}
                  disabled={disabled || !data.extraEditable}
                  {...form.field('sichtbarFuer')}
                  required={false}
                />
                <Checkbox
                  label="inclusive Struktur"
                  disabled={disabled || !data.extraEditable}
                  {...form.form.getInputProps('inklusiveStruktur', { type: 'checkbox' })}
                />
              </>
            )}
            <Checkbox
              label="Inaktiv"
              disabled={disabled}
              {...form.form.getInputProps('inaktiv', { type: 'checkbox' })}
            />
            <FormAlert message={form.failure} />
            {form.stale && <StaleNotice onReload={reload} />}
            {!disabled && (
              <Group justify="flex-end">
                <Button type="submit" loading={form.submitting}>
                  Speichern
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
