import { Center, Loader, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../../components/fields/form-actions';
import { FieldsSkeleton } from '../../components/fields-skeleton';
import { LoadError } from '../../components/load-error';
import type { EditableForm } from './use-editable-form';

type Props = {
  form: EditableForm;
  canEdit: boolean;
  loading: boolean;
  error: unknown;
  /** Something beside 'Speichern' (e.g. 'Kundennummer ändern'). */
  extraActions?: ReactNode;
  children: ReactNode;
};

/**
 * A step whose code is still loading (it comes in a chunk of its own): the loading dots where the step
 * will be, with about the height of a short step, so that the buttons below move less when it comes.
 */
export function StepLoading() {
  return (
    <Center py="xl" mih={200} aria-busy="true">
      <Loader type="dots" />
    </Center>
  );
}

/** Loading, error, read-only notice and the save bar around one step's form. */
export function StepFormFrame({ form, canEdit, loading, error, extraActions, children }: Props) {
  // A failed background refresh keeps the form that is already shown.
  if (error && loading) {
    return <LoadError error={error} />;
  }
  if (loading) {
    // The form's fields as bars, as the page's placeholder showed them before the contract came.
    return <FieldsSkeleton />;
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    form.submit();
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      {!canEdit && (
        <Text size="sm" c="dimmed" mb="md" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <IconLock size={14} aria-hidden />
          Sie können diese Daten nur ansehen.
        </Text>
      )}
      {children}
      {extraActions}
      {canEdit && (
        <FormActions
          dirty={form.dirty}
          saving={form.saving}
          stale={form.stale}
          onReload={() => void form.reload()}
          onDiscard={form.discard}
        />
      )}
    </form>
  );
}
