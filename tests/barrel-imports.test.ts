import { describe, expect, it } from 'vitest';
import { type ModuleInfo, preciseImports } from '../apps/web/build/barrel-imports.ts';

// docs/decisions/0030: the chunking follows an import from a barrel to the modules that define the names.
const lib = '/repo/node_modules/lib';
const modules: Record<string, Partial<ModuleInfo>> = {
  [`${lib}/index.js`]: {
    code: "export { Table } from './table.js';\nexport { Tabs } from './tabs.js';\n",
    importedIds: [`${lib}/table.js`, `${lib}/tabs.js`],
  },
  [`${lib}/table.js`]: { code: 'export function Table() { return 1; }', importedIds: [], exports: ['Table'] },
  [`${lib}/tabs.js`]: { code: 'export function Tabs() { return 2; }', importedIds: [], exports: ['Tabs'] },
  '/repo/src/start.ts': {
    code: "import { Table } from 'lib';\nexport const x = Table;\n",
    importedIds: [`${lib}/index.js`],
  },
  '/repo/src/all.ts': { code: "import * as L from 'lib';\nexport const y = L;\n", importedIds: [`${lib}/index.js`] },
};
const graph = {
  getModuleInfo: (id: string): ModuleInfo | null => {
    const m = modules[id];
    return m
      ? { code: null, importedIds: [], dynamicallyImportedIds: [], dynamicImporters: [], exports: [], ...m }
      : null;
  },
};

describe('preciseImports', () => {
  const importsOf = preciseImports(graph);
  it('leads a named import from a barrel to the module that defines the name, not to its siblings', () => {
    expect(importsOf('/repo/src/start.ts')).toContain(`${lib}/table.js`);
    expect(importsOf('/repo/src/start.ts')).not.toContain(`${lib}/tabs.js`);
  });
  it('keeps the barrel where the import cannot be followed (a namespace import)', () => {
    expect(importsOf('/repo/src/all.ts')).toContain(`${lib}/index.js`);
  });
});
