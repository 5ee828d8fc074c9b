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
const lazyName = 'first-page-lazy';

/**
 * Pages whose first view, opened by address (a bookmark, a link opened in a new tab, a reload), gets
 * chunks of its own, as the first page (docs/decisions/0030). Left to rolldown, the contract details came
 * in 120 chunks of mostly one or two KiB, which the browser fetches six at a time (HTTP/1.1): their round
 * trips, not their bytes, held the page's first paint (Lighthouse 90, LCP 1.7 s; with these chunks 98).
 * - `…-loader`: what the route's loader needs, a small chunk, so that the loader, which starts the page's
 *   query, does not wait for the page's chunk;
 * - `…`: what the route's component needs;
 * - `…-beside`: what the modules of `beside` need beyond that: parts the page loads lazily (the steps
 *   besides the one a contract opens with), one chunk instead of forty.
 * Another page that needs a module of these loads its chunk, as with the chunks of the first page: the
 * other contract pages, the customer, the start page. The first page's own lazy parts (the alarm
 * listener, the notifications, the shell's dialogs …) take their modules before the page chunks do, so
 * the first page never loads a page chunk. A module the app reaches through a barrel only (Mantine's
 * components, the icons, the domain behind `@maklerwerk/domain`) looks like a module of the entry here
 * (the entry imports the barrels); rolldown puts it with the first group whose modules import it.
 */
export const pageChunks = [
  {
    name: 'contract-details',
    route: 'src/routes/home/versicherungen/insurance-group/details/$id.tsx',
    beside: ['src/features/vertrag/step-bodies.ts'],
  },
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
 * - the lazy parts of the first page (not routes: the alarm listener, the notifications, the shell's
 *   dialogs, the list's 'Neue Versicherung' …) a chunk each with what they need beyond that, the smaller
 *   part first (a module two parts need goes with the smaller one);
 * - the chunks of `pageChunks`.
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
  const splitPart = (id: string) => new URLSearchParams(id.split('?')[1] ?? '').get('tsr-split');

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
    /** What `roots` need that no earlier chunk has; a route's split module stays a chunk of its own. */
    const unclaimed = (roots: string[]) =>
      [...closure(ctx, roots)].filter((id) => !initial.has(id) && splitPart(id) === null && !result.has(id));
    const claim = (roots: string[], name: string) => {
      for (const id of unclaimed(roots)) {
        result.set(id, name);
      }
    };

    for (const file of routeFiles) {
      claim(splitOf(file), chunkName(file));
    }
    claim(
      besideFirstPage.map((file) => path.join(webRoot, file)),
      besideName,
    );
    // The first page's lazy parts (not routes), and what they load lazily in turn.
    const lazyParts = new Set<string>();
    const fromFirstPage = [...initial, ...result.keys()];
    for (let id = fromFirstPage.pop(); id !== undefined; id = fromFirstPage.pop()) {
      for (const target of ctx.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
        if (splitPart(target) === null && !lazyParts.has(target)) {
          lazyParts.add(target);
          fromFirstPage.push(...closure(ctx, [target]));
        }
      }
    }
    for (const page of pageChunks) {
      claim(
        splitOf(page.route).filter((id) => splitPart(id) === 'loader'),
        `${page.name}-loader`,
      );
    }
    const bySize = [...lazyParts].map((part) => ({ part, size: unclaimed([part]).length }));
    bySize.sort((a, b) => a.size - b.size || a.part.localeCompare(b.part));
    for (const { part } of bySize) {
      claim([part], `${lazyName}-${path.basename(part).replace(/\.[jt]sx?$/, '')}`);
    }
    for (const page of pageChunks) {
      claim(
        splitOf(page.route).filter((id) => splitPart(id) === 'component'),
        page.name,
      );
      claim(
        page.beside.map((file) => path.join(webRoot, file)),
        `${page.name}-beside`,
      );
    }
    return result;
  };

  const ownerOf = (id: string, ctx: ChunkingContext) => {
    owners ??= computeOwners(ctx);
    return owners.get(id);
  };
  const group = (name: string) => (id: string, ctx: ChunkingContext) => (ownerOf(id, ctx) === name ? name : null);
  // Highest priority first. A group takes what its modules import too: the earlier group gets a module both
  // need (one per route file of the first page, the earlier first: a module the login and the list share
  // belongs to the login).
  const groups = [
    ...routeFiles.map((file) => group(chunkName(file))),
    group(besideName),
    ...pageChunks.map((page) => group(`${page.name}-loader`)),
    (id: string, ctx: ChunkingContext) => {
      const owner = ownerOf(id, ctx);
      return owner?.startsWith(`${lazyName}-`) ? owner : null;
    },
    ...pageChunks.flatMap((page) => [group(page.name), group(`${page.name}-beside`)]),
  ];
  return {
    groups: [
      { name: 'app', tags: ['$initial' as const], priority: groups.length + 1 },
      ...groups.map((name, index) => ({ name, priority: groups.length - index })),
    ],
  };
}

/** `first-page-login`, `first-page-route` (the /home layout), `first-page-insurance-group` (the list). */
function chunkName(file: string): string {
  const base = path.basename(file).replace(/\.tsx?$/, '');
  return `first-page-${base === 'index' ? path.basename(path.dirname(file)) : base}`;
}
