import fs from 'node:fs';
import path from 'node:path';

type ModuleInfo = { importedIds: string[]; dynamicallyImportedIds: string[] };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/** The route files of the first page per page, relative to apps/web (build/first-page.json). */
export function firstPageRoutes(webRoot: string): Record<string, string[]> {
  const { $comment: _, ...pages } = JSON.parse(fs.readFileSync(path.join(webRoot, 'build/first-page.json'), 'utf8'));
  return pages as Record<string, string[]>;
}

/**
 * Parts of the shell that it loads lazily as soon as it renders (not on first use): Mantine's Menu of the
 * user menu (with Popover and floating-ui) and Mantine's Tooltip. Not needed to draw the first page, they
 * are one chunk of their own, loaded beside it (docs/decisions/0030).
 */
export const besideFirstPage = ['src/features/auth/user-menu.tsx', 'src/components/mantine-tooltip.ts'];
const besideName = 'first-page-beside';

/**
 * Pages opened often by address (a bookmark, a link from the contract list in a new tab) whose first view
 * is one chunk of its own: what the route's component needs beyond the first page's chunks. Left to
 * rolldown, the contract details came in 120 chunks of one or two KiB, which the browser fetches six at a
 * time (HTTP/1.1); their round trips, not their bytes, held its first paint. The route's loader and what
 * it needs stay out of the group, so the loader (it starts the page's query) does not wait for it.
 */
export const pageChunks = [
  { name: 'contract-details', route: 'src/routes/home/versicherungen/insurance-group/details/$id.tsx' },
];

/**
 * Chunks of the first page (docs/decisions/0030), for rolldown's `output.codeSplitting`. Splitting
 * alone does not make a page lighter, and many small chunks make it heavier: each is compressed on its
 * own (about a tenth more than one file), and the entry lists the chunks of every route for preloading.
 * So:
 * - everything the entry imports (the `$initial` modules) is one chunk, the entry;
 * - what each route file of the first page needs beyond that (build/first-page.json: the login, the
 *   /home layout, the contract list) is one chunk per route file, the earlier file first: the login
 *   page loads no shell, the shell no list. Another page that needs a module of these loads its chunk
 *   (measured: cheaper for the contract details and the start page too than the scattered chunks).
 * The route's split module itself stays a chunk of its own (a few bytes), which the manifest names.
 */
export function firstPageChunking(webRoot: string) {
  const routeFiles = [...new Set(Object.values(firstPageRoutes(webRoot)).flat())];
  let owners: Map<string, string> | undefined;

  const closure = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set(roots);
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const dep of ctx.getModuleInfo(id)?.importedIds ?? []) {
        if (!seen.has(dep)) {
          seen.add(dep);
          queue.push(dep);
        }
      }
    }
    return seen;
  };

  const computeOwners = (ctx: ChunkingContext) => {
    const result = new Map<string, string>();
    // Every lazily loaded module (a route's split part, a lazy component) and the modules it needs.
    const entry = path.join(webRoot, 'src/main.tsx');
    const initial = closure(ctx, [entry]);
    const dynamicEntries = new Set<string>();
    const pending = [...initial];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (!dynamicEntries.has(target)) {
          dynamicEntries.add(target);
          pending.push(...closure(ctx, [target]));
        }
      }
    }
    const splitOf = (file: string) =>
      [...dynamicEntries].filter((id) => id.startsWith(`${path.join(webRoot, file)}?tsr-split=`));
    const firstPageEntries = new Set(routeFiles.flatMap(splitOf));
    for (const file of routeFiles) {
      const roots = splitOf(file);
      const name = chunkName(file);
      for (const id of closure(ctx, roots)) {
        if (!initial.has(id) && !firstPageEntries.has(id) && !result.has(id)) {
          result.set(id, name);
        }
      }
    }
    for (const id of closure(
      ctx,
      besideFirstPage.map((file) => path.join(webRoot, file)),
    )) {
      if (!initial.has(id) && !firstPageEntries.has(id) && !result.has(id)) {
        result.set(id, besideName);
      }
    }
    if (process.env.HELPER_CHUNK_DUMP) {
      const reach: Record<string, { size: number; entries: string[] }> = {};
      for (const e of dynamicEntries) {
        for (const id of closure(ctx, [e])) {
          if (initial.has(id)) continue;
          reach[id] ??= { size: ctx.getModuleInfo(id)?.code?.length ?? 0, entries: [] };
          reach[id].entries.push(e);
        }
      }
      fs.writeFileSync(process.env.HELPER_CHUNK_DUMP, JSON.stringify({ owners: Object.fromEntries(result), reach }));
    }
    for (const page of pageChunks) {
      const split = splitOf(page.route);
      const loaderNeeds = closure(
        ctx,
        split.filter((id) => !/[?&]tsr-split=component\b/.test(id)),
      );
      const roots = split.filter((id) => /[?&]tsr-split=component\b/.test(id));
      for (const id of closure(ctx, roots)) {
        if (!initial.has(id) && !split.includes(id) && !loaderNeeds.has(id) && !result.has(id)) {
          result.set(id, page.name);
        }
      }
    }
    return result;
  };

  const names = [...routeFiles.map(chunkName), besideName, ...pageChunks.map((page) => page.name)];
  const ownerOf = (id: string, ctx: ChunkingContext) => {
    owners ??= computeOwners(ctx);
    return owners.get(id);
  };
  return {
    groups: [
      { name: 'app', tags: ['$initial' as const], priority: names.length + 1 },
      // One group per route file, the earlier first: a module the login and the list share belongs to the login.
      ...names.map((name, index) => ({
        name: (id: string, ctx: ChunkingContext) => (ownerOf(id, ctx) === name ? name : null),
        priority: names.length - index,
      })),
    ],
  };
}

/** `first-page-login`, `first-page-route` (the /home layout), `first-page-insurance-group` (the list). */
function chunkName(file: string): string {
  const base = path.basename(file).replace(/\.tsx?$/, '');
  return `first-page-${base === 'index' ? path.basename(path.dirname(file)) : base}`;
}
