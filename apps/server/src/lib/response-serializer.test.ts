import * as domain from '@maklerwerk/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { compileFastSerializer, responseSerializerCompiler } from './response-serializer';

type Endpoint = { method: string; path: string; response: $ZodType };
const isEndpoint = (v: unknown): v is Endpoint =>
  typeof v === 'object' && v !== null && 'response' in v && v.response instanceof $ZodType && 'path' in v;

/** Every endpoint definition of the domain's API objects (authApi.me, vertragApi.list, …). */
const endpoints = Object.entries(domain).flatMap(([api, value]) =>
  typeof value === 'object' && value !== null
    ? Object.entries(value)
        .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
        .map(([name, endpoint]) => ({ name: `${api}.${name}`, endpoint }))
    : [],
);

const compile = (schema: z.ZodType, verify: boolean) =>
  responseSerializerCompiler({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data as never));

describe('response serializer', () => {
  it('writes every response of the API fast but the recursive form values and the appointment draft', () => {
    expect(endpoints.length).toBeGreaterThan(150);
    const slow = endpoints.filter(({ endpoint }) => !compileFastSerializer(endpoint.response)).map((e) => e.name);
    // z.lazy (a form's values nest) and a pipe: JSON Schema cannot describe them, zod writes them.
    expect(slow.sort()).toEqual([
      'formularApi.confirmAnlegerprofil',
      'formularApi.finish',
      'formularApi.load',
      'formularApi.save',
      'terminApi.draft',
    ]);
  });

  const Person = z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    rolle: z.enum(['makler', 'intern']),
    adresse: z.object({ plz: z.string(), ort: z.string() }).nullable(),
    tags: z.array(z.string()),
    notiz: z.string().optional(),
    art: z.discriminatedUnion('typ', [
      z.object({ typ: z.literal('privat'), geburtstag: z.string() }),
      z.object({ typ: z.literal('firma'), firma: z.string() }),
    ]),
  });
  const people = [
    {
      id: 1,
      name: 'Erika „Mustermann“ <b>\n',
      email: null,
      rolle: 'makler',
      adresse: { plz: '80331', ort: 'München' },
      tags: ['a', 'ü"'],
      art: { typ: 'privat', geburtstag: '1964-08-12' },
    },
    {
      id: 2,
      name: 'Firma',
      email: 'x@example.org',
      rolle: 'intern',
      adresse: null,
      tags: [],
      notiz: 'n',
      art: { typ: 'firma', firma: 'ACME' },
    },
  ];

  it('writes the same JSON as zod, and like zod only the declared fields', () => {
    const fast = compile(z.array(Person), false);
    // The same value; fast-json-stringify writes the optional `notiz` after the required fields.
    expect(JSON.parse(fast(people))).toStrictEqual(JSON.parse(zodJson(z.array(Person), people)));
    const withSecret = people.map((p) => ({
      ...p,
      passwordHash: 'geheim',
      adresse: p.adresse && { ...p.adresse, x: 1 },
    }));
    expect(fast(withSecret)).toBe(fast(people));
    expect(fast(withSecret)).not.toContain('geheim');
  });

  it('outside production refuses an answer the fast serializer would write differently from zod', () => {
    const verified = compile(Person, true);
    expect(verified(people[0])).toBe(zodJson(Person, people[0]));
    // zod refuses these answers; fast-json-stringify alone would write "" and 1.
    expect(() => verified({ ...people[0], name: null })).toThrow();
    expect(() => verified({ ...people[0], id: 1.5 })).toThrow();
    expect(() => compile(Person, false)({ ...people[0], id: 1.5 })).not.toThrow();
  });

  it('leaves a schema that changes its value to zod', () => {
    const Piped = z.object({ when: z.string().pipe(z.string().min(1)) });
    expect(compileFastSerializer(Piped)).toBeUndefined();
    expect(compile(Piped, false)({ when: '2026-11-26' })).toBe('{"when":"2026-11-26"}');
    expect(() => compile(Piped, false)({ when: '' })).toThrow();
  });
});
