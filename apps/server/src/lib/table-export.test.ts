import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

// In a process of its own: the test runner itself may have loaded exceljs already.
const probe = `
import Module from 'node:module';
const loaded = () => Object.keys(Module._cache).some((file) => file.includes('/node_modules/exceljs/'));
await import('./src/app.ts');
const atStart = loaded();
const { xlsxExport } = await import('./src/lib/table-export.ts');
async function* pages() { yield [{ name: 'Müller' }]; }
const column = { header: 'Name', kind: 'text', width: 20, value: (row) => row.name };
const chunks = [];
for await (const chunk of xlsxExport([column], pages(), 'Kunden', (error) => { throw error; })) chunks.push(chunk);
console.log(JSON.stringify({ atStart, afterExport: loaded(), head: Buffer.concat(chunks).subarray(0, 2).toString() }));
`;

it('loads exceljs at the first XLSX export, not with the server’s modules (0.3 s of every start, decision 0037)', () => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', probe], {
    cwd: serverDir,
    encoding: 'utf8',
  });
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}');
  expect(result).toEqual({ atStart: false, afterExport: true, head: 'PK' });
});
