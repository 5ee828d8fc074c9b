import { Button, Group, type MantineSpacing } from '@mantine/core';

type Props = {
  /** Label of the submit button. */
  submitLabel?: string;
  onCancel: () => void;
  submitting: boolean;
  mt?: MantineSpacing;
};

/**
 * The footer of a form in a dialog: 'Abbrechen' (disabled while saving) and the submit button with its
 * loading state. Forms on a page with save-on-leave use FormActions instead.
 */
export function DialogActions({ submitLabel = 'Speichern', onCancel, submitting, mt }: Props) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Abbrechen
      </Button>
      <Button type="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </Group>
  );
}
