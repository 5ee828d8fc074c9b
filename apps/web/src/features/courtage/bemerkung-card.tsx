import { type Abrechnungen, BemerkungBodySchema } from '@maklerwerk/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { StaleNotice } from '../../components/fields/form-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useSaveBemerkungMutation } from './courtage.queries';

type Values = { bemerkung: string; vergleichsrechner: boolean; angebotserstellung: boolean };

const valuesOf = (a: Abrechnungen): Values => ({
  bemerkung: a.bemerkung.value,
  vergleichsrechner: a.vergleichsrechner ?? false,
  angebotserstellung: a.angebotserstellung ?? false,
});

type Props = {
  contractId: number;
  answer: Abrechnungen;
  /** Loads the answer again (after a 409) and gives the fresh one. */
  reload: () => Promise<Abrechnungen | undefined>;
};

/**
 * 'Bemerkung zur Courtage' (locked once it has content unless internal or main-structure lead; the
 * server says so), the product name, and the two checkboxes of the internal staff (spec §2.3, §4.4, §6).
 */
export function BemerkungCard({ contractId, answer, reload }: Props) {
  const save = useSaveBemerkungMutation(contractId);
  const { bemerkung } = answer;
  const showChecks = answer.vergleichsrechner !== null || answer.angebotserstellung !== null;
  const { form, field, onSubmit, submitting, failure, stale, reset } = useSchemaForm({
    schema: BemerkungBodySchema,
    initialValues: valuesOf(answer),
    toBody: (v) => ({
      version: bemerkung.version,
      bemerkung: v.bemerkung,
      ...(answer.vergleichsrechner !== null ? { vergleichsrechner: v.vergleichsrechner } : {}),
      ...(answer.angebotserstellung !== null ? { angebotserstellung: v.angebotserstellung } : {}),
    }),
    submit: (body) => save.mutateAsync(body),
    onSuccess: () => notifications.show({ color: 'teal', message: 'Gespeichert.' }),
  });

  // The answer changes with the contract (the lock is recomputed): shown unless the user is typing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version or lock of the remark matters
  useEffect(() => {
    if (!form.isDirty()) {
      reset(valuesOf(answer));
    }
  }, [bemerkung.version, bemerkung.value, bemerkung.locked, answer.vergleichsrechner, answer.angebotserstellung]);

  const canSave = !bemerkung.locked || showChecks;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={bemerkung.label}
          autosize
          minRows={2}
          maxRows={8}
          {...field('bemerkung')}
          {...(bemerkung.locked ? { readOnly: true, variant: 'filled', required: false } : {})}
          description={
            bemerkung.locked ? (
              <Text span size="xs" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <IconLock size={12} aria-hidden />
                Die Bemerkung kann nicht mehr geändert werden.
              </Text>
            ) : undefined
          }
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
          <TextInput label="Produktbezeichnung" value={answer.produktbez} disabled readOnly />
          {showChecks && (
            <Stack gap={8} justify="flex-end" pb={4}>
              {answer.vergleichsrechner !== null && (
                <Checkbox
                  label="Vergleichsrechner"
                  {...form.getInputProps('vergleichsrechner', { type: 'checkbox' })}
                />
              )}
              {answer.angebotserstellung !== null && (
                <Checkbox
                  label="Angebotserstellung"
                  {...form.getInputProps('angebotserstellung', { type: 'checkbox' })}
                />
              )}
            </Stack>
          )}
        </SimpleGrid>
        {canSave && (
          <>
            {stale ? (
              <StaleNotice
                onReload={() =>
                  void reload().then((fresh) => {
                    if (fresh) {
                      reset(valuesOf(fresh));
                    }
                  })
                }
              />
            ) : (
              <FormAlert message={failure} />
            )}
            <Group justify="flex-end">
              <Button
                type="submit"
                variant="light"
                leftSection={<IconDeviceFloppy size={16} />}
                loading={submitting}
                disabled={stale || !form.isDirty()}
              >
                Speichern
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
