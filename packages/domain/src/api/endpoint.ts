import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint, defined once: the server registers it, the web calls it, OpenAPI documents it. */
export type Endpoint = {
  method: HttpMethod;
  /** Path below the API base, Fastify style (`/insurances/:id`). */
  path: string;
  summary: string;
  tags: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** A form endpoint: body validation errors are keyed by the field name below this body key. */
  formRoot?: string;
  /** Message of a refused body instead of the generic one (e.g. 'Form invalid', spec 5). */
  invalidMessage?: string;
  /** A larger JSON body than the server's default of 1 MB (a drawn signature). */
  bodyLimit?: number;
};

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;

export type EndpointParams<E extends Endpoint> = InferInput<E['params']>;
export type EndpointQuery<E extends Endpoint> = InferInput<E['query']>;
export type EndpointBody<E extends Endpoint> = InferInput<E['body']>;
export type EndpointResponse<E extends Endpoint> = Infer<E['response']>;

/** Fills `:name` placeholders of a path. */
export function buildPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) {
      throw new Error(`Missing path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
