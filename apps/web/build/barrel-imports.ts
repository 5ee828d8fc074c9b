import path from 'node:path';
import { parseAst } from 'vite';

export type ModuleInfo = {
  code: string | null;
  importedIds: string[];
  dynamicallyImportedIds: string[];
  dynamicImporters: string[];
  exports: string[];
};
export type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

type Node = { type: string; [key: string]: unknown };
/** How a barrel exports a name: from which of its imports, under which name there ('*': the whole module). */
type Reexport = { source: string; name: string };
type Barrel = { named: Map<string, Reexport>; star: string[] };

const extensions = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];

const nameOf = (node: unknown) => {
  const n = node as Node | undefined;
  return n?.type === 'Literal' ? String(n.value) : String(n?.name);
};

/**
 * The static imports of each module as the bundle has them: an import of names from a barrel (a module
 * of re-exports only: `@mantine/core`, `@tabler/icons-react`, `@maklerwerk/domain` …) leads to the
 * modules that define those names, not to the barrel and with it to everything it re-exports.
 * `importedIds` alone says that every module using one Mantine component needs all of Mantine; a
 * bundler with tree-shaking places the component where it is used. Where an import cannot be followed
 * (a namespace import, `export *` from a barrel, a name it cannot find) it keeps the barrel: more than
 * needed, never less.
 */
