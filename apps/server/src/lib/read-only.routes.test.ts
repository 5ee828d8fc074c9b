import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../test/test-app';

let t: TestApp;
let viewing: Client;
let ownId: number;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const lesend = await loginAs(t.app, 'lesend');
  viewing = await loginAs(t.app, 'intern');
  const started = await viewing.inject({
    method: 'POST',
    url: api('/auth/view-as'),
    payload: { userId: lesend.me.user.id },
  });
  expect(started.statusCode).toBe(200);
  const first = (await viewing.inject({ method: 'GET', url: api('/insurances?limit=1') })).json().items[0];
  ownId = first.id;
  companyId = first.gesellschaft.id;
});
afterAll(async () => {
  await t.close();
});

describe('internal staff viewing a read-only user', () => {
  it('contract, status, customer-number, copy and contact writes answer 403 READ_ONLY, not FORBIDDEN', async () => {
    const version = (await viewing.inject({ method: 'GET', url: api(`/insurances/${ownId}/allgemeine`) })).json()
      .version;
    const writes = [
      { method: 'PUT', url: api(`/insurances/${ownId}/allgemeine`), payload: { version, values: { druckPolNr: 'X' } } },
      { method: 'PUT', url: api(`/insurances/${ownId}/status`), payload: { version, status: 'storniert' } },
      { method: 'PUT', url: api(`/insurances/${ownId}/kundennr`), payload: { version, kundennr: '100001' } },
      { method: 'POST', url: api(`/insurances/${ownId}/copy`) },
      {
        method: 'POST',
        url: api(`/gesellschaften/${companyId}/ansprechpartner`),
        payload: { name: 'Neu', typ: 'Vertrieb' },
      },
    ] as const;
    for (const write of writes) {
      const response = await viewing.inject(write);
      expect(response.statusCode, write.url).toBe(403);
      expect(response.json().code, write.url).toBe('READ_ONLY');
    }
  });
});
