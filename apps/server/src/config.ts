import path from 'node:path';
import { z } from 'zod';
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

const publicOrigin = z
  .string()
  .url('PUBLIC_ORIGIN muss eine URL sein, z. B. https://makler.example.')
  .transform((v) => new URL(v))
  .refine((u) => (u.protocol === 'https:' || u.protocol === 'http:') && u.pathname === '/' && !u.search && !u.hash, {
    message: 'PUBLIC_ORIGIN ist nur Schema, Host und Port, z. B. https://makler.example.',
  })
  .transform((u) => u.origin);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url('DATABASE_URL muss eine PostgreSQL-URL sein.').optional(),
  SMTP_URL: z.string().url('SMTP_URL muss eine URL sein (smtp://…).').optional(),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  COOKIE_SECURE: booleanFlag.optional(),
  TRUST_PROXY: proxyList,
  PUBLIC_ORIGIN: publicOrigin.optional(),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Demo-Bestand on first start: on by default for the embedded database, off for a server. */
  demoData: boolean;
  logLevel: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  loginMaxAttempts: number;
  loginWindowMinutes: number;
  cookieSecure: boolean;
  /** Proxies whose X-Forwarded-For sets the client address; empty: nobody is trusted. */
  trustProxy: string[];
  /** The origin browsers reach the app under; without it, an Origin header must match the Host. */
  publicOrigin: string | undefined;
  webDist: string;
};

/** Parses the environment once; a wrong value stops the start with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
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
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    cookieSecure: e.COOKIE_SECURE ?? false,
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
  };
}
