import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// One name per area (docs/decisions/0006-one-name-per-area.md): the spec's German word is the area's name in
// folder and file names. An area is not also called by its English or older names somewhere else. URLs and
// API paths follow the spec and stay as they are, so the route files under apps/web/src/routes (which mirror
// the spec's URLs, e.g. `communication/postfach/…`, `beratung/vergleichsrechner`) are exempt.
const root = path.resolve(import.meta.dirname, '..');
const walked = ['apps/server/src/', 'apps/web/src/', 'packages/domain/src/', 'e2e/tests/'];
const exempt = ['apps/web/src/routes/'];

/**
 * Paths (folder or file) not yet renamed, each as `'path': 'to rename: <the name to use>'`. Empty since issue 37;
 * the list only shrinks: an entry whose path is gone (or no longer offends) fails the test.
 */
const allowed: Record<string, string> = {};

interface Rule {
  test: (name: string, isFolder: boolean, parents: string[]) => boolean;
  use: string;
}

const rules: Rule[] = [
  { test: (n) => /postfach|postbox/.test(n), use: 'kommunikation' },
  { test: (n, folder) => folder && n === 'kalender', use: 'termin (kalender-* files inside termin/)' },
  { test: (n) => n.includes('termin-auswahl'), use: 'termin' },
  { test: (n) => n.includes('document-archive'), use: 'dokumentenarchiv (or dokument)' },
  { test: (n) => n.includes('signing'), use: "signatur (the signer's side: signieren)" },
  { test: (n) => /changelog|change-log/.test(n), use: 'aenderungslog' },
  { test: (n, folder) => folder && n === 'bank', use: 'bankverbindung (one Bank folder)' },
  { test: (n) => n.includes('vergleichsrechner'), use: 'vergleichsportal' },
  {
    test: (n, folder, parents) => !folder && n.startsWith('contract-') && parents.includes('vertrag'),
    use: 'vertrag-* (the contract screen files are vertrag-*)',
  },
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && fs.existsSync(path.join(root, f)))
  .filter((f) => walked.some((w) => f.startsWith(w)) && !exempt.some((e) => f.startsWith(e)));

/** Each offending path (the first offending folder of a file, or the file itself) with the name to use. */
function offences(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    const base = walked.find((w) => file.startsWith(w)) as string;
    const parts = file.slice(base.length).split('/');
    for (const [i, name] of parts.entries()) {
      const isFolder = i < parts.length - 1;
      const rule = rules.find((r) => r.test(name.toLowerCase(), isFolder, parts.slice(0, i)));
      if (rule) {
        found.set(base + parts.slice(0, i + 1).join('/'), rule.use);
        break;
      }
    }
  }
  return found;
}

const covered = (p: string) => Object.keys(allowed).some((a) => p === a || p.startsWith(`${a}/`));

describe('one name per area in folder and file names', () => {
  it('walks the source trees', () => {
    expect(files.length).toBeGreaterThan(500);
  });

  it('names no area by its other names', () => {
    const bad = [...offences()].filter(([p]) => !covered(p)).map(([p, use]) => `${p} → ${use}`);
    expect(bad).toEqual([]);
  });

  it('allow-list entries still exist and still offend (the list only shrinks)', () => {
    const found = [...offences().keys()];
    const stale = Object.keys(allowed).filter((a) => !found.some((p) => p === a || p.startsWith(`${a}/`)));
    expect(stale).toEqual([]);
  });
});

/**
 * The same in exported names of types, components, schemas and functions: Kommunikation is not also
 * Postfach/Postbox (a `plzPostfach` is a P.O. box, not the area), Vergleichsportal not Vergleichsrechner,
 * one Änderungslog entry not a `ChangeLogEntry`. The English technical word stays for the writer and the
 * rules (`writeChangeLog`, `canSeeChangeLog`), as the table `change_log` does.
 */
const identifierRules: { test: RegExp; use: string }[] = [
  { test: /Postbox|(?<!plz)Postfach/i, use: 'Kommunikation' },
  { test: /Vergleichsrechner(?!\w*Route)/, use: 'Vergleichsportal' },
  { test: /ChangeLogEntry/, use: 'AenderungslogVerlaufEintrag' },
];

function exportedNameOffences(): string[] {
  return files
    .filter((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.gen.ts'))
    .flatMap((file) =>
      [
        ...fs
          .readFileSync(path.join(root, file), 'utf8')
          .matchAll(
            /^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|type|interface|class|enum)\s+([A-Za-z0-9_$]+)/gm,
          ),
      ].flatMap(([, name = '']) => {
        const rule = identifierRules.find((r) => r.test.test(name));
        return rule ? [`${file}: ${name} → ${rule.use}`] : [];
      }),
    );
}

describe('one name per area in exported names', () => {
  it('finds exported names to check', () => {
    expect(files.filter((f) => /\.(ts|tsx)$/.test(f)).length).toBeGreaterThan(500);
  });

  it('exports no name of an area by its other names', () => {
    expect(exportedNameOffences()).toEqual([]);
  });
});
