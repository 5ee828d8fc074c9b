import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md practice 6, enforced: features do not import each other (the contract screen hosts the areas of
// its tabs), web imports run routes → features → shared → components → lib, and packages/domain imports
// nothing from the apps.
const root = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' ? [] : sourceFiles(full);
    }
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : [];
  });
}

/** Every relative or package import of a file, resolved to a path below the repo where relative. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s+'([^']+)'/g)].map(([, spec = '']) =>
    spec.startsWith('.') ? path.relative(root, path.resolve(path.dirname(file), spec)) : spec,
  );
}

function violations(dir: string, isForbidden: (file: string, target: string) => boolean): string[] {
  return sourceFiles(path.join(root, dir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => isForbidden(path.relative(root, file), target))
      .map((target) => `${path.relative(root, file)} → ${target}`),
  );
}

const featureOf = (p: string, base: string) => (p.startsWith(base) ? p.slice(base.length).split('/')[0] : undefined);

/**
 * The contract screen (web features/vertrag) hosts the areas shown in its tabs and steps: it composes their
 * sections (postbox, damage reports, bookings, portals, the inbox banner). It is the only feature that
 * imports others, and none imports it back: the areas read the contract through shared/vertrag.
 */
const webHosts: Record<string, string[]> = {
  vertrag: ['courtage', 'dokument', 'kommunikation', 'schadensmeldung', 'vergleichsportal'],
};

describe('import boundaries', () => {
  it('server features do not import each other', () => {
    const base = 'apps/server/src/features/';
    const found = violations(base, (file, target) => {
      const other = featureOf(target, base);
      return other !== undefined && other !== featureOf(file, base);
    });
    expect(found).toEqual([]);
  });

  it('web features do not import each other, but the contract screen composes the areas it hosts', () => {
    const base = 'apps/web/src/features/';
    const found = violations(base, (file, target) => {
      const own = featureOf(file, base) ?? '';
      const other = featureOf(target, base);
      return other !== undefined && other !== own && !(webHosts[own] ?? []).includes(other);
    });
    expect(found).toEqual([]);
  });

  it('web layers run routes → features → shared → components → lib', () => {
    const web = 'apps/web/src/';
    const above = (layers: string[]) => (_: string, target: string) => layers.some((l) => target.startsWith(web + l));
    expect([
      ...violations(`${web}shared`, above(['features/', 'routes/', 'app/'])),
      ...violations(`${web}components`, above(['shared/', 'features/', 'routes/', 'app/'])),
      ...violations(`${web}lib`, above(['components/', 'shared/', 'features/', 'routes/', 'app/'])),
    ]).toEqual([]);
  });

  it('web query factories live in features and shared/, never in components/ (components call no API)', () => {
    const queries = sourceFiles(path.join(root, 'apps/web/src/components'))
      .map((file) => path.relative(root, file))
      .filter((file) => file.endsWith('.queries.ts'));
    expect(queries).toEqual([]);
  });

  it('web features have no index barrels: a route loader importing one pulled every page of it into the first page', () => {
    const barrels = sourceFiles(path.join(root, 'apps/web/src/features'))
      .map((file) => path.relative(root, file))
      .filter((file) => /\/index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });

  it('the web never imports server code, and the domain imports nothing from the apps', () => {
    const intoServer = violations(
      'apps/web/src',
      (_, t) => t.startsWith('apps/server') || t.includes('@maklerwerk/server'),
    );
    const intoApps = violations('packages/domain/src', (_, t) => t.startsWith('apps/') || t.startsWith('@maklerwerk/'));
    expect([...intoServer, ...intoApps]).toEqual([]);
  });

  it('server code finds its files through serverRoot, not import.meta.url (npm start runs a bundle, decision 0012)', () => {
    const allowed = new Set(['apps/server/src/paths.ts']);
    const relativeToModule = sourceFiles(path.join(root, 'apps/server/src'))
      .map((file) => path.relative(root, file))
      .filter((file) => !allowed.has(file) && !/\.test\.ts$/.test(file))
      .filter((file) =>
        /new URL\([^)]*import\.meta\.url|import\.meta\.dirname/.test(fs.readFileSync(path.join(root, file), 'utf8')),
      );
    expect(relativeToModule).toEqual([]);
  });
});

// Issue 37 item 1: SQL lives in repositories. `drizzle-orm` and the database (its handle `db/client`, its
// tables `db/schema`, anything under apps/server/src/db/) are imported only where SQL is written.
const serverSrc = 'apps/server/src/';

/** Each import statement of a file with its target (resolved like importsOf) and whether it is type-only. */
function importStatementsOf(file: string): { target: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+'([^']+)'/gms)].map(
    ([, typeKeyword, clause = '', spec = '']) => {
      const named = /^\{([^}]*)\}$/.exec(clause.trim())?.[1];
      const allInlineTypes =
        named
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
          .every((s) => s.startsWith('type ')) ?? false;
      return {
        target: spec.startsWith('.')
          ? path.relative(root, path.resolve(path.dirname(path.join(root, file)), spec))
          : spec,
        typeOnly: typeKeyword !== undefined || allInlineTypes,
      };
    },
  );
}

