import { API_BASE, type EndpointBody, type EndpointResponse, SIGNING_PDF_PATH, signaturApi } from '@maklerwerk/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../lib/api-client';

/*
 * The signing page needs no login: its endpoints answer 404/410/422 for a bad link, never 401, so
 * apiCall's unauthorized handler (the redirect to /login) never runs here.
 */

/** The one key factory of the signing page: everything of one link under its token. */
export const signierenKeys = {
  all: ['signieren'] as const,
  session: (token: string) => [...signierenKeys.all, token, 'session'] as const,
};

export const signingSessionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: signierenKeys.session(token),
    queryFn: ({ signal }) => apiCall(signaturApi.session, { params: { token }, signal }),
    // The link's state changes only by what this page does; no refetch while the person signs.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** Where the PDF of a signing link is (raw route; the token is the proof). */
export const signingPdfUrl = (token: string) =>
  `${API_BASE}${SIGNING_PDF_PATH.replace(':token', encodeURIComponent(token))}`;

export type SignRequestBody = EndpointBody<typeof signaturApi.sign>;
export type SignOutcome = EndpointResponse<typeof signaturApi.sign>;

/** After signing or declining the link is used up: the cached session says so (no sign controls again). */
function closeSession(queryClient: QueryClient, token: string, outcome: SignOutcome) {
  queryClient.setQueryData(signierenKeys.session(token), (session) => session && { ...session, state: outcome.state });
}

/** Signs with a drawn or typed signature; the page shows the answer's message instead of the document. */
export function useSignMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignRequestBody) => apiCall(signaturApi.sign, { params: { token }, body }),
    onSuccess: (outcome) => closeSession(queryClient, token, outcome),
  });
}

export function useDeclineMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof signaturApi.decline>) =>
      apiCall(signaturApi.decline, { params: { token }, body }),
    onSuccess: (outcome) => closeSession(queryClient, token, outcome),
  });
}