export function preciseImports(ctx: ModuleGraph): (id: string) => string[] {
  const barrels = new Map<string, Barrel | null>();
  const imports = new Map<string, string[]>();
  const resolved = new Map<string, string[] | null>();

  const body = (id: string): Node[] | null => {
    const code = ctx.getModuleInfo(id)?.code;
    if (!code || !/\b(import|export)\b/.test(code)) {
      return null;
    }
    try {
      return parseAst(code).body as unknown as Node[];
    } catch {
      return null;
    }
  };

  /** The import of `from` that `source` (as written in `from`) names. */
  const byFile = new Map<string, Map<string, string>>();
  const target = (from: string, source: string): string | undefined => {
    const ids = ctx.getModuleInfo(from)?.importedIds ?? [];
    if (!source.startsWith('.')) {
      // A package ('@mantine/core': its entry, the barrel) or a file in it ('@mantine/core/styles.css').
      const pkg = `/node_modules/${source}`;
      const rest = (id: string) => (id.includes(pkg) ? id.slice(id.lastIndexOf(pkg) + pkg.length) : null);
      const exact = ids.find((id) => /^(\.\w+)?$/.test(rest(id) ?? '-'));
      const inside = ids.filter((id) => rest(id)?.startsWith('/'));
      return exact ?? (inside.length === 1 ? inside[0] : inside.find((id) => barrel(id)));
    }
    let files = byFile.get(from);
    if (!files) {
      files = new Map(ids.map((id) => [id.split('?')[0] ?? id, id]));
      byFile.set(from, files);
    }
    const base = path.resolve(path.dirname(from.split('?')[0] ?? from), source);
    for (const file of [
      base,
      ...extensions.map((ext) => base + ext),
      ...extensions.map((ext) => `${base}/index${ext}`),
    ]) {
      const id = files.get(file);
      if (id) {
        return id;
      }
    }
    return undefined;
  };

  const barrel = (id: string): Barrel | null => {
    if (barrels.has(id)) {
      return barrels.get(id) ?? null;
    }
    barrels.set(id, null);
    // Cheap test first: re-exports have no calls and no assignments (a comment with either: no barrel).
    const code = (ctx.getModuleInfo(id)?.code ?? '').replace(/^\s*\/\*[\s\S]*?\*\//, '');
    if (code.includes('(') || code.includes('=')) {
      return null;
    }
    const statements = body(id);
    const reexportsOnly = statements?.every(
      (s) =>
        s.type === 'ImportDeclaration' ||
        s.type === 'ExportAllDeclaration' ||
        (s.type === 'ExportNamedDeclaration' && !s.declaration),
    );
    if (!statements || !reexportsOnly) {
      return null;
    }
    const imported = new Map<string, Reexport>();
    const result: Barrel = { named: new Map(), star: [] };
    for (const s of statements) {
      const source = (s.source as Node | null)?.value as string | undefined;
      const specifiers = (s.specifiers ?? []) as Node[];
      if (s.type === 'ImportDeclaration' && source) {
        for (const spec of specifiers) {
          const name =
            spec.type === 'ImportSpecifier'
              ? nameOf(spec.imported)
              : spec.type === 'ImportDefaultSpecifier'
                ? 'default'
                : '*';
          imported.set(nameOf(spec.local), { source, name });
        }
      } else if (s.type === 'ExportAllDeclaration' && source) {
        if (s.exported) {
          result.named.set(nameOf(s.exported), { source, name: '*' });
        } else {
          result.star.push(source);
        }
      } else if (s.type === 'ExportNamedDeclaration') {
        for (const spec of specifiers) {
          const exported = nameOf(spec.exported);
          const local = nameOf(spec.local);
          const from = source ? { source, name: local } : imported.get(local);
          if (from) {
            result.named.set(exported, from);
          }
        }
      }
    }
    barrels.set(id, result);
    return result;
  };

  /** The names a module exports; a barrel's `export *` counted out (the bundler lists them as '*'). */
  const names = new Map<string, Set<string>>();
  const exportedNames = (id: string): Set<string> => {
    const known = names.get(id);
    if (known) {
      return known;
    }
    const result = new Set<string>();
    names.set(id, result);
    const b = barrel(id);
    for (const n of b ? b.named.keys() : (ctx.getModuleInfo(id)?.exports ?? [])) {
      result.add(n);
    }
    for (const source of b?.star ?? []) {
      const module = target(id, source);
      for (const n of module ? exportedNames(module) : []) {
        if (n !== 'default') {
          result.add(n);
        }
      }
    }
    return result;
  };

  /** The modules that define `name` of the barrel `id` (null: not found). */
  const resolve = (id: string, name: string): string[] | null => {
    const key = `${id}\u0000${name}`;
    if (resolved.has(key)) {
      return resolved.get(key) ?? null;
    }
    resolved.set(key, null);
    const b = barrel(id);
    let result: string[] | null = null;
    const follow = (module: string, inner: string) =>
      inner !== '*' && barrel(module) ? resolve(module, inner) : [module];
    const named = b?.named.get(name);
    if (named) {
      const module = target(id, named.source);
      result = module ? follow(module, named.name) : null;
    } else if (b && name !== 'default') {
      for (const source of b.star) {
        const module = target(id, source);
        if (module && exportedNames(module).has(name)) {
          result = follow(module, name);
          break;
        }
      }
    }
    resolved.set(key, result);
    return result;
  };

  const importsOf = (id: string): string[] => {
    const known = imports.get(id);
    if (known) {
      return known;
    }
    const ids = ctx.getModuleInfo(id)?.importedIds ?? [];
    const viaBarrel = ids.filter((dep) => barrel(dep));
    if (viaBarrel.length === 0) {
      imports.set(id, ids);
      return ids;
    }
    // Which names this module takes from which barrel; a barrel used otherwise stays an import.
    const taken = new Map<string, Set<string>>(viaBarrel.map((dep) => [dep, new Set<string>()]));
    const whole = new Set<string>();
    for (const s of body(id) ?? []) {
      const source = (s.source as Node | null | undefined)?.value as string | undefined;
      if (!source || !['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration'].includes(s.type)) {
        continue;
      }
      const specifiers = (s.specifiers ?? []) as Node[];
      const byPath = target(id, source);
      if (specifiers.length === 0 && s.type !== 'ExportAllDeclaration' && byPath === undefined) {
        continue; // an import for its side effects ('@mantine/core/styles.css', 'react'): no barrel's names
      }
      // null: the statement takes the whole module (a namespace, `export *`, a side effect).
      const wanted =
        s.type === 'ExportAllDeclaration' ||
        specifiers.length === 0 ||
        specifiers.some((spec) => spec.type === 'ImportNamespaceSpecifier')
          ? null
          : specifiers.map((spec) =>
              spec.type === 'ImportDefaultSpecifier'
                ? 'default'
                : nameOf(s.type === 'ImportDeclaration' ? spec.imported : spec.local),
            );
      // The barrel it reads: by its path, else (a package resolved elsewhere, as the workspace's domain)
      // the one barrel that exports all its names.
      const candidates =
        byPath !== undefined
          ? [byPath].filter((dep) => taken.has(dep))
          : source.startsWith('.')
            ? []
            : viaBarrel.filter((dep) => wanted === null || wanted.every((n) => exportedNames(dep).has(n)));
      const [only] = candidates;
      if (wanted === null || candidates.length !== 1 || only === undefined) {
        for (const dep of candidates) {
          whole.add(dep);
        }
        continue;
      }
      for (const n of wanted) {
        taken.get(only)?.add(n);
      }
    }
    const result = new Set<string>(ids.filter((dep) => !taken.has(dep)));
    for (const [dep, wanted] of taken) {
      const leaves = [...wanted].map((n) => resolve(dep, n));
      if (whole.has(dep) || wanted.size === 0 || leaves.some((l) => l === null)) {
        result.add(dep);
      }
      for (const l of leaves.flatMap((leaf) => leaf ?? [])) {
        result.add(l);
      }
    }
    const list = [...result];
    imports.set(id, list);
    return list;
  };
  return importsOf;
}
