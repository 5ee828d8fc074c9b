import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { mergeIntoDraft, type PickPatch } from './draft-merge';
import { draftQueryOptions, useSaveDraftMutation } from './picker.queries';

/**
 * The draft round trip of a picker: read the editor's draft, append the choice, write it back and
 * return to `back`. Without a draft the picker still returns (the page says the choice is not kept).
 */
export function useDraftTake(back: string, onDone: (href: string) => void) {
  const query = useQuery(draftQueryOptions());
  const save = useSaveDraftMutation();
  const [error, setError] = useState<string | null>(null);
  const draft = query.data?.draft ?? null;

  const take = async (patch: PickPatch) => {
    setError(null);
    if (query.isError) {
      // The draft could not be read: returning now would lose the choice; the message stays.
      void query.refetch();
      return;
    }
    if (!draft) {
      onDone(back);
      return;
    }
    try {
      await save.mutateAsync(mergeIntoDraft(draft, patch));
      onDone(back);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return {
    draft,
    /** Still reading the draft: 'Übernehmen' waits. */
    loading: query.isPending,
    noDraft: query.isSuccess && draft === null,
    error: error ?? (query.isError ? errorMessage(query.error) : null),
    setError,
    saving: save.isPending,
    take,
    cancel: () => onDone(back),
  };
}
