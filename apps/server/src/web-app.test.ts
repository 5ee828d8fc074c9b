import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mw-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Maklerwerk</title>');
  fs.writeFileSync(path.join(dist, 'assets/app-1.js'), script);
  fs.writeFileSync(path.join(dist, 'assets/app-1.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, 'assets/app-1.js.gz'), zlib.gzipSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the compressed variant the browser accepts, cached for good, and the plain file otherwise', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ method: 'GET', url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("leaves the spec's download paths to their routes, not to index.html", async () => {
    for (const url of ['/downloadFax?id=1', '/get_simple_file?fileId=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('<title>Maklerwerk</title>');
    }
  });

  it('answers client routes with index.html, never cached', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/home/versicherungen/insurance-group' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Maklerwerk</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
