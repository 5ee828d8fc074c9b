import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DATABASE_DOWN_TEXT } from './health.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/health', () => {
  it('says the database is down while it refuses connections, and is well again by itself', async () => {
    const { ctx } = t.app;
    const db = ctx.db;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    ctx.db = new Proxy(db, {
      get: () => () => Promise.reject(refused),
    });
    try {
      const down = await t.app.inject({ method: 'GET', url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.headers['retry-after']).toBe('5');
      expect(down.json()).toEqual({ status: 'error', database: 'nicht erreichbar', message: DATABASE_DOWN_TEXT });
    } finally {
      ctx.db = db;
    }
    const up = await t.app.inject({ method: 'GET', url: '/health' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
