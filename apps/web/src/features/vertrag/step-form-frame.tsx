import { Center, Loader, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { FormActions } from '../../components/fields/form-actions';
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

/** A step whose data (or code) is still loading. */
export function StepLoading() {
  return (
    <Center py="xl" aria-busy="true">
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
    return <StepLoading />;
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
