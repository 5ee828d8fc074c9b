import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { searchPostalCodes } from './postal-index';

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

const getCity = (client: Client, query: string) =>
  client.inject({ method: 'GET', url: api(`/QuickSearch/getCity?${query}`) });

describe('GET /MSC3/restful/QuickSearch/getCity', () => {
  it('answers the places of a German postal code as { zip, city, state, land }', async () => {
    const response = await getCity(makler, 'zip=80331&land=Deutschland');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ zip: '80331', city: 'München', state: 'Bayern', land: 'Deutschland' }]);
  });

  it('searches by prefix from 2 digits: at most 20, sorted by zip then city', async () => {
    const response = await getCity(makler, 'zip=20&land=DE');
    const body = response.json<{ zip: string; city: string; state: string; land: string }[]>();
    expect(body).toHaveLength(20);
    expect(body.every((r) => r.zip.startsWith('20') && r.land === 'Deutschland' && r.state !== '')).toBe(true);
    const keys = body.map((r) => `${r.zip} ${r.city}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b, 'de')));
    expect(body[0]).toEqual({ zip: '20038', city: 'Hamburg', state: 'Hamburg', land: 'Deutschland' });
    const hamburg = (await getCity(makler, 'zip=20095')).json<{ city: string }[]>();
    expect(hamburg.map((r) => r.city)).toEqual([
      'Hamburg',
      'Hamburg Altstadt',
      'Hamburg Klostertor',
      'Hamburg Sankt Georg',
    ]);
  });

  it('knows every place of a code, German state names and repaired umlauts', async () => {
    const dresden = (await getCity(makler, 'zip=01067')).json<{ city: string }[]>();
    expect(dresden.map((r) => r.city)).toEqual(['Dresden', 'Dresden Friedrichstadt', 'Dresden Innere Altstadt']);
    expect((await getCity(makler, 'zip=87491')).json()).toEqual([
      { zip: '87491', city: 'Jungholz', state: 'Bayern', land: 'Deutschland' },
    ]);
    const koeln = (await getCity(makler, 'zip=50590')).json<{ city: string }[]>();
    expect(koeln.map((r) => r.city)).toContain('Kölner Stadt-Anzeiger');
  });

  it('answers Austrian codes with Österreich, for every logged-in user', async () => {
    for (const client of [makler, kunde, lesend]) {
      const response = await getCity(client, `zip=1010&land=${encodeURIComponent('Österreich')}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([{ zip: '1010', city: 'Wien, Innere Stadt', state: 'Wien', land: 'Österreich' }]);
    }
    const bregenz = (await getCity(makler, 'zip=6900&land=AT')).json<{ city: string; state: string }[]>();
    expect(bregenz.map((r) => `${r.city} (${r.state})`)).toEqual([
      'Bregenz (Vorarlberg)',
      'Fluh (Vorarlberg)',
      'Lochau (Vorarlberg)',
      'Möggers (Vorarlberg)',
    ]);
  });

  it('takes Deutschland when no land is given, and answers an empty list for a code that does not exist', async () => {
    expect((await getCity(makler, 'zip=10115')).json()).toEqual([
      { zip: '10115', city: 'Berlin', state: 'Berlin', land: 'Deutschland' },
    ]);
    const none = await getCity(makler, 'zip=00000&land=Deutschland');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });

  it('checks no other country: an empty list', async () => {
    const response = await getCity(makler, 'zip=8001&land=Schweiz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('refuses a malformed code with the German text of the spec', async () => {
    const cases: [string, string][] = [
      ['zip=801234&land=Deutschland', "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen."],
      ['zip=8O331&land=Deutschland', "Die Postleitzahl muss für Deutschland dem Format '12345' entsprechen."],
      ['zip=10100&land=AT', "Die Postleitzahl muss für Österreich dem Format '1234' entsprechen."],
      ['zip=8', 'Bitte geben Sie mindestens 2 Ziffern der Postleitzahl ein.'],
    ];
    for (const [query, message] of cases) {
      const response = await getCity(makler, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 'VALIDATION', message, fieldErrors: { zip: message } });
    }
  });

  it('never answers 500 to bad input', async () => {
    for (const query of [
      '',
      'zip=',
      'zip=%00%00',
      'zip=1&zip=2',
      `zip=${'1'.repeat(50)}`,
      `zip=12&land=${'x'.repeat(100)}`,
    ]) {
      const response = await getCity(makler, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION');
    }
  });

  it('refuses a request without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: api('/QuickSearch/getCity?zip=80331') });
    expect(response.statusCode).toBe(401);
  });

  it('answers from memory in well under 5 ms', () => {
    searchPostalCodes('Deutschland', '80', 20);
    const started = performance.now();
    for (let i = 0; i < 1000; i++) {
      searchPostalCodes('Deutschland', String(10 + (i % 90)), 20);
    }
    expect((performance.now() - started) / 1000).toBeLessThan(1);
  });
});
