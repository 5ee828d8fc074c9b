import fs from 'node:fs';
import { CSRF_HEADER } from '@maklerwerk/domain';
import { loginCookie, type RunningServer, serverEnv, startServer, type Target } from '../../bench/app-server';
import { serverDir } from '../../bench/settings';

export { loginCookie, type RunningServer, serverDir, serverEnv, startServer, type Target };

/** Resident memory of a process now (VmRSS, Linux), in bytes. */
export function rssBytes(pid: number): number {
  const kib = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib ?? 0) * 1024;
}

/** Samples a process's resident memory every `everyMs` until stopped; `stop()` gives the highest sample. */
export function sampleRss(pid: number, everyMs = 50): { stop: () => number } {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssBytes(pid));
    } catch {
      clearInterval(timer); // the process is gone; the test fails on its own account
    }
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssBytes(pid));
    },
  };
}

/** A logged-in session of a real server: its cookie and CSRF token, and the headers a write needs. */
export async function session(base: string, as: { user?: string } = {}) {
  const cookie = await loginCookie(base, as);
  const me = (await (await fetch(`${base}/MSC3/restful/auth/me`, { headers: { cookie } })).json()) as {
    csrfToken: string;
  };
  return { cookie, csrfToken: me.csrfToken, writeHeaders: { cookie, origin: base, [CSRF_HEADER]: me.csrfToken } };
}

export type Session = { base: string; headers: Record<string, string> };

/** Logs in (the demo's Innendienst by default) and returns the headers of a write: cookie, Origin, CSRF. */
export async function writeSession(base: string, user?: string): Promise<Session> {
  const { writeHeaders } = await session(base, user ? { user } : {});
  return { base, headers: writeHeaders };
}

export type ServerProcess = RunningServer & {
  /** SIGKILL to the server's whole process group: no shutdown, no last query, as a crash. */
  kill9: () => void;
};

/**
 * A real server process (bench/app-server.ts: `node --import tsx src/server.ts`) on the given
 * PostgreSQL database and data directory; `env` adds or overrides settings (SMTP_URL, S3_*, JOB_*).
 * The login limit is the production one unless `env` says otherwise.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const server = await startServer(
    { databaseUrl: options.databaseUrl },
    { DATA_DIR: options.dataDir, LOGIN_MAX_ATTEMPTS: '5', ...options.env },
  );
  return {
    ...server,
    kill9: () => {
      try {
        process.kill(-server.child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
  };
}

/** A logged-in client of one server: JSON requests with the session cookie, Origin and CSRF token. */
export type ClientSession = {
  cookie: string;
  csrfToken: string;
  request: (base: string, method: string, path: string, body?: unknown) => Promise<Response>;
};

/** Logs in through `base` as `username` (password of the demo) and answers a client usable on every server. */
export async function login(base: string, username: string): Promise<ClientSession> {
  const cookie = await loginCookie(base, { user: username });
  const me = await fetch(`${base}/MSC3/restful/auth/me`, { headers: { cookie } });
  const { csrfToken } = (await me.json()) as { csrfToken: string };
  return {
    cookie,
    csrfToken,
    request: (server, method, path, body) =>
      fetch(`${server}${path}`, {
        method,
        headers: {
          cookie,
          origin: server,
          'x-csrf-token': csrfToken,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
  };
}

/** Polls `check` until it holds; answers the milliseconds it took, or throws after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 60_000) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > timeoutMs) {
      throw new Error(`Zeitüberschreitung (${timeoutMs / 1000} s): ${what}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  return performance.now() - started;
}

/** A real server process (bench/app-server.ts) with the demo data, so the demo logins work. */
export function startDemoServer(target: Target, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  return startServer(target, { DEMO_DATA: 'true', ...extraEnv });
}

export type DemoSession = { cookie: string; csrf: string; headers: Record<string, string> };

/** Logs in over HTTP; the headers carry the session cookie, the CSRF token of a write and a JSON body type. */
export async function demoLogin(base: string, username: string): Promise<DemoSession> {
  const { cookie, csrfToken, writeHeaders } = await session(base, { user: username });
  return { cookie, csrf: csrfToken, headers: { ...writeHeaders, 'content-type': 'application/json' } };
}
