import { describe, expect, it } from 'vitest';
import { activeEntries, pdfWithScripts, plainPdf } from './active-pdf.test-support';
import { screenPdf } from './pdf-active-content';
import { pdfShowsInline } from './pdf-inline';

describe('active content in PDFs (issue 35 §10)', () => {
  it('removes OpenAction, additional actions, the JavaScript and EmbeddedFiles trees and the file itself', async () => {
    for (const objectStreams of [true, false]) {
      const pdf = await pdfWithScripts({ objectStreams });
      expect(await activeEntries(pdf)).toEqual([
        'OpenAction',
        'Names/JavaScript',
        'Names/EmbeddedFiles',
        'Page/AA',
        'EmbeddedFile',
      ]);
      const result = await screenPdf(pdf);
      if (result.kind !== 'cleaned') {
        throw new Error(`expected cleaned, got ${result.kind}`);
      }
      expect(await activeEntries(result.bytes)).toEqual([]);
      expect(result.removed).toEqual(expect.arrayContaining(['OpenAction', 'AA', 'JavaScript', 'EmbeddedFiles']));
    }
  });

  it('leaves a plain PDF as it is, and never rewrites a signed or unreadable one', async () => {
    expect(await screenPdf(await plainPdf())).toEqual({ kind: 'clean' });
    expect(await screenPdf(await pdfWithScripts({ signed: true, objectStreams: false }))).toEqual({
      kind: 'kept',
      reason: 'signed',
    });
    expect(await screenPdf(new TextEncoder().encode('%PDF-1.7\nkaputt'))).toEqual({
      kind: 'kept',
      reason: 'unreadable',
    });
  });

  it('shows a PDF inline only without a signature, encryption or active names (also #-escaped)', async () => {
    expect(pdfShowsInline(await plainPdf())).toBe(true);
    expect(pdfShowsInline(await pdfWithScripts({ objectStreams: false }))).toBe(false);
    expect(pdfShowsInline(await pdfWithScripts({ signed: true, objectStreams: false }))).toBe(false);
    const text = (s: string) => new TextEncoder().encode(s);
    expect(pdfShowsInline(text('<< /OpenAction 3 0 R >>'))).toBe(false);
    expect(pdfShowsInline(text('<< /J#53 (app.alert(1)) >>'))).toBe(false);
    expect(pdfShowsInline(text('<< /Encrypt 9 0 R >>'))).toBe(false);
    expect(pdfShowsInline(text('<< /AAPL:Keywords [] /JSON (x) >>'))).toBe(true);
  });
});
