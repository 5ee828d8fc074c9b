import { AppError } from '@maklerwerk/domain';

// Where the app is reached (docs/decisions/0038): links in mails, iCal addresses and the Origin check
// use the configured origins only, never what a request's Host header claims.

const anyAddress = new Set(['', '0.0.0.0', '::', '[::]', 'localhost', '127.0.0.1', '::1', '[::1]']);

/** Without PUBLIC_ORIGIN: the listen address as a browser on this machine (or at HOST) calls it. */
export function listenOrigins(host: string, port: number): string[] {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  if (!anyAddress.has(host)) {
    names.push(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  }
  const origins: string[] = [];
  for (const name of names) {
    try {
      origins.push(new URL(`http://${name}:${port}`).origin);
    } catch {
      // A HOST that is no URL host (it would fail at listen anyway) adds no origin.
    }
  }
  return origins;
}

type OriginSettings = {
  nodeEnv: string;
  demoData: boolean;
  databaseUrl: string | undefined;
  publicOrigin: string | undefined;
};

/**
 * A start for real operation (production without the demo data) must name its address: the links
 * it mails would otherwise point to localhost. Thrown as the start's German message.
 */
export function assertPublicOriginForOperation(config: OriginSettings): void {
  if (config.publicOrigin === undefined && config.nodeEnv === 'production' && !config.demoData) {
    throw new Error(
      'PUBLIC_ORIGIN fehlt: Im Betrieb ohne Demo-Bestand (' +
        (config.databaseUrl ? 'mit DATABASE_URL' : 'DEMO_DATA=false') +
        ') braucht Maklerwerk die Adresse, unter der Browser es aufrufen, z. B. PUBLIC_ORIGIN=https://makler.example. ' +
        'Links in E-Mails und Kalender-Adressen werden daraus gebildet.',
    );
  }
}

/**
 * Whether an Origin header is exactly one of the configured origins: scheme, host and port, and
 * nothing else (no user, no path) — as a browser sends it.
 */
export function isConfiguredOrigin(origins: readonly string[], header: string): boolean {
  try {
    const from = new URL(header);
    if (from.protocol !== 'https:' && from.protocol !== 'http:') {
      return false;
    }
    if (from.username !== '' || from.password !== '' || from.pathname !== '/' || from.search || from.hash) {
      return false;
    }
    return origins.includes(from.origin);
  } catch {
    return false;
  }
}

/**
 * The configured origin a request came in under, for a link it mails or answers: the one whose host
 * (with port) is the request's Host. Any other Host is refused before anything is sent — a forged
 * Host must not put its address into a signing link.
 */
export function linkOrigin(origins: readonly string[], requestHost: string): string {
  const host = requestHost.toLowerCase();
  // Only a host name or address with its port: "evil.example@localhost" would parse as localhost.
  if (/^[a-z0-9.\-[\]:]+$/.test(host)) {
    for (const origin of origins) {
      const url = new URL(origin);
      if (host === url.host || sameHost(url, host)) {
        return origin;
      }
    }
  }
  throw new AppError(
    'VALIDATION',
    `Maklerwerk ist unter dieser Adresse nicht eingerichtet. Bitte rufen Sie es unter ${origins[0] ?? 'seiner Adresse'} auf; ` +
      'es wurde nichts versendet.',
  );
}

/** "localhost:80" is the host "localhost" of http://localhost. */
function sameHost(origin: URL, host: string): boolean {
  try {
    return new URL(`${origin.protocol}//${host}`).host === origin.host;
  } catch {
    return false;
  }
}
