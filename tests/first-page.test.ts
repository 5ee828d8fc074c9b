import fs from 'node:fs';
import path from 'node:path';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { transformDomainModule } from '../apps/web/build/domain-for-browser.ts';

// docs/decisions/0030: the first page (login, contract list) carries no zod. Every route's search reader
// (validateSearch, params, beforeLoad) is part of it, so route files and what they read stay zod-free,
// and the browser build of the domain keeps only what the web runs.
const root = path.resolve(import.meta.dirname, '..');

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : files(full, pattern);
    }
    return pattern.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importsZod = (file: string) => /from 'zod(\/[^']*)?'/.test(fs.readFileSync(file, 'utf8'));
const relative = (file: string) => path.relative(root, file);

describe('the first page carries no zod', () => {
  it('route files and the search readers they use import no zod (lib/search-schema.ts instead)', () => {
    const routes = files(path.join(root, 'apps/web/src/routes'), /\.tsx?$/);
    const readers = files(path.join(root, 'apps/web/src'), /-search\.ts$|^search-schema\.ts$|^route-params\.ts$/);
    expect([...routes, ...readers].filter(importsZod).map(relative)).toEqual([]);
  });

  it('the domain modules that route files read are zod-free', () => {
    const zodFree = [
      'vertrag/vertrag-sort.ts',
      'vertrag/vertrag-status.ts',
      'kunde/kunde-sort.ts',
      'courtage/erwartung-jahr.ts',
      'kommunikation/composer-kinds.ts',
      'dokument/dokument-nodes.ts',
      'aenderungslog/aenderungslog-record-types.ts',
      'aenderungslog/aenderungslog-typen.ts',
      'api/endpoint.ts',
      'constants.ts',
    ].map((file) => path.join(root, 'packages/domain/src', file));
    // `import type` is erased; anything else pulls zod into the first page.
    const zodAtRunTime = (file: string) => /^import (?!type )[^;]*from 'zod'/m.test(fs.readFileSync(file, 'utf8'));
    expect(zodFree.filter(zodAtRunTime).map(relative)).toEqual([]);
  });
});

async function browserBuildOf(file: string): Promise<string> {
  const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file);
  return transformDomainModule(code);
}

type Node = { type: string; [key: string]: unknown };

function endpointKeys(code: string): string[][] {
  const found: string[][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
    } else if (node && typeof node === 'object') {
      const n = node as Node;
      const callee = n.callee as Node | undefined;
      if (n.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineEndpoint') {
        const [options] = n.arguments as Node[];
        found.push(((options?.properties ?? []) as Node[]).map((p) => String((p.key as Node).name)));
      }
      Object.values(n).forEach(visit);
    }
  };
  visit(parseAst(code));
  return found;
}

const exportedNames = (code: string) =>
  (parseAst(code).body as unknown as Node[])
    .filter((s) => s.type === 'ExportNamedDeclaration')
    .flatMap((s) => {
      const declaration = s.declaration as Node | null;
      if (declaration?.type === 'VariableDeclaration') {
        return (declaration.declarations as Node[]).map((d) => String((d.id as Node).name));
      }
      return declaration ? [String((declaration.id as Node).name)] : [];
    })
    .sort();

describe('the domain in the browser build (apps/web/build/domain-for-browser.ts)', () => {
  const apiFiles = files(path.join(root, 'packages/domain/src/api'), /\.api\.ts$/);

  it('endpoints keep method and path only, and every module still exports what it did', async () => {
    for (const file of apiFiles) {
      const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file);
      const browser = transformDomainModule(code);
      expect(endpointKeys(code).length, relative(file)).toBeGreaterThan(0);
      expect(endpointKeys(browser), relative(file)).toEqual(endpointKeys(code).map(() => ['method', 'path']));
      expect(exportedNames(browser), relative(file)).toEqual(exportedNames(code));
    }
  });

  it('every module still parses and exports the same names', async () => {
    for (const file of files(path.join(root, 'packages/domain/src'), /\.ts$/)) {
      const { code } = await transformWithOxc(fs.readFileSync(file, 'utf8'), file);
      expect(exportedNames(await browserBuildOf(file)), relative(file)).toEqual(exportedNames(code));
    }
  });

  it('marks the calls a module makes while loading as pure, not those inside functions', () => {
    const code = [
      "import { z } from 'zod';",
      'export const A = z.object({ a: z.string().max(3) }).extend({ b: z.number() });',
      'const B = idSchema();',
      'export const C = { list: [makeList()], label: "x" };',
      'export function f() { return g(); }',
      'export const h = () => sideEffect();',
    ].join('\n');
    const out = transformDomainModule(code);
    expect(out).toContain('export const A = /* @__PURE__ */ z.object({ a: /* @__PURE__ */ z.string().max(3) })');
    expect(out).toContain('const B = /* @__PURE__ */ idSchema();');
    expect(out).toContain('list: [/* @__PURE__ */ makeList()]');
    expect(out).toContain('return g();');
    expect(out).toContain('=> sideEffect()');
  });

  it('drops an import only the removed schemas used', () => {
    const code = [
      "import { Q, R } from './schemas';",
      "import { P } from './other';",
      "export const api = { a: defineEndpoint({ method: 'GET', path: '/a', query: Q, response: R }), b: P };",
    ].join('\n');
    const out = transformDomainModule(code);
    expect(out).not.toContain("from './schemas'");
    expect(out).toContain("import { P } from './other';");
    expect(out).toMatch(/defineEndpoint\(\{ method: 'GET', path: '\/a',\s*\}\)/);
  });
});
