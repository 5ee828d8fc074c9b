import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The form-level message of a refused submit (`failure` of useSchemaForm); nothing when there is none. */
export function FormAlert({ message, ...props }: { message: string | null } & Omit<AlertProps, 'children'>) {
  if (!message) {
    return null;
  }
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" {...props}>
      {message}
    </Alert>
  );
}
