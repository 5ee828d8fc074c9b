import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { documentFiles } from '../../db/schema';
import { api } from '../../test/lookups';
import type { Client, TestApp } from '../../test/test-app';

// The requests of the form route tests (formular.routes.test.ts, formular-anlegerprofil.routes.test.ts):
// each test file builds its own app and passes its logins in.

export const create = (client: Client, payload: Record<string, unknown>) =>
  client.inject({ method: 'POST', url: api('/formulare'), payload });
export const load = (client: Client, path: string, id: number, key = 'dynamicFormId') =>
  client.inject({ method: 'GET', url: api(`/formulare/antrag/${path}?${key}=${id}`) });
export const save = (client: Client, id: number, answers: Record<string, unknown>, version: number) =>
  client.inject({ method: 'PUT', url: api(`/formulare/${id}`), payload: { answers, version } });
export const finish = (client: Client, id: number, version: number, bestaetigt = false) =>
  client.inject({ method: 'POST', url: api(`/formulare/${id}/abschliessen`), payload: { version, bestaetigt } });

/** The text of a form's stored PDF (pdftotext -layout). */
export async function readPdfText(t: TestApp, documentId: number): Promise<string> {
  const [file] = await t.database.db.select().from(documentFiles).where(eq(documentFiles.documentId, documentId));
  if (!file) {
    throw new Error('no file');
  }
  const stream: Readable = await t.app.ctx.blobStore.get(file.blobHash);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
  }
  const dir = mkdtempSync(join(tmpdir(), 'formular-pdf-'));
  writeFileSync(join(dir, 'f.pdf'), Buffer.concat(chunks));
  return execFileSync('/usr/bin/pdftotext', ['-layout', join(dir, 'f.pdf'), '-'], { encoding: 'utf8' });
}
