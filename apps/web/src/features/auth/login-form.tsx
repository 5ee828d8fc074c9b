import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/fields/form-alert';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useLoginMutation } from './auth.queries';
import { type LoginField, type LoginValues, loginErrors, loginLimits } from './login-rules';

/**
 * The login is the first page: it works like useSchemaForm (the same checks, messages and server
 * errors) without @mantine/form and zod (docs/decisions/0030).
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLoginMutation();
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (key: LoginField) => ({
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors(({ [key]: _cleared, ...rest }) => rest);
    },
    error: errors[key],
    maxLength: loginLimits[key].maxLength,
    required: loginLimits[key].required,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = loginErrors(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    setSubmitting(true);
    try {
      await login.mutateAsync(values);
    } catch (error) {
      // As useSchemaForm: a field's error stands at the field, the message (with any other) above the form.
      const placed: Partial<Record<LoginField, string>> = {};
      const elsewhere: string[] = [];
      for (const [key, text] of Object.entries(error instanceof ApiError ? (error.fieldErrors ?? {}) : {})) {
        if (key === 'username' || key === 'password') {
          placed[key] = text;
        } else {
          elsewhere.push(text);
        }
      }
      const message = errorMessage(error);
      setErrors((current) => ({ ...current, ...placed }));
      const repeatsField = elsewhere.length === 0 && Object.values(placed).includes(message);
      setFailure(repeatsField ? null : [message, ...elsewhere].join(' '));
      setSubmitting(false);
      return;
    }
    onLoggedIn();
    setSubmitting(false);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <FormAlert message={failure} icon={<IconAlertCircle size={18} />} />
        <TextInput label="Benutzername" autoComplete="username" autoFocus {...field('username')} />
        <PasswordInput label="Passwort" autoComplete="current-password" {...field('password')} />
        <Button type="submit" fullWidth size="md" mt="xs" loading={submitting}>
          Anmelden
        </Button>
      </Stack>
    </form>
  );
}
