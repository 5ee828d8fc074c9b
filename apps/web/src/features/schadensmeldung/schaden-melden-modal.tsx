import { formatDate, ReportDamageBodySchema, todayInGermany } from '@maklerwerk/domain';
import { Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useReportDamageMutation } from './schadensmeldung.queries';

type Props = { contractId: number; opened: boolean; onClose: () => void };

type Values = { ereignisdatum: string | null; schadensursacheText: string; schilderung: string; schadenort: string };

const empty: Values = { ereignisdatum: null, schadensursacheText: '', schilderung: '', schadenort: '' };

/** 'Schaden melden' (issue 9): Meldedatum is today, the state 'gemeldet'; the new report opens. */
export function SchadenMeldenModal({ contractId, opened, onClose }: Props) {
  const navigate = useNavigate();
  const report = useReportDamageMutation(contractId);
  const { field, onSubmit, submitting, failure, reset } = useSchemaForm({
    schema: ReportDamageBodySchema,
    initialValues: empty,
    toBody: (values) => ({ ...values, ereignisdatum: values.ereignisdatum ?? '' }),
    submit: (body) => report.mutateAsync(body),
    onSuccess: (created) => {
      notifications.show({ color: 'teal', message: 'Der Schaden wurde gemeldet.' });
      onClose();
      void navigate({
        to: '/home/versicherungen/insurance-group/schadensmeldung/$contractId/$schadenId',
        params: { contractId: created.contractId, schadenId: created.schadenId },
      });
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: every opening starts with an empty form
  useEffect(() => {
    if (opened) {
      reset(empty);
    }
  }, [opened]);

  const close = () => {
    if (!submitting) {
      onClose();
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Schaden melden" centered size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Meldedatum: {formatDate(todayInGermany())}. Die Meldung erhält den Bearbeitungsstand „gemeldet“.
          </Text>
          <GermanDateInput label="Ereignisdatum" {...field('ereignisdatum')} required data-autofocus />
          <TextInput label="Schadensursache" {...field('schadensursacheText')} />
          <TextInput label="Schadenort" {...field('schadenort')} />
          <Textarea label="Schilderung" {...field('schilderung')} autosize minRows={3} maxRows={10} />
          <FormAlert message={failure} />
          <DialogActions submitLabel="Schaden melden" onCancel={close} submitting={submitting} mt="sm" />
        </Stack>
      </form>
    </Modal>
  );
}
