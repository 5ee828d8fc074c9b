import { type EndpointBody, formularApi } from '@maklerwerk/domain';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { vertragKeys } from '../../shared/vertrag/vertrag.queries';

/** The forms that fit the contract's Sparten (issue 16 item 3). */
export const versicherungsformulareQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...vertragKeys.detail(contractId), 'formulare'] as const,
    queryFn: ({ signal }) => apiCall(formularApi.vertragFormulare, { params: { id: contractId }, signal }),
  });

/** Creates the form for the contract's customer and contract. */
export function useCreateVertragFormularMutation() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof formularApi.create>) => apiCall(formularApi.create, { body }),
  });
}
