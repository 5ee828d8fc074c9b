import fs from 'node:fs';
import path from 'node:path';
import { type ModuleGraph as ChunkingContext, preciseImports } from './barrel-imports.ts';

/** The route files of the first page per page, relative to apps/web (build/first-page.json). */
export function firstPageRoutes(webRoot: string): Record<string, string[]> {
  const { $comment: _, ...pages } = JSON.parse(fs.readFileSync(path.join(webRoot, 'build/first-page.json'), 'utf8'));
  return pages as Record<string, string[]>;
}

/**
 * Parts of the shell that it loads lazily as soon as it renders (not on first use): Mantine's Menu of the
 * user menu (with Popover and floating-ui), Mantine's Tooltip and the alarm listener (event stream, the
 * alarm's schema and with it zod). Not needed to draw the first page, they are one chunk of their own,
 * loaded beside it (docs/decisions/0030). Every page behind the login loads it, so a page that needs one
 * of its modules (the start page: the labels of the appointment kinds) loads nothing extra for it.
 */
export const besideFirstPage = [
  'src/features/auth/user-menu.tsx',
  'src/components/mantine-tooltip.ts',
  'src/features/termin/alarm/alarm-listener.tsx',
];
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
 * other contract pages, the customer. The first page's own lazy parts (the notifications, the shell's
 * dialogs …) take their modules before the page chunks do, so the first page never loads a page chunk;
 * what a page of `sharingPages` needs of either is in `shared`.
 */
export const pageChunks = [
  {
    name: 'contract-details',
    route: 'src/routes/home/versicherungen/insurance-group/details/$id.tsx',
    beside: ['src/features/vertrag/step-bodies.ts'],
  },
];

/**
 * Pages of the navigation, opened often and by address (the start page is where the login lands), that
 * need a few modules the later chunks (a lazy part of the first page, a page chunk) need too: Tabs, Table,
 * SimpleGrid, icons, a formatter, the card list of the phone. What such a page needs beyond the first
 * page's chunks and those every page loads (`besideFirstPage`, the notifications), and a later chunk
 * would take, goes into one chunk `shared`, loaded by these pages instead of the later chunks. Before,
 * the start page and the customer list loaded the contract details' chunks and the dialogs 'Neue
 * Versicherung' and the quick search for them: about 160 KiB gzip more than they need.
 */
export const sharingPages = ['src/routes/home/index.tsx', 'src/routes/home/kunden/index.tsx'];
const sharedName = 'shared';

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
 * - the lazy parts of the first page (not routes: the notifications, the shell's dialogs, the list's
 *   'Neue Versicherung' …) a chunk each with what they need beyond that, the smaller part first (a module
 *   two parts need goes with the smaller one); the entry's own (the notifications, on every page) before
 *   `shared`, the others after it;
 * - the chunks of `pageChunks`.
 * The route's split module itself stays a chunk of its own (a few bytes), which the manifest names.
 * Who needs which module is read through barrels (`preciseImports`, build/barrel-imports.ts): an import
 * of Tabs from `@mantine/core` needs Tabs, not all of Mantine. Read as rolldown's module graph has it, every
 * module reached through a barrel looked like a module of the entry (the entry imports the barrels), and
 * rolldown put it with the first chunk whose modules import it: the start page loaded the contract
 * details' chunks for Tabs and Table.
 */
export function firstPageChunking(webRoot: string) {
  const routeFiles = [...new Set(Object.values(firstPageRoutes(webRoot)).flat())];
  let owners: Map<string, string> | undefined;

  let importsOf: ((id: string) => string[]) | undefined;
  const closure = (ctx: ChunkingContext, roots: string[]) => {
    importsOf ??= preciseImports(ctx);
    const seen = new Set(roots);
    const queue = [...roots];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const dep of importsOf(id)) {
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
    const lazyChunks = bySize.map(({ part }) => ({
      roots: [part],
      name: `${lazyName}-${path.basename(part).replace(/\.[jt]sx?$/, '')}`,
    }));
    // The entry's own lazy parts (the notifications) come on every page, the login too: they keep what
    // they need, a page of `sharingPages` loads them anyway.
    const everyPage = lazyChunks.filter(({ roots }) =>
      ctx.getModuleInfo(roots[0] ?? '')?.dynamicImporters.includes(entry),
    );
    for (const { roots, name } of everyPage) {
      claim(roots, name);
      firstLazyChunks.add(name);
    }
    const later = [
      ...lazyChunks.filter(({ name }) => !firstLazyChunks.has(name)),
      ...pageChunks.flatMap((page) => [
        { roots: splitOf(page.route).filter((id) => splitPart(id) === 'component'), name: page.name },
        { roots: page.beside.map((file) => path.join(webRoot, file)), name: `${page.name}-beside` },
      ]),
    ];
    const taken = new Set([...initial, ...result.keys()]);
    claim(sharedModules(ctx, later, sharingPages.map(splitOf), taken), sharedName);
    for (const { roots, name } of later) {
      claim(roots, name);
    }
    return result;
  };

  /**
   * What a page of `sharingPages` needs that a later chunk (a lazy part, a page chunk) would take: the
   * chunk `shared`, which that page loads instead of the later chunk.
   */
  const sharedModules = (
    ctx: ChunkingContext,
    later: { roots: string[]; name: string }[],
    pages: string[][],
    taken: Set<string>,
  ) => {
    const needed = new Set(pages.flatMap((parts) => [...closure(ctx, parts)]));
    const shared = new Set<string>();
    for (const { roots } of later) {
      for (const id of closure(ctx, roots)) {
        if (splitPart(id) === null && !taken.has(id)) {
          taken.add(id);
          if (needed.has(id)) {
            shared.add(id);
          }
        }
      }
    }
    return [...shared];
  };

  /** The lazy chunks claimed before `shared` (the entry's own lazy parts). */
  const firstLazyChunks = new Set<string>();
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
      return owner && firstLazyChunks.has(owner) ? owner : null;
    },
    group(sharedName),
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
