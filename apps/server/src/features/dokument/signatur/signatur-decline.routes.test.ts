import { DECLINE_NOT_ON_TURN_TEXT, LINK_MESSAGE, type SigningSession, type SignWorkspace } from '@maklerwerk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../db/schema';
import { api } from '../../../test/lookups';
import { type Client, createTestApp, loginAs, type TestApp } from '../../../test/test-app';

// Issue 35, finding 10: a signer whose turn has not come could decline and so end the run for the
// signers before him. Only the signer on turn declines; the office ends a run by withdrawing it.

let t: TestApp;
let makler: Client;
let lesend: Client;
let doc: { id: number; nodeId: string };

beforeAll(async () => {
  t = await createTestApp();
  [makler, lesend] = await Promise.all([loginAs(t.app, 'makler'), loginAs(t.app, 'lesend')]);
  const rows = await t.database.db
    .select({ id: documents.id, nodeId: documents.nodeId })
    .from(documents)
    .where(and(eq(documents.bezeichnung, 'Beitragsrechnung 2024'), eq(documents.nodeId, 'VERTRAGSUNTERLAGEN')));
  const [row] = rows;
  if (!row) {
    throw new Error('no demo document Beitragsrechnung 2024');
  }
  doc = row;
});
afterAll(async () => {
  await t.close();
});

const workspace = async () =>
  (
    await makler.inject({
      method: 'GET',
      url: api(`/dokumentenarchivSign/workspace?docInfo=${doc.nodeId}&docInfo=${doc.id}`),
    })
  ).json<SignWorkspace>();

/** A run with two signers in order, both without an address: the office gets both links. */
async function sendToTwo(): Promise<{ requestId: number; first: string; second: string }> {
  const sent = await makler.inject({
    method: 'POST',
    url: api('/dokumentenarchivSign/prepare'),
    payload: {
      docInfo: [doc.nodeId, doc.id],
      signers: [
        { role: 'KUNDE', name: 'Erika Mustermann' },
        { role: 'WEITERE', name: 'Hans Zeuge' },
      ],
      fields: [0, 1].map((signer) => ({ signer, page: 1, x: 0.05 + signer * 0.3, y: 0.8, width: 0.25, height: 0.08 })),
    },
  });
  expect(sent.statusCode).toBe(200);
  const request = sent.json<SignWorkspace>().request;
  const [first, second] = (request?.signers ?? []).map((s) => (s.link ?? '').split('/').pop() ?? '');
  expect(request?.signers.map((s) => s.state)).toEqual(['OFFEN', 'WARTET']);
  return { requestId: request?.id ?? 0, first: first ?? '', second: second ?? '' };
}

const declineWith = (token: string, reason: string) =>
  t.app.inject({ method: 'POST', url: api(`/signieren/${token}/ablehnen`), payload: { reason } });
const session = (token: string) => t.app.inject({ method: 'GET', url: api(`/signieren/${token}`) });

describe('declining a signing run', () => {
  it('refuses the second signer before his turn: the run stays open; the first signer may decline', async () => {
    const { first, second } = await sendToTwo();

    const early = await declineWith(second, 'Ich will nicht warten.');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toEqual({ code: 'UNPROCESSABLE', message: DECLINE_NOT_ON_TURN_TEXT });
    expect((await workspace()).request).toMatchObject({
      state: 'OFFEN',
      signers: [{ state: 'OFFEN' }, { state: 'WARTET', declineReason: null }],
    });
    expect((await session(second)).json<SigningSession>().state).toBe('WARTET');
    expect((await session(first)).json<SigningSession>().state).toBe('OFFEN');

    const declined = await declineWith(first, 'Die Adresse ist falsch.');
    expect(declined.statusCode).toBe(200);
    expect((await workspace()).request).toMatchObject({
      state: 'ABGELEHNT',
      signers: [{ state: 'ABGELEHNT', declineReason: 'Die Adresse ist falsch.' }, { state: 'WARTET' }],
    });
    // The run is over: the waiting signer's link says so.
    const after = await declineWith(second, 'Jetzt aber.');
    expect(after.statusCode).toBe(410);
    expect(after.json<{ message: string }>().message).toBe(LINK_MESSAGE.closed);
  });

  it('lets the second signer decline once the first has signed', async () => {
    const { first, second } = await sendToTwo();
    const signed = await t.app.inject({
      method: 'POST',
      url: api(`/signieren/${first}/unterschreiben`),
      payload: { consent: true, signature: { kind: 'typed', name: 'Erika Mustermann' } },
    });
    expect(signed.statusCode).toBe(200);
    expect((await declineWith(second, 'Der Betrag stimmt nicht.')).statusCode).toBe(200);
    expect((await workspace()).request).toMatchObject({
      state: 'ABGELEHNT',
      signers: [{ state: 'UNTERSCHRIEBEN' }, { state: 'ABGELEHNT', declineReason: 'Der Betrag stimmt nicht.' }],
    });
  });

  it('the office still ends a run while a signer waits: by withdrawing it (not a read-only login)', async () => {
    const { requestId, first, second } = await sendToTwo();
    const withdraw = (client: Client) =>
      client.inject({ method: 'POST', url: api('/dokumentenarchivSign/withdraw'), payload: { requestId } });
    expect((await withdraw(lesend)).statusCode).toBe(403);
    const withdrawn = await withdraw(makler);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<SignWorkspace>().request?.state).toBe('ZURUECKGEZOGEN');
    for (const token of [first, second]) {
      expect((await session(token)).json<{ message: string }>().message).toBe(LINK_MESSAGE.closed);
    }
  });
});
