import path from 'node:path';
import { SIGN_LINK_DAYS_DEFAULT } from '@maklerwerk/domain';
import { z } from 'zod';
import { listenOrigins } from './lib/public-origin';
import { serverRoot } from './paths';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

// Addresses and networks of reverse proxies whose X-Forwarded-For is believed; proxy-addr's
// names for whole ranges are allowed too.
const proxyEntry = z.union(
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(['loopback', 'linklocal', 'uniquelocal'])],
  { error: (issue) => `TRUST_PROXY erwartet IP-Adressen oder Netze (CIDR), durch Komma getrennt: „${issue.input}“.` },
);
const proxyList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  )
  .pipe(z.array(proxyEntry));

// Mail relays of the office that check SPF, DKIM and DMARC themselves: mail they hand over counts as
// confirmed (decision 0041). Addresses and networks only, as for TRUST_PROXY.
const relayEntry = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
  error: (issue) =>
    `SMTP_INBOUND_TRUSTED_RELAYS erwartet IP-Adressen oder Netze (CIDR), durch Komma getrennt: „${issue.input}“.`,
});
const relayList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  )
  .pipe(z.array(relayEntry));

// One origin, or several separated by commas (the first is the one links in mails use).
const originEntry = z
  .string()
  .trim()
  .url('PUBLIC_ORIGIN muss eine URL sein, z. B. https://makler.example.')
  .transform((v) => new URL(v))
  .refine(
    (u) =>
      (u.protocol === 'https:' || u.protocol === 'http:') &&
      u.pathname === '/' &&
      !u.search &&
      !u.hash &&
      !u.username &&
      !u.password,
    { message: 'PUBLIC_ORIGIN ist nur Schema, Host und Port, z. B. https://makler.example.' },
  )
  .transform((u) => u.origin);
const publicOrigin = z
  .string()
  .transform((v) => v.split(',').filter((x) => x.trim() !== ''))
  .pipe(z.array(originEntry).min(1, 'PUBLIC_ORIGIN darf nicht leer sein, z. B. https://makler.example.'));

const s3Url = z
  .string()
  .url('S3_URL muss eine URL sein, z. B. https://s3.eu-central-1.amazonaws.com.')
  .refine((v) => /^https?:\/\//i.test(v), { message: 'S3_URL beginnt mit http:// oder https://.' });

// S3's rules for bucket names: 3–63 lowercase letters, digits, dots and hyphens.
const s3Bucket = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'S3_BUCKET ist kein gültiger Bucket-Name (3–63 Zeichen: a–z, 0–9, Punkt, Bindestrich).',
  );

const maxUploadMb = z.coerce
  .number({ error: 'MAX_UPLOAD_MB muss eine Zahl sein.' })
  .int('MAX_UPLOAD_MB muss eine ganze Zahl sein.')
  .min(1, 'MAX_UPLOAD_MB muss mindestens 1 sein.')
  .max(4096, 'MAX_UPLOAD_MB darf höchstens 4096 sein.')
  .default(50);

