import type { FieldValue } from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import type { FieldErrors, FieldValues } from '../../components/fields/dynamic-field-form';
import { type SubmitFailure, useSchemaForm } from '../../components/fields/use-schema-form';

type Options<R> = {
  /** The domain schema of the saved values: the client check before a save. */
  schema: z.ZodObject;
  /** The stored values (from the server); edits lie on top of them until saved. */
  initial: FieldValues | undefined;
  version: number | undefined;
  canEdit: boolean;
  /** The values the schema checks and the save sends (default: all values), e.g. only the changed keys. */
  toBody?: (values: FieldValues, changed: string[]) => FieldValues;
  /** The message when the client check fails (the vehicle form says 'Form invalid'). */
  invalidMessage?: string;
  /** The `mutateAsync` of the step's save mutation (its mutation key makes the stepper show the step loading). */
  save: (body: FieldValues, version: number) => Promise<R>;
  reload: () => Promise<unknown>;
};

const same = (a: FieldValue | undefined, b: FieldValue | undefined) => (a ?? '') === (b ?? '');

const changedKeys = (edits: FieldValues, initial: FieldValues) =>
  Object.keys(edits).filter((key) => !same(edits[key], initial[key]));

/**
 * Edits over server data, on the shared schema form: dirty keys, client check with the domain
 * schema, save with version, server field errors on the fields, 409 as a reload notice, and saving
 * pending edits when the form is left (spec 2.1, 2.8). Messages come as notifications.
 */
export function useEditableForm<R>(options: Options<R>) {
  const { version, canEdit } = options;
  const initial = options.initial ?? {};
  const [stale, setStale] = useState(false);
  const mounted = useRef(true);

  // The Mantine form holds only the edits: where the user has not typed, a refresh of the server data shows.
  const schemaForm = useSchemaForm<FieldValues, FieldValues, R>({
    schema: options.schema,
    initialValues: {},
    toBody: (edits) => {
      const values = { ...initial, ...edits };
      return options.toBody ? options.toBody(values, changedKeys(edits, initial)) : values;
    },
    submit: (body) => options.save(body, version ?? 0),
    isField: (key) => key in initial,
    onSuccess: (_result, savedEdits) => {
      // Edits made while the save ran stay; the saved ones give way to the server's answer.
      const saved = { ...initial, ...savedEdits };
      const { form } = schemaForm;
      const pending = Object.entries(form.getValues()).filter(([key, value]) => !same(value, saved[key]));
      form.reset();
      form.setValues(Object.fromEntries(pending));
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
    },
    onInvalid: () =>
      notifications.show({
        color: 'red',
        title: options.invalidMessage ?? 'Nicht gespeichert',
        message: 'Bitte prüfen Sie die markierten Felder.',
      }),
    onServerError: (failure: SubmitFailure) => {
      if (mounted.current) {
        setStale(failure.stale);
      }
      if (!failure.stale || !mounted.current) {
        notifications.show({ color: 'red', title: 'Nicht gespeichert', message: failure.message });
      }
    },
  });
  const { form } = schemaForm;
  const edits = form.values;
  const dirty = changedKeys(edits, initial).length > 0;

  const submit = (): boolean => {
    if (!canEdit || version === undefined || stale) {
      return false;
    }
    schemaForm.onSubmit();
    return true;
  };

  // Leaving the form (another step, another page) saves what is pending, if the user may edit.
  const latest = useRef({ dirty, submit });
  latest.current = { dirty, submit };
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (latest.current.dirty) {
        latest.current.submit();
      }
    };
  }, []);

  return {
    values: { ...initial, ...edits },
    errors: form.errors as FieldErrors,
    dirty,
    stale,
    saving: schemaForm.submitting,
    setValue: (key: string, value: FieldValue) => form.setFieldValue(key, value),
    /** Checks one field with the schema (e.g. when it loses focus). */
    validateField: (key: string) => form.validateField(key),
    submit,
    discard: () => form.reset(),
    reload: async () => {
      form.reset();
      setStale(false);
      await options.reload();
    },
  };
}

export type EditableForm = ReturnType<typeof useEditableForm>;
