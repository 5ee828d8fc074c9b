import type { AddressInfo } from 'node:net';
import { type AlarmEvent, TERMIN_FILE_ROUTES } from '@maklerwerk/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { terminAlarme, termine, users } from '../../db/schema';
import { api } from '../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../test/test-app';
import { alarmNotifier, unseenAlarms } from './alarm-events';

let t: TestApp;
/** The app serving the stream: the test app once app.ts registers alarmRoutes, else one of its own. */
let app: FastifyInstance;
let ownApp: { close: () => Promise<void> } | undefined;
let base: string;
let makler: Client;
let lesend: Client;
const ids: Record<string, number> = {};
let terminId: number;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  [makler, lesend] = await Promise.all([loginAs(app, 'makler'), loginAs(app, 'lesend')]);
  const rows = await t.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['makler', 'kunde', 'lesend']));
  for (const r of rows) {
    ids[r.username] = r.id;
  }
  const [row] = await t.database.db
    .insert(termine)
    .values({
      art: 'TERMIN',
      label: 'Rückruf Schmidt',
      place: 'Telefon',
      bereich: 'Termin',
      beginLocal: '2030-03-04 10:00:00',
      endLocal: '2030-03-04 10:30:00',
      beginAt: '2030-03-04T09:00:00Z',
      createdByUserId: ids.makler as number,
    })
    .returning({ id: termine.id });
  terminId = row?.id as number;
});
afterAll(async () => {
  await ownApp?.close();
  await t?.close();
});

async function addAlarm(username: string, occurrence = '2030-03-04 10:00:00'): Promise<number> {
  const [row] = await t.database.db
    .insert(terminAlarme)
    .values({ userId: ids[username] as number, terminId, occurrenceLocal: occurrence })
    .returning({ id: terminAlarme.id });
  return row?.id as number;
}

/** Opens the stream as a client and collects its events until `until` holds (or 10 s pass). */
async function openStream(client: Client) {
  const controller = new AbortController();
  const response = await fetch(`${base}${TERMIN_FILE_ROUTES.events}`, {
    headers: { cookie: client.cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events = () =>
    [...text.matchAll(/event: alarm\ndata: (.*)\n\n/g)].map((m) => JSON.parse(m[1] as string) as AlarmEvent);
  const waitFor = async (until: (events: AlarmEvent[]) => boolean): Promise<AlarmEvent[]> => {
    const deadline = Date.now() + 10_000;
    while (!until(events())) {
      if (Date.now() > deadline) {
        throw new Error(`timeout; received: ${text}`);
      }
      const chunk = await reader.read();
      if (chunk.done) {
        break;
      }
      text += decoder.decode(chunk.value, { stream: true });
    }
    return events();
  };
  return { response, waitFor, text: () => text, close: () => controller.abort() };
}

describe('event stream', () => {
  it('refuses a caller without a session', async () => {
    const response = await fetch(`${base}${TERMIN_FILE_ROUTES.events}`);
    expect(response.status).toBe(401);
  });

  it("sends the viewed user's unseen popups, then new ones when woken, and cleans up on close", async () => {
    const first = await addAlarm('makler');
    const foreign = await addAlarm('kunde');
    const stream = await openStream(makler);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
    const initial = await stream.waitFor((events) => events.some((e) => e.id === first));
    expect(initial.find((e) => e.id === first)).toEqual({
      id: first,
      sid: terminId,
      label: 'Rückruf Schmidt',
      begin: '04.03.2030 10:00',
      place: 'Telefon',
    });
    expect(initial.map((e) => e.id)).not.toContain(foreign);
    expect(alarmNotifier.listening(ids.makler as number)).toBe(1);

    // The job writes a row and wakes the stream: it arrives without waiting for the 20-second check.
    const second = await addAlarm('makler', '2030-03-11 10:00:00');
    const started = Date.now();
    alarmNotifier.notify(ids.makler as number);
    const after = await stream.waitFor((events) => events.some((e) => e.id === second));
    expect(Date.now() - started).toBeLessThan(5000);
    expect(after.find((e) => e.id === second)?.begin).toBe('11.03.2030 10:00');
    // Each popup once per stream.
    expect(after.filter((e) => e.id === first)).toHaveLength(1);

    stream.close();
    const deadline = Date.now() + 5000;
    while (alarmNotifier.listening(ids.makler as number) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(alarmNotifier.listening(ids.makler as number)).toBe(0);
  });
});

describe('alarmSeen', () => {
  const seen = (client: Client, id: number) =>
    client.inject({ method: 'POST', url: api(`/calendarService/alarme/${id}/gesehen`) });

  it("marks the user's own popup seen (twice is fine), and 404 for another user's", async () => {
    const own = await addAlarm('makler');
    const foreign = await addAlarm('kunde');
    const response = await seen(makler, own);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await seen(makler, own)).statusCode).toBe(200);
    expect((await unseenAlarms(t.database.db, ids.makler as number)).map((a) => a.id)).not.toContain(own);
    expect((await seen(makler, foreign)).statusCode).toBe(404);
    expect((await seen(makler, 999_999)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(terminAlarme).where(eq(terminAlarme.id, foreign));
    expect(row?.seenAt).toBeNull();
  });

  it('lets a read-only login dismiss its own popups (personal state, canDismissOwnAlarms)', async () => {
    const own = await addAlarm('lesend');
    expect((await seen(lesend, own)).statusCode).toBe(200);
  });
});
