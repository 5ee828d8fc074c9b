import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { assertPublicOriginForOperation, isConfiguredOrigin, linkOrigin } from './public-origin';

const local = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'];

describe('the configured origins (decision 0038)', () => {
  it('a link takes the configured origin its Host names, and nothing else', () => {
    expect(linkOrigin(local, 'localhost:3000')).toBe('http://localhost:3000');
    expect(linkOrigin(local, '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(linkOrigin(local, 'LOCALHOST:3000')).toBe('http://localhost:3000');
    expect(linkOrigin(['https://makler.example'], 'makler.example')).toBe('https://makler.example');
    expect(linkOrigin(['https://makler.example'], 'makler.example:443')).toBe('https://makler.example');
    expect(linkOrigin(['http://localhost'], 'localhost:80')).toBe('http://localhost');
    for (const host of ['evil.example', 'localhost:3001', 'evil.example@localhost:3000', 'localhost:3000/x', '']) {
      expect(() => linkOrigin(local, host), host).toThrow(/nicht eingerichtet.*http:\/\/localhost:3000/);
    }
  });

  it('an Origin header must be exactly one of them: scheme, host and port, no user, no path', () => {
    expect(isConfiguredOrigin(local, 'http://127.0.0.1:3000')).toBe(true);
    expect(isConfiguredOrigin(['http://localhost'], 'http://localhost:80')).toBe(true);
    for (const origin of [
      'https://127.0.0.1:3000',
      'http://user@127.0.0.1:3000',
      'http://user:pw@localhost:3000',
      'http://localhost:3000/pfad',
      'http://localhost:3001',
      'ftp://localhost:3000',
      'null',
    ]) {
      expect(isConfiguredOrigin(local, origin), origin).toBe(false);
    }
  });

  it('a start for real operation (production without demo data) needs PUBLIC_ORIGIN; demo, development and tests do not', () => {
    const start = (env: Record<string, string>) => () => assertPublicOriginForOperation(loadConfig(env));
    expect(start({})).not.toThrow();
    expect(start({ DATABASE_URL: 'postgres://u:p@db:5432/mw', DEMO_DATA: 'true' })).not.toThrow();
    expect(start({ NODE_ENV: 'development', DATABASE_URL: 'postgres://u:p@db:5432/mw' })).not.toThrow();
    expect(start({ DATABASE_URL: 'postgres://u:p@db:5432/mw' })).toThrow(/PUBLIC_ORIGIN fehlt: .*mit DATABASE_URL/);
    expect(start({ DEMO_DATA: 'false' })).toThrow(/PUBLIC_ORIGIN fehlt: .*DEMO_DATA=false/);
    expect(start({ DATABASE_URL: 'postgres://u:p@db:5432/mw', PUBLIC_ORIGIN: 'https://makler.example' })).not.toThrow();
  });
});