// Failed password guesses from one address (IPv6: one /64) across all usernames: password spraying.
const loginMaxAttemptsPerAddress = z.coerce
  .number({ error: 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS muss eine Zahl sein.' })
  .int('LOGIN_MAX_ATTEMPTS_PER_ADDRESS muss eine ganze Zahl sein.')
  .min(1, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS muss mindestens 1 sein.')
  .max(100_000, 'LOGIN_MAX_ATTEMPTS_PER_ADDRESS darf höchstens 100000 sein.')
  .default(20);

/** Seconds of one of the HTTP timeouts, with its German messages; 0 switches it off where `off` allows. */
function seconds(name: string, range: { min: number; max: number; default: number }) {
  return z.coerce
    .number({ error: `${name} muss eine Zahl (Sekunden) sein.` })
    .int(`${name} muss eine ganze Zahl (Sekunden) sein.`)
    .min(range.min, `${name} muss mindestens ${range.min} sein.`)
    .max(range.max, `${name} darf höchstens ${range.max} sein.`)
    .default(range.default);
}

// The job lease (issue 39): a claimed job of a server that died is taken over after this; the heartbeat
// renews it every third of it while the job runs.
const jobLeaseSeconds = z.coerce
  .number({ error: 'JOB_LEASE_SECONDS muss eine Zahl sein.' })
  .int('JOB_LEASE_SECONDS muss eine ganze Zahl sein.')
  .min(3, 'JOB_LEASE_SECONDS muss mindestens 3 sein.')
  .max(3600, 'JOB_LEASE_SECONDS darf höchstens 3600 sein.')
  .default(30);

const jobPollMs = z.coerce
  .number({ error: 'JOB_POLL_MS muss eine Zahl sein.' })
  .int('JOB_POLL_MS muss eine ganze Zahl sein.')
  .min(100, 'JOB_POLL_MS muss mindestens 100 sein.')
  .max(600_000, 'JOB_POLL_MS darf höchstens 600000 sein.')
  .default(2000);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL muss eine PostgreSQL-URL sein.').optional(),
  SMTP_URL: z.string().url('SMTP_URL muss eine URL sein (smtp://…).').optional(),
  MAIL_FROM: z
    .string()
    .regex(/^[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+$/, 'MAIL_FROM muss eine E-Mail-Adresse sein.')
    .default('buero@maklerwerk.example'),
  MAIL_FROM_NAME: z.string().min(1, 'MAIL_FROM_NAME darf nicht leer sein.').default('Maklerwerk Maklerbüro'),
  SMTP_INBOUND_PORT: z.coerce
    .number({ error: 'SMTP_INBOUND_PORT muss eine Portnummer sein.' })
    .int()
    .min(0)
    .max(65535, 'SMTP_INBOUND_PORT muss eine Portnummer sein.')
    .optional(),
  SMTP_INBOUND_TRUSTED_RELAYS: relayList,
  MAIL_DOMAINS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i, 'MAIL_DOMAINS ist eine Liste von Domains, getrennt durch Kommas.')
    .optional(),
  MAIL_MAX_MB: z.coerce
    .number({ error: 'MAIL_MAX_MB muss eine Zahl sein.' })
    .int()
    .min(1, 'MAIL_MAX_MB muss mindestens 1 sein.')
    .max(200, 'MAIL_MAX_MB darf höchstens 200 sein.')
    .default(25),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: loginMaxAttemptsPerAddress,
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: proxyList,
  PUBLIC_ORIGIN: publicOrigin.optional(),
  WEB_DIST: z.string().optional(),
  MAX_UPLOAD_MB: maxUploadMb,
  // Slow and hostile clients (issue 39): the request line and headers, the whole request with its body,
  // and a connection on which nothing moves at all.
  HEADERS_TIMEOUT_SECONDS: seconds('HEADERS_TIMEOUT_SECONDS', { min: 1, max: 300, default: 20 }),
  REQUEST_TIMEOUT_SECONDS: seconds('REQUEST_TIMEOUT_SECONDS', { min: 1, max: 86_400, default: 900 }),
  IDLE_TIMEOUT_SECONDS: seconds('IDLE_TIMEOUT_SECONDS', { min: 0, max: 86_400, default: 120 }),
  SIGNING_P12: z.string().min(1, 'SIGNING_P12 darf nicht leer sein.').optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  SIGN_LINK_DAYS: z.coerce
    .number({ error: 'SIGN_LINK_DAYS muss eine Zahl sein.' })
    .int('SIGN_LINK_DAYS muss eine ganze Zahl sein.')
    .min(1, 'SIGN_LINK_DAYS muss mindestens 1 sein.')
    .max(365, 'SIGN_LINK_DAYS darf höchstens 365 sein.')
    .default(SIGN_LINK_DAYS_DEFAULT),
  JOB_LEASE_SECONDS: jobLeaseSeconds,
  JOB_POLL_MS: jobPollMs,
  S3_URL: s3Url.optional(),
  S3_BUCKET: s3Bucket.optional(),
  S3_REGION: z.string().min(1, 'S3_REGION darf nicht leer sein.').default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1, 'S3_ACCESS_KEY_ID darf nicht leer sein.').optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1, 'S3_SECRET_ACCESS_KEY darf nicht leer sein.').optional(),
});

// S3 needs its address and bucket together, and a key id only with its secret.
const CheckedConfigSchema = ConfigSchema.superRefine((e, ctx) => {
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_SECONDS'],
      message: 'HEADERS_TIMEOUT_SECONDS darf nicht größer sein als REQUEST_TIMEOUT_SECONDS.',
    });
  }
  if (e.S3_URL && !e.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'S3_BUCKET fehlt: Mit S3_URL gehört der Bucket dazu.',
    });
  }
  if (e.S3_BUCKET && !e.S3_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_URL'],
      message: 'S3_URL fehlt: Ohne sie liegen die Dateien unter DATA_DIR/files, S3_BUCKET bliebe unbenutzt.',
    });
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID und S3_SECRET_ACCESS_KEY gehören zusammen: beide angeben oder keinen.',
    });
  }
});

