import { LoginBodySchema } from '@maklerwerk/domain';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../lib/api-client';
import { useLoginMutation } from './auth.queries';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const login = useLoginMutation();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(LoginBodySchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    login.mutate(values, { onSuccess: onLoggedIn });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {login.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessage(login.error)}
          </Alert>
        )}
        <TextInput
          label="Benutzername"
          autoComplete="username"
          autoFocus
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Passwort"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={login.isPending}>
          Anmelden
        </Button>
      </Stack>
    </form>
  );
}
