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

  it('limits failed logins per address to 20 unless LOGIN_MAX_ATTEMPTS_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).loginMaxAttemptsPerAddress).toBe(20);
    expect(loadConfig({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '50' }).loginMaxAttemptsPerAddress).toBe(50);
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '0' })).toThrow(
      /LOGIN_MAX_ATTEMPTS_PER_ADDRESS muss mindestens 1 sein/,
    );
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: 'viele' })).toThrow(
      /LOGIN_MAX_ATTEMPTS_PER_ADDRESS muss eine Zahl sein/,
    );
    expect(() => loadConfig({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '2.5' })).toThrow(
      /LOGIN_MAX_ATTEMPTS_PER_ADDRESS muss eine ganze Zahl sein/,
    );
  });

  it('has safe HTTP timeouts by default, configurable in seconds with German messages', () => {
    expect(loadConfig({}).timeouts).toEqual({ headersSeconds: 20, requestSeconds: 900, idleSeconds: 120 });
    expect(
      loadConfig({ HEADERS_TIMEOUT_SECONDS: '5', REQUEST_TIMEOUT_SECONDS: '3600', IDLE_TIMEOUT_SECONDS: '0' }).timeouts,
    ).toEqual({ headersSeconds: 5, requestSeconds: 3600, idleSeconds: 0 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '0' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS muss mindestens 1 sein/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: 'lang' })).toThrow(
      /REQUEST_TIMEOUT_SECONDS muss eine Zahl \(Sekunden\) sein/,
    );
    expect(() => loadConfig({ IDLE_TIMEOUT_SECONDS: '1.5' })).toThrow(/IDLE_TIMEOUT_SECONDS muss eine ganze Zahl/);
    expect(() => loadConfig({ HEADERS_TIMEOUT_SECONDS: '60', REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS darf nicht größer sein als REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('leases a job for 30 s and polls every 2 s unless JOB_LEASE_SECONDS and JOB_POLL_MS say otherwise', () => {
    expect(loadConfig({}).jobs).toEqual({ leaseSeconds: 30, pollMs: 2000 });
    expect(loadConfig({ JOB_LEASE_SECONDS: '6', JOB_POLL_MS: '200' }).jobs).toEqual({ leaseSeconds: 6, pollMs: 200 });
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '1' })).toThrow(/JOB_LEASE_SECONDS muss mindestens 3 sein/);
    expect(() => loadConfig({ JOB_LEASE_SECONDS: 'kurz' })).toThrow(/JOB_LEASE_SECONDS muss eine Zahl sein/);
    expect(() => loadConfig({ JOB_POLL_MS: '10' })).toThrow(/JOB_POLL_MS muss mindestens 100 sein/);
  });

  it('takes PUBLIC_ORIGIN as scheme, host and port only', () => {
    expect(loadConfig({}).publicOrigin).toBeUndefined();
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Makler.example/' }).publicOrigin).toBe('https://makler.example');
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://makler.example/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'makler.example' })).toThrow(/PUBLIC_ORIGIN muss eine URL sein/);
  });

  it('takes a list of origins; without PUBLIC_ORIGIN the origins are the listen address', () => {
    const listed = loadConfig({ PUBLIC_ORIGIN: 'https://makler.example, https://www.makler.example' });
    expect(listed.publicOrigin).toBe('https://makler.example');
    expect(listed.origins).toEqual(['https://makler.example', 'https://www.makler.example']);
    expect(loadConfig({}).origins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
    expect(loadConfig({ PORT: '3105', HOST: '192.168.1.5' }).origins).toEqual([
      'http://localhost:3105',
      'http://127.0.0.1:3105',
      'http://[::1]:3105',
      'http://192.168.1.5:3105',
    ]);
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://user@makler.example' })).toThrow(/nur Schema, Host und Port/);
    expect(() => loadConfig({ PUBLIC_ORIGIN: ',' })).toThrow(/PUBLIC_ORIGIN darf nicht leer sein/);
  });

  it('refuses a wrong value with a German message', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/Ungültige Konfiguration:\n {2}PORT/);
    expect(() => loadConfig({ DEMO_DATA: 'vielleicht' })).toThrow(/DEMO_DATA/);
  });
  it('keeps files on disk with a 50 MB upload limit unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.maxUploadMb).toBe(50);
    expect(config.s3).toBeUndefined();
    expect(loadConfig({ MAX_UPLOAD_MB: '200' }).maxUploadMb).toBe(200);
    expect(() => loadConfig({ MAX_UPLOAD_MB: '0' })).toThrow(/MAX_UPLOAD_MB muss mindestens 1 sein/);
    expect(() => loadConfig({ MAX_UPLOAD_MB: '1,5' })).toThrow(/MAX_UPLOAD_MB muss eine Zahl sein/);
    expect(() => loadConfig({ MAX_UPLOAD_MB: '1.5' })).toThrow(/MAX_UPLOAD_MB muss eine ganze Zahl sein/);
  });

  it('switches the files to S3 with S3_URL and S3_BUCKET; key id and secret come as a pair', () => {
    expect(loadConfig({ S3_URL: 'http://minio:9000', S3_BUCKET: 'maklerwerk-dateien' }).s3).toEqual({
      url: 'http://minio:9000',
      bucket: 'maklerwerk-dateien',
      region: 'us-east-1',
      credentials: undefined,
    });
    const s3 = loadConfig({
      S3_URL: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'mw-dateien',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'geheim',
    }).s3;
    expect(s3).toMatchObject({
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'geheim' },
    });
  });

  it('refuses an incomplete or wrong S3 setting in German', () => {
    expect(() => loadConfig({ S3_URL: 'http://minio:9000' })).toThrow(/S3_BUCKET fehlt/);
    expect(() => loadConfig({ S3_BUCKET: 'mw-dateien' })).toThrow(/S3_URL fehlt/);
    expect(() => loadConfig({ S3_URL: 'minio:9000', S3_BUCKET: 'mw-dateien' })).toThrow(/S3_URL beginnt mit http/);
    expect(() => loadConfig({ S3_URL: 'kein url', S3_BUCKET: 'mw-dateien' })).toThrow(/S3_URL muss eine URL sein/);
    expect(() => loadConfig({ S3_URL: 'http://minio:9000', S3_BUCKET: 'Mein_Bucket' })).toThrow(
      /S3_BUCKET ist kein gültiger Bucket-Name/,
    );
    expect(() =>
      loadConfig({ S3_URL: 'http://minio:9000', S3_BUCKET: 'mw-dateien', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY gehören zusammen/);
  });

  it('trusts no inbound relay unless SMTP_INBOUND_TRUSTED_RELAYS names addresses or networks', () => {
    expect(loadConfig({}).inbound.trustedRelays).toEqual([]);
    expect(
      loadConfig({ SMTP_INBOUND_TRUSTED_RELAYS: '10.0.0.25, 192.168.10.0/24,::1,2001:db8::/32' }).inbound.trustedRelays,
    ).toEqual(['10.0.0.25', '192.168.10.0/24', '::1', '2001:db8::/32']);
    expect(() => loadConfig({ SMTP_INBOUND_TRUSTED_RELAYS: 'mail.example' })).toThrow(
      /SMTP_INBOUND_TRUSTED_RELAYS erwartet IP-Adressen oder Netze \(CIDR\), durch Komma getrennt: „mail\.example“/,
    );
    expect(() => loadConfig({ SMTP_INBOUND_TRUSTED_RELAYS: '10.0.0.0/33' })).toThrow(/SMTP_INBOUND_TRUSTED_RELAYS/);
  });
});
