import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';

/** A page part that could not be loaded: the server's German message in a red box. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Fehler beim Laden" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
