import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every response. Helmet's headers do not depend on the request, so they are
 * taken from Helmet once at start-up and added as reply headers: running the middleware per request
 * (as @fastify/helmet does) parsed the CSP directives every time and set each header on the raw
 * response, which also moved Node off its fast header path — a sixth of an `auth/me` request's CPU.
 * A JSON answer (a route with a response schema) gets the shorter set of `jsonAnswerHeaders`; every
 * answer under the API base gets `Cache-Control: no-store` too.
 */
export function registerSecurityHeaders(app: FastifyInstance, apiBase: string, options: HelmetOptions): void {
  const page = helmetHeaders(options);
  const json = jsonAnswerHeaders(page);
  // Every answer of the API is personal or may be (a public signing link's page, a handover): no
  // cache keeps it, unless the route sets its own Cache-Control (a file, the iCal feed).
  const apiPage = { ...page, 'cache-control': 'no-store' };
  const apiJson = { ...json, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith(apiBase);
    reply.headers(request.routeOptions.schema?.response ? (api ? apiJson : json) : api ? apiPage : page);
    done();
  });
}

// Helmet's headers that still mean something for a JSON answer; the rest (X-XSS-Protection,
// X-Download-Options, X-DNS-Prefetch-Control, Origin-Agent-Cluster, COOP …) only concern documents.
const keptForJson = [
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
];

/**
 * The security headers of a JSON answer, as the OWASP REST Security Cheat Sheet lists them: no
 * sniffing, no framing, same-origin only, HSTS where configured, and a CSP that allows nothing (a
 * JSON answer loads nothing; stricter than the page's). Half the headers of a page: on a request
 * as small as `auth/me` Node's checking of each header was a tenth of the server's CPU.
 */
export function jsonAnswerHeaders(page: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of keptForJson) {
    if (page[name] !== undefined) {
      headers[name] = page[name];
    }
  }
  headers['content-security-policy'] = "default-src 'none'; frame-ancestors 'none'";
  return headers;
}

/** What Helmet sets on a response, captured from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const directives = typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy.directives : {};
  for (const [name, values] of Object.entries(directives ?? {})) {
    if (
      typeof values === 'function' ||
      (Array.isArray(values) && values.some((value) => typeof value === 'function'))
    ) {
      throw new Error(`CSP-Direktive ${name} hängt von der Anfrage ab; die Kopfzeilen werden nur einmal gebildet.`);
    }
  }
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) {
    throw failure;
  }
  return headers;
}
