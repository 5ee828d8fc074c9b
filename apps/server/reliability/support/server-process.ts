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

/** Polls `check` until it returns true; fails with `what` after `timeoutMs`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = performance.now() + timeoutMs;
  while (!(await check())) {
    if (performance.now() > deadline) {
      throw new Error(`Nicht erreicht binnen ${timeoutMs / 1000} s: ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type Session = { base: string; headers: Record<string, string> };

/** Logs in (the demo's Innendienst by default) and returns the headers of a write: cookie, Origin, CSRF. */
export async function writeSession(base: string, user?: string): Promise<Session> {
  const { writeHeaders } = await session(base, user ? { user } : {});
  return { base, headers: writeHeaders };
}