export type S3Config = {
  url: string;
  bucket: string;
  region: string;
  /** Without them the SDK's usual sources apply (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The office's sender address and name of outgoing mail. */
  mailFrom: { address: string; name: string };
  /**
   * Inbound SMTP: the port (off without), the office's own domains (no relay), the size limit, and the
   * relays whose mail counts as checked (SPF/DKIM/DMARC; otherwise the listener checks it itself).
   */
  inbound: { port: number | undefined; domains: string[]; maxMb: number; trustedRelays: string[] };
  /** Demo-Bestand on first start: on by default for the embedded database, off for a server. */
  demoData: boolean;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginMaxAttempts: number;
  /** Failed guesses from one address (IPv6: one /64) across all usernames within the window. */
  loginMaxAttemptsPerAddress: number;
  loginWindowMinutes: number;
  cookieSecure: boolean;
  /** Proxies whose X-Forwarded-For sets the client address; empty: nobody is trusted. */
  trustProxy: string[];
  /** PUBLIC_ORIGIN's first origin (the address in mails without a request), if set. */
  publicOrigin: string | undefined;
  /**
   * The origins browsers reach the app under: PUBLIC_ORIGIN's, or without it the listen address
   * (http://localhost:PORT, 127.0.0.1, [::1], and HOST if it names one). Writes with an Origin header
   * and links in mails are bound to them (lib/public-origin.ts, docs/decisions/0038).
   */
  origins: string[];
  webDist: string;
  /** Largest file an upload may carry, in MB (MiB); larger ones are refused with 413 while streaming. */
  maxUploadMb: number;
  /**
   * Seconds a client may take for the request line and headers (slowloris), for the whole request with
   * its body (raise it with MAX_UPLOAD_MB for slow lines), and with nothing moving on its connection
   * (0: no limit). Past the first two the server answers 408 and closes the connection.
   */
  timeouts: { headersSeconds: number; requestSeconds: number; idleSeconds: number };
  /** S3-compatible store for the files; without it they live under DATA_DIR/files. */
  s3: S3Config | undefined;
  /** The job queue: lease of a claim (renewed while the job runs) and poll interval. */
  jobs: { leaseSeconds: number; pollMs: number };
  /** The certificate that signs completed documents (else a self-signed one under DATA_DIR/signing). */
  signing: { p12Path: string | undefined; p12Password: string | undefined; linkDays: number };
};

/** Parses the environment once; a wrong value stops the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Ungültige Konfiguration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    // npm runs workspace scripts inside the workspace; relative paths mean the folder npm was called from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: { address: e.MAIL_FROM, name: e.MAIL_FROM_NAME },
    inbound: {
      port: e.SMTP_INBOUND_PORT,
      domains: (e.MAIL_DOMAINS ?? e.MAIL_FROM.split('@')[1] ?? '').toLowerCase().split(',').filter(Boolean),
      maxMb: e.MAIL_MAX_MB,
      trustedRelays: e.SMTP_INBOUND_TRUSTED_RELAYS,
    },
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginMaxAttemptsPerAddress: e.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    cookieSecure: e.COOKIE_SECURE ?? false,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN?.[0],
    origins: e.PUBLIC_ORIGIN ?? listenOrigins(e.HOST, e.PORT),
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    maxUploadMb: e.MAX_UPLOAD_MB,
    timeouts: {
      headersSeconds: e.HEADERS_TIMEOUT_SECONDS,
      requestSeconds: e.REQUEST_TIMEOUT_SECONDS,
      idleSeconds: e.IDLE_TIMEOUT_SECONDS,
    },
    signing: {
      p12Path: e.SIGNING_P12 ? path.resolve(env.INIT_CWD ?? process.cwd(), e.SIGNING_P12) : undefined,
      p12Password: e.SIGNING_P12_PASSWORD,
      linkDays: e.SIGN_LINK_DAYS,
    },
    jobs: { leaseSeconds: e.JOB_LEASE_SECONDS, pollMs: e.JOB_POLL_MS },
    s3:
      e.S3_URL && e.S3_BUCKET
        ? {
            url: e.S3_URL,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
  };
}