const isDrizzle = (target: string) => target === 'drizzle-orm' || target.startsWith('drizzle-orm/');
const isDbModule = (target: string) => target.startsWith(`${serverSrc}db/`);
/** `import type { Db, Executor, Tx }`: services pass the handle or the transaction through to repositories. */
const isHandleType = (target: string, typeOnly: boolean) => typeOnly && target === `${serverSrc}db/client`;

/** Where SQL may be written: repositories, the database layer, seed/demo data and tests. */
const mayWriteSql = (file: string) =>
  file.endsWith('.repository.ts') ||
  // The shared repository folder (keyset pages, change-log writer, versioned save, archive rows, search text):
  // named as a folder rather than renaming its files, because every feature imports them and several of those
  // features are being reworked in parallel.
  file.startsWith(`${serverSrc}repositories/`) ||
  file.startsWith(`${serverSrc}db/`) ||
  file.startsWith(`${serverSrc}demo/`) ||
  file.startsWith(`${serverSrc}test/`) ||
  /\.test(-[a-z-]+)?\.ts$/.test(file);
// apps/server/bench/ (load generator, explain plans) is outside the scanned src and free to use the database.

/**
 * The composition root opens the database and hands it on; it may import `db/client` (openDatabase), but
 * never a table or drizzle-orm. app.ts, context.ts and openapi.ts need only the `Db` type.
 */
const compositionRoot = new Set([
  `${serverSrc}server.ts`, // opens the database the process serves
  `${serverSrc}files/files-check-cli.ts`, // a command-line entry point: opens the database it checks
  `${serverSrc}backup/backup.ts`, // npm run backup: opens a stopped server's embedded database to dump it
  `${serverSrc}backup/restore.ts`, // npm run restore: opens the database it restored to check it
]);

function sqlOutsideRepositories(): string[] {
  return sourceFiles(path.join(root, serverSrc))
    .map((file) => path.relative(root, file))
    .filter((file) => !mayWriteSql(file))
    .filter((file) =>
      importStatementsOf(file).some(({ target, typeOnly }) => {
        if (isDrizzle(target)) {
          return true;
        }
        if (!isDbModule(target) || isHandleType(target, typeOnly)) {
          return false;
        }
        return !(compositionRoot.has(file) && target === `${serverSrc}db/client`);
      }),
    );
}

/**
 * Files that still break the rule, each with what is to move. Other areas are reworked in parallel, so the
 * list is explicit and only shrinks: a listed file that keeps the rule fails the test until it leaves the list.
 */
const sqlOutsideRepositoriesAllowed: Record<string, string> = {};

function routesImportingRepositories(): string[] {
  return sourceFiles(path.join(root, serverSrc))
    .map((file) => path.relative(root, file))
    .filter((file) => file.endsWith('.routes.ts'))
    .filter((file) =>
      importStatementsOf(file).some(
        ({ target }) => target.endsWith('.repository') || target.startsWith(`${serverSrc}repositories/`),
      ),
    );
}

const routesImportingRepositoriesAllowed: Record<string, string> = {};

/** Shared server layers serve the features; the features are wired to them in the composition root. */
const sharedServerLayers = ['mail', 'jobs', 'files', 'lib', 'auth', 'db', 'repositories'].map(
  (d) => `${serverSrc}${d}/`,
);

function sharedLayersImportingFeatures(): string[] {
  return sourceFiles(path.join(root, serverSrc))
    .map((file) => path.relative(root, file))
    .filter((file) => sharedServerLayers.some((layer) => file.startsWith(layer)))
    .filter((file) => importStatementsOf(file).some(({ target }) => target.startsWith(`${serverSrc}features/`)));
}

const sharedLayersImportingFeaturesAllowed: Record<string, string> = {};

describe('server layers', () => {
  const rules = [
    {
      name: 'drizzle-orm and the database are imported only by repositories, db/, demo/, tests and the composition root',
      found: sqlOutsideRepositories,
      allowed: sqlOutsideRepositoriesAllowed,
    },
    {
      name: 'routes import services, never a repository',
      found: routesImportingRepositories,
      allowed: routesImportingRepositoriesAllowed,
    },
    {
      name: 'mail/, jobs/, files/, lib/, auth/, db/ and repositories/ do not import features',
      found: sharedLayersImportingFeatures,
      allowed: sharedLayersImportingFeaturesAllowed,
    },
  ];
  for (const { name, found, allowed } of rules) {
    it(name, () => {
      const files = found();
      expect(files.filter((file) => !(file in allowed))).toEqual([]);
      // The allow-list only shrinks: a listed file that keeps the rule now leaves the list.
      expect(Object.keys(allowed).filter((file) => !files.includes(file))).toEqual([]);
    });
  }

  it('finds the server files it checks (the walk is not silently empty)', () => {
    const repositoriesUsingDrizzle = sourceFiles(path.join(root, serverSrc))
      .map((file) => path.relative(root, file))
      .filter((file) => file.endsWith('.repository.ts'))
      .filter((file) => importStatementsOf(file).some(({ target }) => isDrizzle(target)));
    expect(repositoriesUsingDrizzle.length).toBeGreaterThan(20);
    expect(importStatementsOf(`${serverSrc}server.ts`).some(({ target }) => target === `${serverSrc}db/client`)).toBe(
      true,
    );
  });
});
