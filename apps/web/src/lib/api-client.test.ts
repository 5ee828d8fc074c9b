import { authApi, type Me, vertragApi } from '@maklerwerk/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiCall, buildQueryString, setCsrfToken, setUnauthorizedHandler } from './api-client';

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
