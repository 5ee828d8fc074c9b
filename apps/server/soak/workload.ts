import { randomBytes } from 'node:crypto';
import { CSRF_HEADER } from '@maklerwerk/domain';
import { loginOf } from '../bench/settings';

/** The kinds of the office workload, with their share of the actions (they add up to 100). */
export const kinds = {
  list: 25,
  search: 18,
  open: 25,
  save: 12,
  upload: 8,
  mail: 8,
  sign: 4,
} as const;
export type Kind = keyof typeof kinds;
export const kindNames = Object.keys(kinds) as Kind[];

/** One user's session on the server: cookie, CSRF token and origin for every request. */
export type Session = { base: string; cookie: string; csrf: string };

export class SoakError extends Error {}

const API = '/MSC3/restful';

async function call(s: Session, method: string, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { cookie: s.cookie, origin: s.base };
  if (method !== 'GET') {
    headers[CSRF_HEADER] = s.csrf;
  }
  let payload: string | FormData | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${s.base}${path.startsWith('/') && !path.startsWith(API) ? `${API}${path}` : path}`, {
    method,
    headers,
    body: payload,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new SoakError(`${method} ${path.split('?')[0]}: HTTP ${response.status} ${text.slice(0, 200)}`);
  }
  return text === '' ? undefined : JSON.parse(text);
}

/** Logs in as the Innendienst (the bench's login) and reads the CSRF token of the session. */
export async function login(base: string): Promise<Session> {
  const response = await fetch(`${base}${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(loginOf({})),
  });
  await response.arrayBuffer();
  if (!response.ok) {
    throw new SoakError(`Anmeldung fehlgeschlagen: HTTP ${response.status}`);
  }
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const me = (await call({ base, cookie, csrf: '' }, 'GET', '/auth/me')) as { csrfToken: string };
  return { base, cookie, csrf: me.csrfToken };
}

type ContractList = { items: { id: number }[]; nextCursor: string | null };

/** Contract ids the workload works on: the first pages of the list, split among the users for saving. */
export async function contractIds(s: Session, count: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  while (ids.length < count) {
    const page = (await call(
      s,
      'GET',
      `/insurances?limit=100&sort=nummer:asc${cursor ? `&cursor=${cursor}` : ''}`,
    )) as ContractList;
    ids.push(...page.items.map((i) => i.id));
    cursor = page.nextCursor;
    if (!cursor) {
      break;
    }
  }
  return ids.slice(0, count);
}

const sorts = ['nummer:asc', 'praemie:desc', 'gesellschaft:asc', 'kunde:asc', 'beginn:desc'];
const searches = ['Müller', 'Schmidt Anna', 'BX-0000012', 'Weber', 'Musterstadt', 'Kfz', 'Schröder Lea'];
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

/** What a virtual user needs: its session, the contracts it may change (its own share) and a signing PDF. */
export type User = { session: Session; readable: number[]; own: number[]; pdf: Uint8Array; mails: { queued: number } };

function fileForm(name: string, type: string, content: Uint8Array): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)], { type }), name);
  return form;
}

async function upload(u: User, contract: number, name: string, type: string, content: Uint8Array) {
  const result = (await call(
    u.session,
    'POST',
    `/dokumentenarchiv/upload?scope=vertrag&id=${contract}&nodeId=SONSTIGES`,
    fileForm(name, type, content),
  )) as { files: { documentId: number; fileId: number }[]; rejected: { message: string }[] };
  const file = result.files[0];
  if (!file) {
    throw new SoakError(`Upload abgelehnt: ${result.rejected[0]?.message ?? 'ohne Grund'}`);
  }
  return file;
}

/** One action of a kind, as an office user does it in the browser (the requests of one screen). */
export async function act(kind: Kind, u: User, n: number): Promise<void> {
  const s = u.session;
  const readable = pick(u.readable);
  const own = pick(u.own);
  switch (kind) {
    case 'list':
      await call(s, 'GET', `/insurances?limit=25&sort=${pick(sorts)}&offset=${25 * Math.floor(Math.random() * 8)}`);
      return;
    case 'search':
      await call(s, 'GET', `/insurances?limit=25&search=${encodeURIComponent(pick(searches))}`);
      await call(s, 'GET', `/customers?limit=25&search=${encodeURIComponent(pick(searches))}`);
      return;
    case 'open':
      await call(s, 'GET', `/insurances/${readable}`);
      await call(s, 'GET', `/insurances/${readable}/details`);
      await call(s, 'GET', `/insurances/${readable}/allgemeine`);
      return;
    case 'save': {
      const form = (await call(s, 'GET', `/insurances/${own}/allgemeine`)) as { version: number };
      await call(s, 'PUT', `/insurances/${own}/allgemeine`, {
        version: form.version,
        values: { produktbez: `Dauerlauf ${n} ${new Date().toISOString()}` },
      });
      return;
    }
    case 'upload': {
      const size = 1_024 + Math.floor(Math.random() * 200 * 1_024);
      await upload(u, own, `Dauerlauf-${n}.bin`, 'application/octet-stream', randomBytes(size));
      return;
    }
    case 'mail':
      await call(s, 'POST', '/mails', {
        insuranceId: own,
        to: [`kunde${n % 50}@example.com`],
        subject: `Dauerlauf ${n}`,
        html: `<p>Guten Tag,</p><p>dies ist Nachricht ${n} des Dauerlaufs.</p>`,
      });
      u.mails.queued += 1;
      return;
    case 'sign': {
      // A new document to sign each time: a request on a signed document is not prepared again.
      const file = await upload(u, own, `Antrag-${n}.pdf`, 'application/pdf', u.pdf);
      const workspace = (await call(s, 'POST', '/dokumentenarchivSign/prepare', {
        docInfo: ['SONSTIGES', file.documentId],
        signers: [{ role: 'KUNDE', name: 'Erika Mustermann' }],
        fields: [{ signer: 0, page: 1, x: 0.05, y: 0.8, width: 0.25, height: 0.08 }],
      })) as { request: { signers: { link: string | null }[] } | null };
      const token = (workspace.request?.signers[0]?.link ?? '').split('/').pop();
      if (!token) {
        throw new SoakError('Signieren: keine Signatur-Verknüpfung erhalten');
      }
      await call({ ...s, cookie: '' }, 'GET', `/signieren/${token}`);
      await call({ ...s, cookie: '' }, 'POST', `/signieren/${token}/unterschreiben`, {
        consent: true,
        signature: { kind: 'typed', name: 'Erika Mustermann' },
      });
      return;
    }
  }
}

/** A kind drawn by the shares of `kinds`. */
export function drawKind(): Kind {
  let r = Math.random() * 100;
  for (const kind of kindNames) {
    r -= kinds[kind];
    if (r < 0) {
      return kind;
    }
  }
  return 'list';
}
