import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has the documented defaults: port 3000, ./data, demo data on for the embedded database', () => {
    const config = loadConfig({ INIT_CWD: '/srv/maklerwerk' });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('/srv/maklerwerk/data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
  });

  it('resolves a relative DATA_DIR from the folder npm was called in, not the workspace', () => {
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: './daten' }).dataDir).toBe('/repo/daten');
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/var/lib/mw' }).dataDir).toBe('/var/lib/mw');
  });

  it('turns demo data off by default on a PostgreSQL server', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/mw' });
    expect(config.demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/mw', DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('trusts no proxy unless TRUST_PROXY names addresses or networks', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*„true“/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });

  it('takes PUBLIC_ORIGIN as scheme, host and port only', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Makler.example/' }).publicOrigin).toBe('https://makler.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://makler.example/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'makler.example' })).toThrow(/PUBLIC_ORIGIN muss eine URL sein/);
  });

  it('refuses a wrong value with a German message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Ungültige Konfiguration:\n {2}PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'vielleicht' })).toThrow(/DEMO_DATA/);
  });
});
