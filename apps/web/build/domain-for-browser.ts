import { type Plugin, parseAst } from 'vite';

/**
 * The shared domain package as the browser build needs it (docs/decisions/0030). Build only; `vite dev`
 * and the tests see the domain as written.
 *
 * 1. Every call a domain module makes while it loads (a schema, a lookup table built from a list) is
 *    marked pure: a declaration the web does not use is dropped with its zod schema. The domain is pure
 *    by design (schemas and rules; see `moduleSideEffects` in vite.config.ts), but a bundler cannot know
 *    that of `idSchema()`, `z.object({ … }).extend({ … })` or `Object.fromEntries(…)`.
 * 2. An endpoint definition keeps only what the api-client reads at run time (method, path): its zod
 *    schemas (params, query, body, response) and OpenAPI texts stay on the server. The server checks
 *    every request with them and sends every answer through its response schema
 *    (fastify-type-provider-zod's serializer), so the browser build trusts the answer; `vite dev` and the
 *    tests still parse it (lib/api-client.ts). The types come from the source, unchanged.
 */
export function domainForBrowser(): Plugin {
  return {
    name: 'maklerwerk-domain-for-browser',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]packages[\\/]domain[\\/]src[\\/].*\.ts$/ },
      handler(code, id) {
        if (/\.test\.ts$/.test(id)) {
          return null;
        }
        const next = transformDomainModule(code);
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}

/** Properties of `defineEndpoint({ … })` the browser build keeps. */
const keptEndpointKeys = new Set(['method', 'path']);

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The transform of one domain module's JavaScript (after TypeScript was stripped); exported for its test. */
export function transformDomainModule(code: string): string {
  const program = parseAst(code) as unknown as { body: Node[] };
  const pure = new Set<number>();
  const cuts: [number, number][] = [];

  /** Marks the calls evaluated when the expression is; not inside functions, which run later. */
  const markCalls = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(markCalls);
      return;
    }
    if (!isNode(node)) {
      return;
    }
    if (['FunctionExpression', 'ArrowFunctionExpression', 'ClassExpression'].includes(node.type)) {
      return;
    }
    if (node.type === 'CallExpression' || node.type === 'NewExpression') {
      pure.add(node.start);
      if (node.type === 'CallExpression') {
        stripEndpoint(node);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'start' && key !== 'end' && key !== 'type') {
        markCalls(value);
      }
    }
  };

  const stripEndpoint = (call: Node): void => {
    const callee = call.callee as Node;
    const [options] = call.arguments as Node[];
    if (callee.type !== 'Identifier' || callee.name !== 'defineEndpoint' || options?.type !== 'ObjectExpression') {
      return;
    }
    const properties = options.properties as Node[];
    properties.forEach((property, index) => {
      const key = property.key as Node | undefined;
      const name = key?.type === 'Identifier' ? key.name : key?.type === 'Literal' ? key.value : undefined;
      if (property.type === 'Property' && !property.computed && !keptEndpointKeys.has(String(name))) {
        cuts.push([property.start, properties[index + 1]?.start ?? property.end]);
      }
    });
  };

  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        markCalls(declarator.init);
      }
    }
  }

  // An import only the cut schemas used goes too: the bundler places a module by its imports.
  const inCut = (at: number) => cuts.some(([from, to]) => at >= from && at < to);
  const used = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(collect);
    } else if (isNode(node) && node.type !== 'ImportDeclaration' && !inCut(node.start)) {
      if (node.type === 'Identifier') {
        used.add(String(node.name));
      }
      for (const [key, value] of Object.entries(node)) {
        if (key !== 'start' && key !== 'end' && key !== 'type') {
          collect(value);
        }
      }
    }
  };
  if (cuts.length > 0) {
    collect(program.body);
    for (const statement of program.body) {
      const specifiers = statement.type === 'ImportDeclaration' ? (statement.specifiers as Node[]) : [];
      const local = (s: Node) => String((s.local as Node).name);
      if (specifiers.length > 0 && specifiers.every((s) => !used.has(local(s)))) {
        cuts.push([statement.start, statement.end]);
      }
    }
  }

  // From the end, so that earlier offsets stay valid; a cut property takes its calls' marks with it.
  const edits = [
    ...cuts.map(([start, end]) => ({ start, end, text: '' })),
    ...[...pure].filter((start) => !inCut(start)).map((start) => ({ start, end: start, text: '/* @__PURE__ */ ' })),
  ].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = code;
  for (const { start, end, text } of edits) {
    out = out.slice(0, start) + text + out.slice(end);
  }
  return out;
}
