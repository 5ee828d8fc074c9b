import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allowedLongFiles, MAX_LINES } from './file-size.allowed';

// Issue 37: a source file over MAX_LINES lines is split along its seams. The few that are not yet (or are
// data) stand in file-size.allowed.ts with their reason and their line count, which is their maximum:
// the list only shrinks.
const root = path.resolve(import.meta.dirname, '..');
const sourceRoots = ['apps', 'packages', 'e2e', 'scripts', 'tests'];
/** Installed packages, build output and test reports (.gitignore): not source. */
const skippedDirs = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
/** The server's runtime files (stored uploads) and the migrations drizzle-kit writes. */
const skippedPaths = new Set(['apps/server/data', 'apps/server/drizzle']);
/** Written by a tool (TanStack Router's route tree), never by hand. */
const isGenerated = (name: string) => name.endsWith('.gen.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skipped =
        skippedDirs.has(entry.name) || entry.name.startsWith('.') || skippedPaths.has(path.relative(root, full));
      return skipped ? [] : sourceFiles(full);
    }
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !isGenerated(entry.name) ? [full] : [];
  });
}

/** Lines as `wc -l` counts them (a last line without a newline counts too). */
function lineCount(file: string): number {
  const text = fs.readFileSync(file, 'utf8');
  if (text === '') {
    return 0;
  }
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

const sizes = new Map(
  sourceRoots
    .filter((dir) => fs.existsSync(path.join(root, dir)))
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .map((file) => [path.relative(root, file).split(path.sep).join('/'), lineCount(file)] as const),
);

describe(`source files have at most ${MAX_LINES} lines`, () => {
  it('finds the source files (the walk is not silently empty)', () => {
    expect(sizes.get('apps/server/src/app.ts')).toBeGreaterThan(0);
    expect(sizes.has('apps/web/src/routeTree.gen.ts')).toBe(false);
  });

  it('every longer file is on the allow-list: split it along its seams instead of adding it', () => {
    const unlisted = [...sizes]
      .filter(([file, lines]) => lines > MAX_LINES && !(file in allowedLongFiles))
      .map(([file, lines]) => `${file}: ${lines} lines`);
    expect(unlisted).toEqual([]);
  });

  it('no listed file grows past the line count recorded for it', () => {
    const grown = Object.entries(allowedLongFiles)
      .filter(([file, entry]) => (sizes.get(file) ?? 0) > entry.lines)
      .map(([file, entry]) => `${file}: ${sizes.get(file)} lines, allowed ${entry.lines}`);
    expect(grown).toEqual([]);
  });

  it('the list is honest: every entry is still over the limit (else remove it), with a reason', () => {
    const stale = Object.entries(allowedLongFiles)
      .filter(([file]) => (sizes.get(file) ?? 0) <= MAX_LINES)
      .map(([file]) => `${file}: ${sizes.has(file) ? `${sizes.get(file)} lines` : 'gone'} — remove it from the list`);
    const unexplained = Object.entries(allowedLongFiles)
      .filter(([, entry]) => entry.reason.trim().length < 20)
      .map(([file]) => `${file}: no reason given`);
    expect([...stale, ...unexplained]).toEqual([]);
  });
});
