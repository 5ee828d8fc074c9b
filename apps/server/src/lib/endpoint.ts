import path from 'node:path';
import type { Endpoint, EndpointResponse } from '@maklerwerk/domain';
import { API_BASE } from '@maklerwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor } from '../auth/auth.guard';
import type { ResolvedSession } from '../auth/auth.service';
import { type PermissionRule, runRecordingRules } from './authorize';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * Every route declares who may call it: nobody is let in by forgetting. A session route names the
 * rule of permissions.ts that its service enforces through `authorize`, or `'scopeOnly'` where the
 * data scope alone decides (a record outside the scope answers 404).
 */
export type RouteRule =
  | { access: 'public' }
  /** No session, but a signed short-lived token that the handler verifies (a download link). */
  | { access: 'token' }
  | { access: 'session'; rule: PermissionRule | 'scopeOnly' };

/** Requests per window and address (@fastify/rate-limit) for a route anybody can call. */
export type RouteRateLimit = { max: number; timeWindow: string };

type Options<E extends Endpoint> =
  | {
      access: 'public';
      rateLimit?: RouteRateLimit;
      handler: (input: HandlerInput<E>) => Promise<EndpointResponse<E>>;
    }
  | {
      access: 'session';
      rule: PermissionRule | 'scopeOnly';
      handler: (input: HandlerInput<E> & { actor: ResolvedSession }) => Promise<EndpointResponse<E>>;
    };

/** `METHOD url` → the declared access and rule; the route test walks it. */
export const registeredRules = new Map<string, RouteRule>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body key whose fields a form shows: validation errors are keyed by the bare field name. */
    formRoot?: string | undefined;
    /** Message of a refused body instead of the generic one. */
    invalidMessage?: string | undefined;
  }
}

const guardSession = async (request: FastifyRequest, reply: FastifyReply) => {
  await requireActor(request, reply);
};

/**
 * Runs a session handler and fails loudly when it returned without checking its declared rule:
 * a forgotten `authorize` call shows up in the first test of the route, not in production data.
 * The recording is a test and development aid: in production `authorize` still refuses, but the
 * bookkeeping (an AsyncLocalStorage, which on Node 20 hooks every promise) is left out.
 */
async function runSessionHandler<T>(
  request: FastifyRequest,
  rule: PermissionRule | 'scopeOnly',
  handler: (actor: ResolvedSession) => Promise<T>,
): Promise<T> {
  const actor = request.session;
  if (!actor) {
    throw new Error('session route without session');
  }
  if (request.server.ctx.config.nodeEnv === 'production') {
    return handler(actor);
  }
  const { checked, result } = runRecordingRules(() => handler(actor));
  const value = await result;
  if (rule !== 'scopeOnly' && !checked.has(rule)) {
    const message = `${request.routeOptions.method} ${request.routeOptions.url}: rule ${rule.name} was not checked`;
    uncheckedRules.add(message);
    throw new Error(message);
  }
  return value;
}

/**
 * Routes that answered without checking their declared rule (outside production). A raw route may have
 * sent its answer before the check above throws, so the test app fails on close when this is not empty.
 */
export const uncheckedRules = new Set<string>();

/** A route outside the JSON endpoints (a file download) with the same access and rule checks. */
export function registerRawRoute(
  app: FastifyInstance,
  route: Omit<RouteOptions, 'handler' | 'onRequest'> & { method: HTTPMethods; url: string },
  rule: PermissionRule | 'scopeOnly',
  handler: (request: FastifyRequest, reply: FastifyReply, actor: ResolvedSession) => Promise<unknown>,
): void {
  registeredRules.set(`${route.method} ${route.url}`, { access: 'session', rule });
  app.route({
    ...route,
    onRequest: guardSession,
    handler: (request, reply) => runSessionHandler(request, rule, (actor) => handler(request, reply, actor)),
  });
}

/**
 * A route outside the JSON endpoints that needs no session because it carries its own proof (a
 * signed, short-lived download token): the handler must verify it before answering anything.
 */
export function registerTokenRoute(
  app: FastifyInstance,
  route: Omit<RouteOptions, 'handler' | 'onRequest'> & { method: HTTPMethods; url: string },
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  registeredRules.set(`${route.method} ${route.url}`, { access: 'token' });
  app.route({ ...route, handler });
}

/** A raw route anybody may call (an upload to check a signature): rate-limited, no session, no token. */
export function registerPublicRawRoute(
  app: FastifyInstance,
  route: Omit<RouteOptions, 'handler' | 'onRequest'> & { method: HTTPMethods; url: string },
  rateLimit: RouteRateLimit,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  registeredRules.set(`${route.method} ${route.url}`, { access: 'public' });
  app.route({ ...route, config: { ...route.config, rateLimit }, handler });
}

/** Registers an endpoint defined in packages/domain under the API base. */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: Options<E>): void {
  // A path of the spec outside the base ('/../mrsmailviewer') is served where a browser resolves it.
  const url = path.posix.normalize(`${API_BASE}${endpoint.path}`);
  registeredRules.set(
    `${endpoint.method} ${url}`,
    options.access === 'public' ? { access: 'public' } : { access: 'session', rule: options.rule },
  );
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url,
    config: {
      formRoot: endpoint.formRoot,
      invalidMessage: endpoint.invalidMessage,
      ...(options.access === 'public' && options.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    // The session is checked before the body is validated: an anonymous caller learns nothing.
    ...(options.access === 'session' ? { onRequest: guardSession } : {}),
    handler: async (request, reply) => {
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as HandlerInput<E>;
      if (options.access === 'public') {
        return options.handler(input);
      }
      return runSessionHandler(request, options.rule, (actor) => options.handler({ ...input, actor }));
    },
  });
}

const servedRoutes = new WeakMap<FastifyInstance, string[]>();

/** Records every route the app serves (`METHOD url`), so a test can find one registered past the rules. */
export function trackServedRoutes(app: FastifyInstance): void {
  const served: string[] = [];
  servedRoutes.set(app, served);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      served.push(`${method} ${route.url}`);
    }
  });
}

export const listServedRoutes = (app: FastifyInstance): readonly string[] => servedRoutes.get(app) ?? [];
