import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

type Serialize = (data: unknown) => string;

// Kinds of schema whose JSON is not what their JSON Schema describes (they change the value).
const changesValue = new Set(['pipe', 'transform', 'custom', 'lazy', 'promise', 'function']);

/**
 * A fast-json-stringify serializer compiled from the JSON Schema of a zod response schema, or
 * undefined when the schema cannot be described exactly (a transform, a codec, a date object …).
 * Like zod it writes only the declared fields; unlike zod it does not check the values.
 */
export function compileFastSerializer(schema: $ZodType): Serialize | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'input',
      unrepresentable: 'throw',
      override: ({ zodSchema }) => {
        if (changesValue.has(zodSchema._zod.def.type)) {
          throw new Error(`not describable: ${zodSchema._zod.def.type}`);
        }
      },
    });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Serialize;
  } catch {
    return undefined;
  }
}

/**
 * The response serializer (docs/decisions/0033): zod checking each answer before JSON.stringify
 * was a sixth of a list request's server CPU. In production a response schema that JSON Schema can
 * describe is written by fast-json-stringify (four to five times faster, the same declared fields
 * only, optional ones after the required); every other one by zod as before. Outside production
 * (`verify`) every answer goes through both and a different value is an error, so the whole test
 * suite checks the fast path against zod.
 */
export function responseSerializerCompiler({ verify }: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const checked = zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
    const schema = routeSchema.schema;
    if (!(schema instanceof $ZodType)) {
      return checked;
    }
    // Compiled at a route's first answer: compiling all 178 at start-up cost 0.4 s of every start.
    let serialize: Serialize | undefined;
    const first: Serialize = (data) => {
      const fast = compileFastSerializer(schema);
      serialize = !fast ? checked : verify ? verified(routeSchema, checked, fast) : fast;
      return serialize(data);
    };
    return (data) => (serialize ?? first)(data);
  };
}

function verified(route: { method: string; url: string }, checked: Serialize, fast: Serialize): Serialize {
  return (data) => {
    const expected = checked(data);
    const written = fast(data);
    // fast-json-stringify puts optional fields after the required ones: compared as JSON values.
    if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `${route.method} ${route.url}: fast-json-stringify schreibt ${written.slice(0, 400)} statt ${expected.slice(0, 400)}`,
      );
    }
    return written;
  };
}
