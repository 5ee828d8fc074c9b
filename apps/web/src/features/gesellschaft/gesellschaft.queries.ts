import { type EndpointBody, gesellschaftApi } from '@maklerwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { gesellschaftKeys } from '../../shared/gesellschaft/gesellschaft.queries';

// The key factory and the queries of the insurer live in shared/gesellschaft/gesellschaft.queries.ts: contract actions read them too.

/** 'Neuen Ansprechpartner anlegen' (spec 2.9); the contact list is loaded again before the caller goes on. */
export function useCreateAnsprechpartnerMutation(gesellschaftId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof gesellschaftApi.createAnsprechpartner>) =>
      apiCall(gesellschaftApi.createAnsprechpartner, { params: { gesellschaftId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gesellschaftKeys.contacts(gesellschaftId) }),
  });
}
