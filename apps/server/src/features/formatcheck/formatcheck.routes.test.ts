import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

let t: TestApp;
let makler: Client;
let kunde: Client;
let lesend: Client;
beforeAll(async () => {
  t = await createTestApp();
  [makler, kunde, lesend] = await Promise.all([
    loginAs(t.app, 'makler'),
    loginAs(t.app, 'kunde'),
    loginAs(t.app, 'lesend'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const check = (client: Client, type: string, value: string) =>
  client.inject({
    method: 'GET',
    url: `/MSC3/mrscheckformat?type=${type}&value=${encodeURIComponent(value)}`,
  });

describe('GET /MSC3/mrscheckformat', () => {
  it('answers { text: "" } for a valid IBAN or BIC, for every logged-in user', async () => {
    for (const client of [makler, kunde, lesend]) {
      const iban = await check(client, 'IBAN', 'DE89 3704 0044 0532 0130 00');
      expect(iban.statusCode).toBe(200);
      expect(iban.json()).toEqual({ text: '' });
      expect((await check(client, 'BIC', 'COBADEFFXXX')).json()).toEqual({ text: '' });
    }
    expect((await check(makler, 'IBAN', 'de89-3704.0044-0532-0130-00')).json()).toEqual({ text: '' });
  });

  it('answers the German error as text', async () => {
    expect((await check(makler, 'IBAN', 'DE90370400440532013000')).json()).toEqual({
      text: 'Die IBAN ist ungültig: Die Prüfziffer stimmt nicht. Bitte prüfen Sie die Eingabe auf Tippfehler.',
    });
    expect((await check(makler, 'IBAN', 'ES2121000418450200051331')).json()).toEqual({
      text: 'Die IBAN ist ungültig: Die nationale Prüfziffer der Bankverbindung stimmt nicht.',
    });
    expect((await check(makler, 'BIC', 'DEUTZZFF')).json()).toEqual({
      text: 'Die BIC ist ungültig: Das Länderkennzeichen „ZZ“ ist unbekannt.',
    });
    expect((await check(makler, 'BIC', 'COBADEFFX')).json()).toEqual({
      text: 'Die BIC ist ungültig: Sie muss 8 oder 11 Zeichen lang sein.',
    });
  });

  it('answers an empty text for an empty value', async () => {
    expect((await check(makler, 'IBAN', '')).json()).toEqual({ text: '' });
    const missing = await makler.inject({ method: 'GET', url: '/MSC3/mrscheckformat?type=BIC' });
    expect(missing.json()).toEqual({ text: '' });
  });

  it('refuses a wrong type or value with 400, never 500', async () => {
    const urls = [
      '/MSC3/mrscheckformat',
      '/MSC3/mrscheckformat?type=KONTO&value=1',
      '/MSC3/mrscheckformat?type=iban&value=1',
      '/MSC3/mrscheckformat?type=IBAN&value=%00',
      `/MSC3/mrscheckformat?type=IBAN&value=${'D'.repeat(65)}`,
      '/MSC3/mrscheckformat?type=IBAN&type=BIC&value=1',
      '/MSC3/mrscheckformat?type=IBAN&value=1&value=2',
    ];
    for (const url of urls) {
      const response = await makler.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe('VALIDATION');
    }
  });

  it('is reached by the spec path /MSC3/restful/../mrscheckformat too', async () => {
    const response = await makler.inject({
      method: 'GET',
      url: '/MSC3/restful/../mrscheckformat?type=BIC&value=MARKDEFF',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: '' });
  });

  it('refuses a request without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/MSC3/mrscheckformat?type=IBAN&value=DE89370400440532013000',
    });
    expect(response.statusCode).toBe(401);
  });
});
