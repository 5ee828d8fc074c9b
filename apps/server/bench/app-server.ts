import { type Child, spawnChild, waitUntilUp, watchMemory } from './child-process';
import { freePort } from './ports';
import { loginOf, serverDir, settings } from './settings';

export type Target = { dataDir: string } | { databaseUrl: string };

/** The environment of a real server: the caller's, without the settings the bench decides. */
export function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of [
    'DATABASE_URL',
    'DATA_DIR',
    'PORT',
    'HOST',
    'DEMO_DATA',
    'LOG_LEVEL',
    'NODE_ENV',
    'INIT_CWD',
    'PUBLIC_ORIGIN',
  ]) {
    delete env[key];
  }
  return { ...env, ...extra };
}

export type RunningServer = { base: string; child: Child; peakBytes: () => number };

/**
 * The real server as its own process (`node --import tsx src/server.ts`, one process, so its
 * memory is the server's alone), on the bench's data. No request log, like a quiet production.
 */
export async function startServer(target: Target, extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const env = serverEnv({
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LOGIN_MAX_ATTEMPTS: '1000',
    DEMO_DATA: 'false',
    // Without demo data a production start names its address (decision 0038).
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    ...('dataDir' in target ? { DATA_DIR: target.dataDir } : { DATABASE_URL: target.databaseUrl }),
    ...extraEnv,
  });
  const started = performance.now();
  const child = spawnChild(
    'Server',
    process.execPath,
    [...settings.nodeArgs, '--import', 'tsx', 'src/server.ts'],
    serverDir,
    env,
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/health`, child, started);
  return { base, child, peakBytes: watchMemory(child.pid).peakBytes };
}

/** Logs in as the case's user (the Innendienst by default) and returns the session cookie. */
export async function loginCookie(base: string, as: { user?: string } = {}): Promise<string> {
  const login = loginOf(as);
  const response = await fetch(`${base}/MSC3/restful/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(login),
  });
  await response.arrayBuffer();
  if (!response.ok) {
    throw new Error(`Anmeldung als ${login.username} fehlgeschlagen: HTTP ${response.status}`);
  }
  const cookies = response.headers.getSetCookie();
  return cookies.map((c) => c.split(';')[0]).join('; ');
}
