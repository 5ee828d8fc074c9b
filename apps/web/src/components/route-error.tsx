import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { errorMessage } from '../lib/api-client';

/** Last line of defence: a German message instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <Stack p="md" maw={640}>
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Fehler" role="alert">
        {errorMessage(error)}
      </Alert>
      <Button variant="default" onClick={reset} w="fit-content">
        Erneut versuchen
      </Button>
    </Stack>
  );
}
