import {
  type SaveTerminBody,
  SaveTerminBodySchema,
  type SerienBereich,
  type Termin,
  type TerminFormValues,
  toSaveBody,
} from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { useRef, useState } from 'react';
import { useSchemaForm } from '../../../components/fields/use-schema-form';
import { useDeleteTerminMutation, useSaveTerminMutation } from './termin.queries';

/** Fields the server may name besides the form's own (their errors land at the form). */
const SERVER_FIELDS = ['begin', 'end', 'participants', 'retryDays', 'retryCount', 'retryMaxDate', 'version'];

type Options = {
  item: Termin | undefined;
  initialValues: TerminFormValues;
  /** The occurrence of a series the editor was opened at: saving and deleting ask for the scope. */
  occurrence?: string | undefined;
  /** The first field with an error after a check or the server's answer (the modal shows its tab). */
  onErrorAt: (field: string) => void;
  onSaved?: ((termin: Termin) => void) | undefined;
  onDeleted?: (() => void) | undefined;
  onClose: () => void;
};

/**
 * Saving and deleting in the editor (spec §5.1, §8): the form against SaveTerminBodySchema, the scope of a
 * series (this one, following, all) asked before a save or delete of an occurrence, the confirmation of a
 * delete, and what happens after either.
 */
export function useTerminSave({ item, initialValues, occurrence, onErrorAt, onSaved, onDeleted, onClose }: Options) {
  const save = useSaveTerminMutation();
  const remove = useDeleteTerminMutation();
  const series = useRef<{ scope?: SerienBereich; occurrence?: string }>({});
  const [scopeFor, setScopeFor] = useState<'speichern' | 'löschen' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const repeating = Boolean(item?.rrule) || (item !== undefined && item.retry !== 'Keine');

  const schemaForm = useSchemaForm<TerminFormValues, SaveTerminBody, Termin>({
    schema: SaveTerminBodySchema,
    initialValues,
    toBody: (v) => toSaveBody(v, series.current),
    submit: (body) => save.mutateAsync(body),
    isField: (key: string): boolean =>
      key in initialValues || SERVER_FIELDS.some((f) => key === f || key.startsWith(`${f}.`)),
    onInvalid: () => showFirstError(),
    onServerError: () => showFirstError(),
    onSuccess: (termin) => {
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
      schemaForm.reset(initialValues);
      onSaved?.(termin);
      onClose();
    },
  });
  const { form, onSubmit } = schemaForm;

  function showFirstError() {
    const first = Object.keys(form.errors)[0];
    if (first) {
      onErrorAt(first);
    }
  }

  /** Speichern: an occurrence of a series asks for the scope first. */
  const submit = () => {
    if (repeating && occurrence) {
      setScopeFor('speichern');
      return;
    }
    series.current = {};
    onSubmit();
  };

  /** Löschen: an occurrence of a series asks for the scope, then for the confirmation. */
  const requestDelete = () => (repeating && occurrence ? setScopeFor('löschen') : setConfirmDelete(true));

  const chooseScope = (scope: SerienBereich) => {
    const action = scopeFor;
    setScopeFor(null);
    series.current = { scope, occurrence };
    if (action === 'speichern') {
      onSubmit();
    } else {
      setConfirmDelete(true);
    }
  };

  const deleteItem = async () => {
    if (!item) {
      return;
    }
    await remove.mutateAsync({ sid: item.sid, ...series.current });
    notifications.show({ color: 'teal', message: 'Gelöscht.' });
    onDeleted?.();
    onClose();
  };

  return {
    ...schemaForm,
    submit,
    removing: remove.isPending,
    requestDelete,
    scopeFor,
    chooseScope,
    closeScope: () => setScopeFor(null),
    confirmDelete,
    closeConfirmDelete: () => setConfirmDelete(false),
    deleteItem,
  };
}
