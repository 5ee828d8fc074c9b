import {
  type DokumentNodeId,
  type EndpointBody,
  type FormularAntrag,
  findKatalogEintrag,
  formularApi,
} from '@maklerwerk/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { ApiError, apiCall } from '../../lib/api-client';

export type FormularRef = { formGroupPath: string; formPath: string; id: number };

/** Everything of one filled form under its id. */
export const formularKeys = {
  all: ['formular'] as const,
  detail: (id: number) => [...formularKeys.all, id] as const,
};

/** The page's load: path, and the filled form's id (dynamicFormId, antragsdatenId or protokollId). */
export const formularQueryOptions = (ref: FormularRef) =>
  queryOptions({
    queryKey: formularKeys.detail(ref.id),
    queryFn: ({ signal }) =>
      apiCall(formularApi.load, {
        params: { formGroupPath: ref.formGroupPath, formPath: ref.formPath },
        query: { dynamicFormId: ref.id },
        signal,
      }),
  });

/** Save answers: the answer replaces the cached form (new version, warnings). */
export function useSaveFormularMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof formularApi.save>) => apiCall(formularApi.save, { params: { id }, body }),
    onSuccess: (form: FormularAntrag) => queryClient.setQueryData(formularKeys.detail(id), form),
  });
}

export function useFinishFormularMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof formularApi.finish>) =>
      apiCall(formularApi.finish, { params: { id }, body }),
    onSuccess: (form: FormularAntrag) => {
      queryClient.setQueryData(formularKeys.detail(id), form);
      // The PDF is new in the archives.
      return queryClient.invalidateQueries({ queryKey: ['dokumente'] });
    },
  });
}

/** After a 409: the form is loaded again. */
export function useReloadFormular(id: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: formularKeys.detail(id) });
}

/**
 * The loader of a form page: an unknown form path or form id lead to /role-forbidden (spec §2, §8:
 * the application type is unknown or no link can be built). Which forms exist says the domain's
 * catalogue, before anything is asked or shown. Without an id the page offers to create one.
 */
export async function loadFormularOrForbidden(
  queryClient: QueryClient,
  ref: { formGroupPath: string; formPath: string; id: number | undefined },
): Promise<void> {
  if (!findKatalogEintrag(ref.formGroupPath, ref.formPath)) {
    throw redirect({ to: '/role-forbidden' });
  }
  if (ref.id === undefined) {
    return;
  }
  try {
    await queryClient.ensureQueryData(formularQueryOptions({ ...ref, id: ref.id }));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      throw redirect({ to: '/role-forbidden' });
    }
    throw error;
  }
}

/**
 * Creates a form for a customer (and contract); the caller then opens it by its id. The customer's
 * form list (keys under formularKeys.all) is refreshed, not awaited: the new form opens at once.
 */
export function useCreateFormularMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof formularApi.create>) => apiCall(formularApi.create, { body }),
    onSuccess: (_created, body) => {
      void queryClient.invalidateQueries({ queryKey: [...formularKeys.all, 'kunde', body.kundeId] });
    },
  });
}

/**
 * The next confirm step of an investor profile by its PDF in the archive (docInfo nodeId, documentId):
 * BESTATIGT, or the second person's check BESTATIGT_OK. The archive rows show the new state too.
 */
export function useConfirmAnlegerprofilMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (docInfo: { nodeId: DokumentNodeId; documentId: number }) =>
      apiCall(formularApi.confirmAnlegerprofil, { query: { docInfo: [docInfo.nodeId, docInfo.documentId] } }),
    onSuccess: (form: FormularAntrag) => {
      queryClient.setQueryData(formularKeys.detail(id), form);
      return queryClient.invalidateQueries({ queryKey: ['dokumente'] });
    },
  });
}
