import { type EndpointBody, vergleichsportalApi } from '@maklerwerk/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';
import { vertragKeys } from '../../shared/vertrag/vertrag.queries';

/** The portals and insurer links of a contract live under the contract's keys. */
export const vergleichsportalKeys = {
  portale: (contractId: number) => [...vertragKeys.detail(contractId), 'externalAccess'] as const,
  deeplinks: (contractId: number) => [...vertragKeys.detail(contractId), 'deeplinks'] as const,
};

/** The header's external-access entries: the portals fitting the contract's Sparten. */
export const contractPortaleQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: vergleichsportalKeys.portale(contractId),
    queryFn: ({ signal }) => apiCall(vergleichsportalApi.forContract, { params: { id: contractId }, signal }),
    staleTime: 5 * 60_000,
  });

/** The insurer's portal links of the tab 'Versicherungsportal'. */
export const deeplinksQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: vergleichsportalKeys.deeplinks(contractId),
    queryFn: ({ signal }) => apiCall(vergleichsportalApi.deeplinks, { params: { id: contractId }, signal }),
  });

/** Opening a portal writes the handover into the contract's change log. */
export function useOpenPortalMutation(contractId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof vergleichsportalApi.open>) => apiCall(vergleichsportalApi.open, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...vertragKeys.detail(contractId), 'changelog'] }),
  });
}
