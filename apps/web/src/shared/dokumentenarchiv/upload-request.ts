import { CSRF_HEADER, type UploadResult, UploadResultSchema } from '@maklerwerk/domain';
import type { z } from 'zod';
import { ApiError, getCsrfToken } from '../../lib/api-client';

/**
 * Uploads one file (or several in one request, each as a part `file`) as multipart with XMLHttpRequest
 * (fetch reports no upload progress), with the session cookie and the CSRF header. Rejects with the
 * server's German message (413: too large).
 */
export function uploadFile<T = UploadResult>(
  url: string,
  file: File | readonly File[],
  options: {
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** The answer's shape (default: the document upload's result). */
    schema?: z.ZodType<T>;
  } = {},
): Promise<T> {
  const schema = options.schema ?? (UploadResultSchema as unknown as z.ZodType<T>);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    const token = getCsrfToken();
    if (token) {
      xhr.setRequestHeader(CSRF_HEADER, token);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = {};
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = schema.safeParse(body);
        if (parsed.success) {
          resolve(parsed.data);
          return;
        }
      }
      reject(new ApiError(xhr.status, typeof body === 'object' && body !== null ? body : {}));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, {
          code: 'NETWORK',
          message: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
        }),
      );
    xhr.onabort = () => reject(new DOMException('Upload abgebrochen', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const part of file instanceof File ? [file] : file) {
      form.append('file', part, part.name);
    }
    xhr.send(form);
  });
}
