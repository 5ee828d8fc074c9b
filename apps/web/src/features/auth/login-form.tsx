import { LoginBodySchema } from '@maklerwerk/domain';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { FormAlert } from '../../components/fields/form-alert';
import { useSchemaForm } from '../../components/fields/use-schema-form';
import { useLoginMutation } from './auth.queries';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLoginMutation();
  const { field, onSubmit, submitting, failure } = useSchemaForm({
    schema: LoginBodySchema,
    initialValues: { username: '', password: '' },
    submit: (body) => login.mutateAsync(body),
    onSuccess: onLoggedIn,
  });

  return (
    <form onSubmit={onSubmit} noValidate>
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
