import * as domain from '@maklerwerk/domain';
import { authApi, type Endpoint, type Me, MeSchema, vertragApi } from '@maklerwerk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  ApiError,
  apiCall,
  buildQueryString,
  errorMessage,
  getCsrfToken,
  sessionAnswers,
  setCsrfToken,
  setUnauthorizedHandler,
} from './api-client';

const user = {
  id: 1,
  username: 'makler',
  displayName: 'Max Makler',
  kind: 'broker' as const,
  brokerId: 1,
  customerId: null,
  tenant: 'standard' as const,
  rights: {
    isReadOnly: false,
    canEditNotes: true,
    canMergeDamageReports: false,
    canAddSparten: false,
    canChangeContractCustomerNumber: false,
    canPlaceCalls: true,
    canUseDocumentArchive: true,
    bypass: false,
    maklerzugang: true,
    mainStructureLead: false,
  },
};
const me: Me = { user, originalUser: user, isViewingAs: false, rights: user.rights, csrfToken: 'tok-123' };

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setCsrfToken(null);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function lastRequest() {
  const [url, init] = fetchMock.mock.lastCall as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

describe('apiCall', () => {
  it('builds the URL from base, path parameters and defined query values', async () => {
    fetchMock.mockResolvedValue(
      respond(200, { items: [], total: 0, totalCapped: false, offset: 25, limit: 25, nextCursor: null }),
    );
    await apiCall(vertragApi.list, {
      query: { offset: 25, limit: 25, sort: 'kunde:desc', search: 'Müller & Co', customerId: undefined },
    });
    expect(lastRequest().url).toBe(
      '/MSC3/restful/insurances?offset=25&limit=25&sort=kunde%3Adesc&search=M%C3%BCller+%26+Co',
    );
    expect(lastRequest().init.credentials).toBe('same-origin');
  });

  it('repeats the key of a list: the docInfo pairs of the archive calls (spec §7)', () => {
    expect(buildQueryString({ docInfo: ['VERTRAGSUNTERLAGEN', 12], leer: [] })).toBe(
      '?docInfo=VERTRAGSUNTERLAGEN&docInfo=12',
    );
  });

  it('fills path parameters', async () => {
    fetchMock.mockResolvedValue(respond(404, { code: 'NOT_FOUND', message: 'Der Eintrag wurde nicht gefunden.' }));
    await expect(apiCall(vertragApi.header, { params: { id: 42 } })).rejects.toBeInstanceOf(ApiError);
    expect(lastRequest().url).toBe('/MSC3/restful/insurances/42');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('keeps the CSRF token of the last Me answer and sends it only on mutations', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, me));
    await apiCall(authApi.login, { body: { username: 'makler', password: 'demo' } });
    expect(lastRequest().headers['x-csrf-token']).toBeUndefined();

    fetchMock.mockResolvedValueOnce(
      respond(200, { items: [], total: 0, totalCapped: false, offset: 0, limit: 25, nextCursor: null }),
    );
    await apiCall(vertragApi.list);
    expect(lastRequest().headers['x-csrf-token']).toBeUndefined();

    fetchMock.mockResolvedValueOnce(respond(200, { ok: true }));
    await apiCall(authApi.logout);
    expect(lastRequest().headers['x-csrf-token']).toBe('tok-123');
    expect(lastRequest().init.method).toBe('POST');
  });

  it('sends the body as JSON', async () => {
    fetchMock.mockResolvedValueOnce(respond(200, me));
    await apiCall(authApi.viewAs, { body: { userId: 7 } });
    expect(lastRequest().init.body).toBe('{"userId":7}');
    expect(lastRequest().headers['content-type']).toBe('application/json');
  });

  it('throws ApiError with the server German message, code and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(409, {
        code: 'STALE_VERSION',
        message: 'Der Eintrag wurde inzwischen geändert.',
        fieldErrors: { a: 'b' },
      }),
    );
    const error = await apiCall(vertragApi.changeStatus, {
      params: { id: 1 },
      body: { status: 'aktiv', version: 3 },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'STALE_VERSION',
      message: 'Der Eintrag wurde inzwischen geändert.',
    });
    expect((error as ApiError).fieldErrors).toEqual({ a: 'b' });
  });

  it('shows the Fehler-ID of a server error with its message', async () => {
    fetchMock.mockResolvedValueOnce(
      respond(503, {
        code: 'DATABASE_UNAVAILABLE',
        message: 'Die Datenbank ist vorübergehend nicht erreichbar.',
        fehlerId: '3f9a0c1b2d4e',
      }),
    );
    const error = await apiCall(vertragApi.changeStatus, {
      params: { id: 1 },
      body: { status: 'aktiv', version: 3 },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', fehlerId: '3f9a0c1b2d4e' });
    expect(errorMessage(error)).toBe('Die Datenbank ist vorübergehend nicht erreichbar. (Fehler-ID: 3f9a0c1b2d4e)');
  });

  it('sends the user to the login on 401, except for login and me', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const unauthorized = () => respond(401, { code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' });

    fetchMock.mockResolvedValueOnce(respond(401, { code: 'INVALID_CREDENTIALS', message: 'Falsch.' }));
    await expect(apiCall(authApi.login, { body: { username: 'x', password: 'y' } })).rejects.toThrow('Falsch.');
    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(apiCall(authApi.me)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(apiCall(vertragApi.list)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports an unreachable server in German', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiCall(vertragApi.list)).rejects.toThrow('Der Server ist nicht erreichbar');
  });
});

/** Every endpoint the domain defines, by name (`vertragApi.list`). */
const allEndpoints = Object.entries(domain)
  .filter(([name, value]) => name.endsWith('Api') && typeof value === 'object' && value !== null)
  .flatMap(([area, group]) =>
    Object.entries(group as Record<string, Endpoint>).map(([name, endpoint]) => [`${area}.${name}`, endpoint] as const),
  );

/** The parts of a schema that make parsing change a value: defaults, fallbacks, transforms (zod internals). */
function changingParts(schema: z.ZodType, path = 'response', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) {
    return [];
  }
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (value: unknown, at: string) => changingParts(value as z.ZodType, at, seen);
  const own = ['default', 'prefault', 'catch', 'transform', 'pipe'].includes(def.type) ? [`${path}: ${def.type}`] : [];
  switch (def.type) {
    case 'object':
      return [
        ...own,
        ...Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) =>
          inner(value, `${path}.${key}`),
        ),
      ];
    case 'array':
      return [...own, ...inner(def.element, `${path}[]`)];
    case 'union':
      return [...own, ...(def.options as unknown[]).flatMap((option, i) => inner(option, `${path}|${i}`))];
    case 'intersection':
      return [...own, ...inner(def.left, path), ...inner(def.right, path)];
    case 'record':
      return [...own, ...inner(def.valueType, `${path}{}`)];
    case 'tuple':
      return [...own, ...(def.items as unknown[]).flatMap((item, i) => inner(item, `${path}[${i}]`))];
    case 'lazy':
      return [...own, ...inner((def.getter as () => unknown)(), path)];
    default:
      return def.innerType ? [...own, ...inner(def.innerType, path)] : own;
  }
}

