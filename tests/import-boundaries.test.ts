import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// STYLE.md practice 6, enforced: features do not import each other, web imports run
// routes → features → shared, and packages/domain imports nothing from the apps.
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

describe('import boundaries', () => {
  for (const base of ['apps/server/src/features/', 'apps/web/src/features/']) {
    it(`features under ${base} do not import each other`, () => {
      const found = violations(base, (file, target) => {
        const own = featureOf(file, base);
        const other = featureOf(target, base);
        return other !== undefined && other !== own;
      });
      expect(found).toEqual([]);
    });
  }

  it('web features have no index barrels: a route loader importing one pulled every page of it into the first page', () => {
    const barrels = sourceFiles(path.join(root, 'apps/web/src/features'))
      .map((file) => path.relative(root, file))
      .filter((file) => /\/index\.tsx?$/.test(file));
    expect(barrels).toEqual([]);
  });

  it('shared web code (components, lib) does not import features or routes', () => {
    const forbidden = (_: string, target: string) =>
      target.startsWith('apps/web/src/features/') || target.startsWith('apps/web/src/routes/');
    expect([...violations('apps/web/src/components', forbidden), ...violations('apps/web/src/lib', forbidden)]).toEqual(
      [],
    );
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
