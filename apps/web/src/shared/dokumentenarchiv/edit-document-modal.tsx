import {
  type DokumentNodeId,
  type DokumentRow,
  type SaveDocumentBody,
  SaveDocumentBodySchema,
} from '@maklerwerk/domain';
import { Alert, Modal, Select, Skeleton, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DialogActions } from '../../components/fields/dialog-actions';
import { FormAlert } from '../../components/fields/form-alert';
import { GermanDateInput } from '../../components/fields/german-date-input';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { editInputsQueryOptions, useSaveDocumentMutation } from './dokument.queries';

type Values = { bezeichnung: string; datum: string | null; bemerkung: string; nodeId: string | null };

/** 'Dokument bearbeiten': the inputs the server delivers (spec §3 "Edit-document input"), saved with the version. */
export function EditDocumentModal({ row, onClose }: { row: DokumentRow | null; onClose: () => void }) {
  return (
    <Modal opened={row !== null} onClose={onClose} title="Dokument bearbeiten" centered size="lg">
      {row && <EditForm key={row.id} row={row} onClose={onClose} />}
    </Modal>
  );
}

function EditForm({ row, onClose }: { row: DokumentRow; onClose: () => void }) {
  const inputs = useQuery(editInputsQueryOptions(row.nodeId, row.id));
  const save = useSaveDocumentMutation();
  const value = (key: string) => inputs.data?.inputs.find((i) => i.key === key)?.value ?? '';
  const nodeOptions = inputs.data?.inputs.find((i) => i.key === 'nodeId')?.options ?? [];
  const { form, field, onSubmit, submitting, failure, reset } = useSchemaForm<Values, SaveDocumentBody>({
    schema: SaveDocumentBodySchema,
    initialValues: { bezeichnung: '', datum: null, bemerkung: '', nodeId: null },
    toBody: (values) =>
      ({
        version: inputs.data?.version ?? 0,
        bezeichnung: values.bezeichnung,
        datum: values.datum ?? '',
        bemerkung: values.bemerkung === '' ? null : values.bemerkung,
        nodeId: (values.nodeId ?? row.nodeId) as DokumentNodeId,
      }) as SaveDocumentBody,
    submit: (body) => save.mutateAsync({ query: { docInfo: [row.nodeId, row.id] }, body }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: 'Das Dokument wurde gespeichert.' });
      onClose();
    },
  });
  const loaded = inputs.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form starts from the server's inputs once they arrive
  useEffect(() => {
    if (loaded) {
      reset({
        bezeichnung: value('bezeichnung'),
        datum: value('datum') || null,
        bemerkung: value('bemerkung'),
        nodeId: value('nodeId'),
      });
    }
  }, [loaded]);

  if (inputs.isError) {
    return (
      <Alert color="red" variant="light" title="Fehler">
        Das Dokument kann nicht bearbeitet werden.
      </Alert>
    );
  }
  if (!loaded) {
    return <Skeleton height={240} aria-label="Dokument wird geladen" />;
  }
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <FormAlert message={failure} />
        <TextInput label="Bezeichnung" {...field('bezeichnung')} data-autofocus />
        <GermanDateInput label="Datum" {...field('datum')} value={form.values.datum} required />
        <Select label="Ordner" data={nodeOptions} allowDeselect={false} {...field('nodeId')} />
        <Textarea label="Bemerkung" autosize minRows={3} {...field('bemerkung')} />
        <DialogActions onCancel={onClose} submitting={submitting} mt="sm" />
      </Stack>
    </form>
  );
}
