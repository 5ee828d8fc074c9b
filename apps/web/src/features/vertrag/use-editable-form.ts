import type { FieldValue } from '@maklerwerk/domain';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FieldErrors, FieldValues } from '../../components/fields/dynamic-field-form';
import { ApiError, errorMessage } from '../../lib/api-client';
import { contractKeys } from '../../lib/contract-keys';

type Options<R> = {
  contractId: number;
  /** The step the form belongs to: the stepper shows it as loading while a save runs. */
  stepKey: string;
  /** The stored values (from the server); edits lie on top of them until saved. */
  initial: FieldValues | undefined;
  version: number | undefined;
  canEdit: boolean;
  /** A client check with the shared schema; a non-empty answer stops the save. */
  validate?: (values: FieldValues) => FieldErrors;
  /** The message when the client check fails (the vehicle form says 'Form invalid'). */
  invalidMessage?: string;
  save: (values: FieldValues, changed: string[], version: number) => Promise<R>;
  /** Puts the server's answer into the cache. */
  onSaved: (result: R) => void;
  reload: () => Promise<unknown>;
};

const same = (a: FieldValue | undefined, b: FieldValue | undefined) => (a ?? '') === (b ?? '');

/**
 * Edits over server data: dirty keys, client check, save with version, server field errors on the
 * fields, 409 as a reload notice, and saving pending edits when the form is left (spec 2.1, 2.8).
 */
export function useEditableForm<R>(options: Options<R>) {
  const { contractId, stepKey, initial, version, canEdit } = options;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<FieldValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const mounted = useRef(true);

  const values: FieldValues = { ...initial, ...draft };
  const changed = Object.keys(draft).filter((key) => !same(draft[key], initial?.[key]));
  const dirty = changed.length > 0;

  const mutation = useMutation({
    mutationKey: contractKeys.save(contractId, stepKey),
    mutationFn: (vars: { values: FieldValues; changed: string[]; version: number }) =>
      options.save(vars.values, vars.changed, vars.version),
    onSuccess: (result, vars) => {
      options.onSaved(result);
      // Hints, steps and header follow from the saved data.
      void queryClient.invalidateQueries({ queryKey: [...contractKeys.detail(contractId), 'details'] });
      if (mounted.current) {
        setDraft((current) =>
          Object.fromEntries(Object.entries(current).filter(([key, value]) => !same(value, vars.values[key]))),
        );
        setErrors({});
      }
      notifications.show({ color: 'teal', message: 'Gespeichert.' });
    },
    onError: (error) => {
      const isStale = error instanceof ApiError && error.status === 409;
      if (mounted.current) {
        setStale(isStale);
        setErrors(error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {});
      }
      if (!isStale || !mounted.current) {
        notifications.show({ color: 'red', title: 'Nicht gespeichert', message: errorMessage(error) });
      }
    },
  });

  const submit = (): boolean => {
    if (!canEdit || version === undefined || stale) {
      return false;
    }
    const clientErrors = options.validate?.(values) ?? {};
    if (Object.keys(clientErrors).length > 0) {
      if (mounted.current) {
        setErrors(clientErrors);
      }
      notifications.show({
        color: 'red',
        title: options.invalidMessage ?? 'Nicht gespeichert',
        message: 'Bitte prüfen Sie die markierten Felder.',
      });
      return false;
    }
    mutation.mutate({ values, changed, version });
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
    values,
    errors,
    dirty,
    stale,
    saving: mutation.isPending,
    setValue: (key: string, value: FieldValue) => {
      setDraft((current) => ({ ...current, [key]: value }));
      setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
    },
    setErrors,
    submit,
    discard: () => {
      setDraft({});
      setErrors({});
    },
    reload: async () => {
      setDraft({});
      setErrors({});
      setStale(false);
      await options.reload();
    },
  };
}

export type EditableForm = ReturnType<typeof useEditableForm>;
