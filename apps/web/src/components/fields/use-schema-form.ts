import { useForm } from '@mantine/form';
import { type ReactNode, useMemo, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../lib/api-client';
import { fieldLimits, schemaErrors } from './schema-fields';

type Values = Record<string, unknown>;

/** A refused save: its field errors stand at their fields; `message` is the server's, plus errors of fields not shown. */
export type SubmitFailure = {
  error: unknown;
  message: string;
  /** The message only repeats a field's error (the alert leaves it to the field). */
  repeatsField: boolean;
  stale: boolean;
};

export type SchemaFormOptions<V extends Values, Body, Result> = {
  /** The domain schema the server checks too: limits, required fields and German messages come from it alone. */
  schema: z.ZodObject;
  initialValues: V;
  /** What the schema checks and `submit` sends (default: the values), e.g. an id parsed from a select value. */
  toBody?: (values: V) => Body;
  /** Sends the checked body: the `mutateAsync` of a mutation hook from `<area>.queries.ts`. */
  submit: (body: Body, values: V) => Promise<Result>;
  onSuccess?: (result: Result, values: V) => unknown;
  /** After the client check failed; its messages already stand at their fields. */
  onInvalid?: () => void;
  /** After the server refused (default: `failure` holds the message for a form-level alert). */
  onServerError?: (failure: SubmitFailure) => void;
  /** Whether a server field error belongs to a field shown here (default: a key of the values). */
  isField?: (key: string) => boolean;
};

/** Field errors of the server's answer (`fieldErrors` of the error body); none for other failures. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fieldErrors ? error.fieldErrors : {};
}

/**
 * The one form hook: Mantine form checked by the domain schema (its limits, required fields and
 * German messages), submitted through a mutation; the server's field errors land on their fields,
 * its message in `failure`.
 */
export function useSchemaForm<V extends Values, Body = V, Result = unknown>(
  options: SchemaFormOptions<V, Body, Result>,
) {
  const { schema } = options;
  const toBody = options.toBody ?? ((values: V) => values as unknown as Body);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const limits = useMemo(() => fieldLimits(schema), [schema]);
  const form = useForm<V>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: (values) => schemaErrors(schema, toBody(values)),
  });

  const showServerError = (error: unknown) => {
    const isField = options.isField ?? ((key: string) => key in form.getValues());
    const placed: Record<string, ReactNode> = {};
    const elsewhere: string[] = [];
    for (const [key, text] of Object.entries(serverFieldErrors(error))) {
      if (isField(key)) {
        placed[key] = text;
      } else {
        elsewhere.push(text);
      }
    }
    form.setErrors((current) => ({ ...current, ...placed }));
    const message = errorMessage(error);
    const next = {
      error,
      message: [message, ...elsewhere].join(' '),
      repeatsField: elsewhere.length === 0 && Object.values(placed).includes(message),
      stale: error instanceof ApiError && error.status === 409,
    };
    setFailure(next);
    options.onServerError?.(next);
  };

  const send = async (values: V) => {
    setFailure(null);
    let result: Result;
    try {
      result = await options.submit(toBody(values), values);
    } catch (error) {
      showServerError(error);
      return;
    }
    await options.onSuccess?.(result, values);
  };

  return {
    form,
    /** Props of a Mantine input: value, onChange, error, plus maxLength and required from the schema. */
    field: <K extends keyof V & string>(key: K) => ({
      ...form.getInputProps(key),
      value: form.values[key],
      maxLength: limits[key]?.maxLength,
      required: limits[key]?.required ?? false,
    }),
    limits,
    /** The form's onSubmit; called without an event it submits too (saving when a form is left). */
    onSubmit: form.onSubmit(
      (values) => send(values),
      () => {
        setFailure(null);
        options.onInvalid?.();
      },
    ),
    submitting: form.submitting,
    /** The server's message of the last failed submit, for a form-level alert. */
    failure: failure && !failure.repeatsField ? failure.message : null,
    /** The last submit answered 409: the data must be reloaded first. */
    stale: failure?.stale ?? false,
    /** Back to the given (or the initial) values, without errors or failure. */
    reset: (values?: V) => {
      if (values) {
        form.setInitialValues(values);
        form.setValues(values);
      } else {
        form.reset();
      }
      form.clearErrors();
      setFailure(null);
    },
  };
}

export type SchemaForm<V extends Values> = ReturnType<typeof useSchemaForm<V>>;