describe("the browser build trusts the server's answer (docs/decisions/0030)", () => {
  it('answers the JSON as it is when the endpoint carries no response schema (the browser build)', async () => {
    const browserBuild = {
      method: vertragApi.list.method,
      path: vertragApi.list.path,
    } as unknown as typeof vertragApi.list;
    const page = { items: [{ odd: true }], total: 1, totalCapped: false, offset: 0, limit: 25, nextCursor: null };
    fetchMock.mockResolvedValueOnce(respond(200, page));
    await expect(apiCall(browserBuild)).resolves.toEqual(page);
  });

  it('keeps the CSRF token of every answer that is the session (MeSchema)', async () => {
    expect(allEndpoints.filter(([, e]) => e.response === MeSchema).map(([name]) => name)).toEqual(
      allEndpoints.filter(([, e]) => sessionAnswers.has(e)).map(([name]) => name),
    );
    fetchMock.mockResolvedValueOnce(respond(200, { ...me, csrfToken: 'tok-view' }));
    await apiCall(authApi.viewAs, { body: { userId: 7 } });
    expect(getCsrfToken()).toBe('tok-view');
  });

  it('every response schema reads the JSON the server sent through it unchanged: no defaults, fallbacks, transforms', () => {
    // terminApi.draft answers a draft the server stored from a body it had parsed with the same schema:
    // its JSON already carries every default.
    const readAsSent = new Set(['terminApi.draft']);
    const changing = allEndpoints
      .filter(([name]) => !readAsSent.has(name))
      .flatMap(([name, endpoint]) => changingParts(endpoint.response).map((part) => `${name} ${part}`));
    expect(changing).toEqual([]);
  });
});
