import { AppError } from '@maklerwerk/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
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
});
