import type { IcalFeed } from '@maklerwerk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';

// Issue 35 items 1 and 6: the secret iCal address names the configured origin (never the Host
// header), and it belongs to the logged-in user only — not to the user one views as.

let t: TestApp;
let makler: Client;
let intern: Client;

beforeAll(async () => {
  t = await createTestApp();
  [makler, intern] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'intern')]);
});
afterAll(async () => {
  await t.close();
});

const FEED = api('/calendarService/ical-feed');
const feedPath = (url: string | null) => new URL(url ?? '').pathname;

describe('the iCal address', () => {
  it('is built from the configured origin; a foreign Host is refused and replaces nothing', async () => {
    const made = await makler.inject({ method: 'POST', url: FEED });
    expect(made.statusCode).toBe(200);
    const url = made.json<IcalFeed>().url;
    expect(url).toMatch(/^http:\/\/localhost\/ical\/[A-Za-z0-9_-]+\.ics$/);

    const forged = await makler.inject({ method: 'POST', url: FEED, headers: { host: 'evil.example' } });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).not.toContain('/ical/');
    // The address made before still works: the refused request replaced nothing.
    expect((await t.app.inject({ method: 'GET', url: feedPath(url) })).statusCode).toBe(200);
  });

  it('cannot be seen, issued or revoked while viewing as another user; his own address keeps its state', async () => {
    const own = (await makler.inject({ method: 'POST', url: FEED })).json<IcalFeed>();
    const before = (await makler.inject({ method: 'GET', url: FEED })).json<IcalFeed>();
    expect(before.active).toBe(true);

    const started = await intern.inject({
      method: 'POST',
      url: api('/auth/view-as'),
      payload: { userId: makler.me.user.id },
    });
    expect(started.statusCode).toBe(200);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const refused = await intern.inject({ method, url: FEED });
      expect(refused.statusCode, method).toBe(403);
      expect(refused.json<{ code: string; message: string }>(), method).toMatchObject({
        code: 'FORBIDDEN',
        message: expect.stringContaining('Kalender-Adresse gehört dem angemeldeten Benutzer'),
      });
      expect(refused.body, method).not.toContain('/ical/');
    }
    expect((await makler.inject({ method: 'GET', url: FEED })).json<IcalFeed>()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: feedPath(own.url) })).statusCode).toBe(200);

    // Back as herself, Ina manages her own address.
    expect((await intern.inject({ method: 'POST', url: api('/auth/view-as/end') })).statusCode).toBe(200);
    const hers = await intern.inject({ method: 'POST', url: FEED });
    expect(hers.statusCode).toBe(200);
    expect(feedPath(hers.json<IcalFeed>().url)).not.toBe(feedPath(own.url));
    expect((await t.app.inject({ method: 'GET', url: feedPath(own.url) })).statusCode).toBe(200);
  });
});
