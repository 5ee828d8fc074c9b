import { DeclineBodySchema } from '@maklerwerk/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { type SignOutcome, useDeclineMutation } from './signieren.queries';

type Props = {
  token: string;
  opened: boolean;
  onClose: () => void;
  onDeclined: (outcome: SignOutcome) => void;
};

/** 'Unterschrift ablehnen': a reason is required; the office is told. */
export function DeclineModal({ token, opened, onClose, onDeclined }: Props) {
  const decline = useDeclineMutation(token);
  const { field, onSubmit, submitting, failure } = useSchemaForm({
    schema: DeclineBodySchema,
    initialValues: { reason: '' },
    submit: (body) => decline.mutateAsync(body),
    onSuccess: onDeclined,
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Unterschrift ablehnen" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Wenn Sie ablehnen, wird das Dokument nicht unterschrieben und Ihr Maklerbüro informiert. Bitte nennen Sie
            den Grund.
          </Text>
          <Textarea label="Grund" autosize minRows={3} maxRows={8} data-autofocus {...field('reason')} />
          <FormAlert message={failure} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submitting}>
              Abbrechen
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              Ablehnen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
