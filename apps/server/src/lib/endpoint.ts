import type { Endpoint, EndpointResponse } from '@maklerwerk/domain';
import { API_BASE } from '@maklerwerk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requireActor } from '../auth/auth.guard';
import type { ResolvedSession } from '../auth/auth.service';

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerInput<E extends Endpoint> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** Every route declares who may call it: nobody is let in by forgetting. */
export type Access = 'public' | 'session';

type Options<E extends Endpoint> =
  | { access: 'public'; handler: (input: HandlerInput<E>) => Promise<EndpointResponse<E>> }
  | {
      access: 'session';
      handler: (input: HandlerInput<E> & { actor: ResolvedSession }) => Promise<EndpointResponse<E>>;
    };

export const registeredAccess = new Map<string, Access>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Body key whose fields a form shows: validation errors are keyed by the bare field name. */
    formRoot?: string | undefined;
    /** Message of a refused body instead of the generic one. */
    invalidMessage?: string | undefined;
  }
}

/** Registers an endpoint defined in packages/domain under the API base. */
export function registerEndpoint<E extends Endpoint>(app: FastifyInstance, endpoint: E, options: Options<E>): void {
  const url = `${API_BASE}${endpoint.path}`;
  registeredAccess.set(`${endpoint.method} ${url}`, options.access);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url,
    config: { formRoot: endpoint.formRoot, invalidMessage: endpoint.invalidMessage },
    schema: {
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { 200: endpoint.response },
    },
    // The session is checked before the body is validated: an anonymous caller learns nothing.
    ...(options.access === 'session'
      ? {
          onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
            await requireActor(request, reply);
          },
        }
      : {}),
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
      const actor = request.session;
      if (!actor) {
        throw new Error('session route without session');
      }
      return options.handler({ ...input, actor });
    },
  });
}
