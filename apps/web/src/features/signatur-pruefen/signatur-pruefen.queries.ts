import { API_BASE, CSRF_HEADER, SIGNATUR_VERIFY_PATH, type VerifyResult, VerifyResultSchema } from '@maklerwerk/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, getCsrfToken } from '../../lib/api-client';

const NETWORK_MESSAGE = 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.';
const UNREADABLE_MESSAGE = 'Die Antwort des Servers konnte nicht gelesen werden.';

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

/**
 * Uploads a PDF to the public check (raw multipart route, no login). It never answers 401, and errors
 * (413 too large, 422 no PDF, 429 too many) carry the server's German message as an ApiError.
 */
export async function verifySignature(file: File): Promise<VerifyResult> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { accept: 'application/json' };
  const csrf = getCsrfToken();
  if (csrf) {
    headers[CSRF_HEADER] = csrf;
  }
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${SIGNATUR_VERIFY_PATH}`, {
      method: 'POST',
      headers,
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, { code: 'NETWORK', message: NETWORK_MESSAGE });
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const error =
      typeof payload === 'object' && payload !== null ? (payload as { code?: string; message?: string }) : {};
    throw new ApiError(response.status, { code: error.code, message: error.message });
  }
  const parsed = VerifyResultSchema.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(response.status, { code: 'INVALID_RESPONSE', message: UNREADABLE_MESSAGE });
  }
  return parsed.data;
}

/** The check of one uploaded file; nothing is cached (every upload is a new question). */
export function useVerifyMutation() {
  return useMutation({ mutationFn: verifySignature });
}
