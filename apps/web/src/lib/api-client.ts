import {
  API_BASE,
  type ApiErrorBody,
  authApi,
  buildPath,
  CSRF_HEADER,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@maklerwerk/domain';

/**
 * A non-2xx answer of the API, carrying the server's German message. A server error names its
 * Fehler-ID at the end of the message, so that whatever shows the message shows it too and a user's
 * report finds the server's log lines.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly fehlerId: string | undefined;

  constructor(
    status: number,
    body: { code?: string; message?: string; fieldErrors?: Record<string, string>; fehlerId?: string },
  ) {
    const message = body.message ?? 'Es ist ein unerwarteter Fehler aufgetreten.';
    super(body.fehlerId ? `${message} (Fehler-ID: ${body.fehlerId})` : message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? 'INTERNAL';
    this.fieldErrors = body.fieldErrors;
    this.fehlerId = body.fehlerId;
  }
}

type ParamsOption<E extends Endpoint> =
  undefined extends EndpointParams<E> ? { params?: undefined } : { params: EndpointParams<E> };
type BodyOption<E extends Endpoint> =
  undefined extends EndpointBody<E> ? { body?: undefined } : { body: EndpointBody<E> };
type QueryOption<E extends Endpoint> = { query?: EndpointQuery<E> };

export type ApiCallOptions<E extends Endpoint> = ParamsOption<E> &
  BodyOption<E> &
  QueryOption<E> & { signal?: AbortSignal };

type OptionsArg<E extends Endpoint> =
  Record<string, never> extends ApiCallOptions<E> ? [options?: ApiCallOptions<E>] : [options: ApiCallOptions<E>];

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Endpoints whose 401 means "wrong credentials" or "not logged in yet", never "session lost". */
const quietUnauthorizedPaths = new Set(['/auth/login', '/auth/me']);
/** The endpoints that answer the session (`MeSchema`), whose CSRF token the client keeps. */
export const sessionAnswers: ReadonlySet<Endpoint> = new Set<Endpoint>([
  authApi.login,
  authApi.me,
  authApi.settings,
  authApi.viewAs,
  authApi.endViewAs,
]);

let csrfToken: string | null = null;
let onUnauthorized: () => void = () => {
  const here = window.location.pathname + window.location.search;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
};

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function getCsrfToken(): string | null {
  return csrfToken;
}

/** Lets the app replace the full-page redirect with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** `?a=1&b=x` from the defined values of a query object; a list repeats its key (`docInfo=A&docInfo=7`); '' when empty. */
export function buildQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) {
    return '';
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') {
        search.append(key, String(item));
      }
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function buildUrl(endpoint: Endpoint, options: { params?: unknown; query?: unknown }): string {
  const path = buildPath(endpoint.path, options.params as Record<string, unknown> | undefined);
  return `${API_BASE}${path}${buildQueryString(options.query as Record<string, unknown> | undefined)}`;
}

/** The one way the web talks to the API: typed by the shared endpoint definition. */
export async function apiCall<E extends Endpoint>(
  endpoint: E,
  ...[options]: OptionsArg<E>
): Promise<EndpointResponse<E>> {
  const opts = (options ?? {}) as { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
  }
  if (mutating.has(endpoint.method) && csrfToken) {
    headers[CSRF_HEADER] = csrfToken;
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, opts), {
      method: endpoint.method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new ApiError(0, {
      code: 'NETWORK',
      message: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
    });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !quietUnauthorizedPaths.has(endpoint.path)) {
      csrfToken = null;
      onUnauthorized();
    }
    throw new ApiError(response.status, isErrorBody(payload) ? payload : {});
  }

  const data = parseResponse(endpoint, response.status, payload);
  if (sessionAnswers.has(endpoint)) {
    csrfToken = (data as { csrfToken: string }).csrfToken;
  }
  return data as EndpointResponse<E>;
}

/**
 * The answer checked against the endpoint's response schema. The browser build has none (its
 * endpoint definitions are method and path only, apps/web/build/domain-for-browser.ts): there the server
 * has sent the answer through that very schema, and parsing it again would change nothing (every
 * response schema reads its own JSON unchanged; lib/api-client.test.ts holds them to it).
 */
function parseResponse(endpoint: Endpoint, status: number, payload: unknown): unknown {
  const schema = endpoint.response as Endpoint['response'] | undefined;
  if (!schema) {
    return payload;
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unerwartete Antwort von ${endpoint.method} ${endpoint.path}`, parsed.error.issues);
    throw new ApiError(status, {
      code: 'INVALID_RESPONSE',
      message: 'Die Antwort des Servers konnte nicht gelesen werden.',
    });
  }
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is Partial<ApiErrorBody> {
  return typeof value === 'object' && value !== null && 'message' in value;
}

/** The German text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.message;
  }
  return 'Es ist ein unerwarteter Fehler aufgetreten.';
}
