import { AppError, errorCatalog } from '@maklerwerk/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isDatabaseUnavailable } from './database-unavailable';
import { isUniqueViolation, registerErrorHandler } from './error-handler';

const app = Fastify();

beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/unique', async () => {
    throw new Error('Failed query', { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) });
  });
  app.get('/zod', async () => {
    const result = z.object({ jahr: z.number().lt(2100, 'Das Jahr sollte weniger als 2100 sein'), name: z.string() });
    const parsed = result.safeParse({ jahr: 2100, name: 1 });
    const issues = parsed.error?.issues ?? [];
    throw new AppError('VALIDATION', undefined, Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message])));
  });
  app.get('/refused', async () => {
    // What Drizzle throws when the pool cannot connect: its query error around the driver's.
    throw Object.assign(new Error('Failed query: select 1\nparams: '), {
      query: 'select 1',
      params: [],
      cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    });
  });
  app.get('/shutdown', async () => {
    throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  });
  app.get('/boom', async () => {
    throw new Error('boom');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('error handler', () => {
  it('answers a unique violation (also wrapped by the driver) with 409, not 500', async () => {
    const response = await app.inject({ method: 'GET', url: '/unique' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'STALE_VERSION' });
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });

  it('keeps a schema’s own message as written and gives zod’s defaults in German', async () => {
    const response = await app.inject({ method: 'GET', url: '/zod' });
    expect(response.json().fieldErrors).toEqual({
      jahr: 'Das Jahr sollte weniger als 2100 sein',
      name: 'Dieses Feld fehlt oder hat den falschen Typ.',
    });
  });

  it('answers a database that cannot be reached with 503, its German message, Retry-After and a Fehler-ID', async () => {
    for (const url of ['/refused', '/shutdown']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      const body = response.json();
      expect(body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', message: errorCatalog.DATABASE_UNAVAILABLE.message });
      expect(body.message).toContain('Datenbank');
      expect(body.fehlerId).toEqual(expect.any(String));
    }
  });

  it('names the request id as Fehler-ID in a 500, and each request has its own', async () => {
    const first = await app.inject({ method: 'GET', url: '/boom' });
    const second = await app.inject({ method: 'GET', url: '/boom' });
    expect(first.statusCode).toBe(500);
    expect(first.json()).toMatchObject({ code: 'INTERNAL', fehlerId: expect.any(String) });
    expect(first.json().fehlerId).not.toBe(second.json().fehlerId);
  });

  it('tells a database outage from other failures', () => {
    const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
    for (const down of [
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      pgError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new AggregateError([pgError('ECONNREFUSED')], 'connect failed'),
      pgError('42501', 'could not write to file "pg_wal/xlogtemp.1": Read-only file system'),
      pgError('53100', 'could not extend file: No space left on device'),
      Object.assign(new Error('Failed query'), { query: 'insert …', cause: pgError('EROFS') }),
    ]) {
      expect(isDatabaseUnavailable(down), String(down)).toBe(true);
    }
    for (const other of [
      new Error('boom'),
      pgError('23505'),
      pgError('42501', 'permission denied for table kunde'),
      // The file store's full disk is the upload's answer, not the database's.
      pgError('ENOSPC'),
    ]) {
      expect(isDatabaseUnavailable(other), String(other)).toBe(false);
    }
  });
});
