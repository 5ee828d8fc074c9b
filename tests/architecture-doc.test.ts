import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md is the map a new engineer reads first: it must name every folder that exists and nothing
// that does not. Folders are taken from git (tracked files), so build output and caches do not count.
const root = path.resolve(import.meta.dirname, '..');
const doc = fs.readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
const tree = /```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

interface Section {
  root: string;
  text: string;
  entries: string[];
}

/** The tree block as sections: a line at column 0 opens one (`apps/server/src/`), its two-space lines are entries. */
function sections(): Section[] {
  const out: Section[] = [];
  for (const line of tree.split('\n')) {
    if (/^\S/.test(line)) {
      const [head = ''] = line.split(/\s{2,}/);
      for (const [i, token] of head.split(' ').entries()) {
        out.push({ root: token, text: i === 0 ? line : '', entries: [] });
      }
    } else if (out.length > 0) {
      const current = out[out.length - 1] as Section;
      current.text += `\n${line}`;
      const entry = /^ {2}(\S.*)$/.exec(line)?.[1];
      if (entry) {
        current.entries.push(...(entry.split(/\s{2,}/)[0] ?? '').split(' ').filter(Boolean));
      }
    }
  }
  return out;
}

/** Folders directly below `dir` that hold tracked files. */
function trackedFolders(dir: string): string[] {
  const prefix = dir === '' ? '' : `${dir}/`;
  const names = tracked
    .filter((f) => f.startsWith(prefix))
    .map((f) => f.slice(prefix.length).split('/'))
    .filter((parts) => parts.length > 1)
    .map((parts) => parts[0] as string);
  return [...new Set(names)].sort();
}

const all = sections();
const section = (r: string) => all.find((s) => s.root === r);
const mentioned = (s: Section | undefined, folder: string) =>
  (s?.entries ?? []).some((e) => e === `${folder}/` || e.startsWith(`${folder}/`));

describe('ARCHITECTURE.md names the tree as it is', () => {
  it('names every folder of the repository root', () => {
    const named = all.map((s) => s.root.split('/')[0]);
    expect(trackedFolders('').filter((f) => !named.includes(f))).toEqual([]);
  });

  for (const src of ['packages/domain/src', 'apps/server/src', 'apps/web/src']) {
    it(`names every folder of ${src}/`, () => {
      const s = section(`${src}/`);
      expect(s, `${src}/ has no section`).toBeDefined();
      expect(trackedFolders(src).filter((f) => !mentioned(s, f))).toEqual([]);
    });
  }

  for (const pkg of ['apps/server', 'apps/web', 'packages/domain', 'e2e']) {
    it(`names every top-level folder of ${pkg}/`, () => {
      const missing = trackedFolders(pkg).filter(
        (f) => !all.some((s) => s.root.startsWith(`${pkg}/${f}/`)) && !mentioned(section(`${pkg}/`), f),
      );
      expect(missing).toEqual([]);
    });
  }

  for (const base of ['apps/server/src/features', 'apps/web/src/features']) {
    it(`names every area under ${base}/`, () => {
      const text = section(`${base.split('/features')[0]}/`)?.text ?? '';
      const missing = trackedFolders(base).filter((area) => !new RegExp(`(^|[\\s,(/])${area}[\\s,(;/)]`).test(text));
      expect(missing).toEqual([]);
    });
  }

  it('names nothing that does not exist', () => {
    const gone = all.flatMap((s) => {
      if (!fs.existsSync(path.join(root, s.root))) {
        return [s.root];
      }
      return s.entries
        .map((e) => e.split('<')[0] as string)
        .filter((e) => e !== '' && !fs.existsSync(path.join(root, s.root, e)))
        .map((e) => `${s.root}${e}`);
    });
    expect(gone).toEqual([]);
  });
});
