// PDFs with active content for the tests of the upload screen (issue 35 §10).
import { PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/** A one-page PDF that runs JavaScript when opened, on a page event, from its name tree, and carries a file. */
export async function pdfWithScripts(options: { objectStreams?: boolean; signed?: boolean } = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const page = doc.addPage([200, 200]);
  page.drawText('Angebot', { x: 20, y: 100 });
  const { context, catalog } = doc;
  const script = (code: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  catalog.set(PDFName.of('OpenAction'), context.register(script("app.alert('geöffnet')")));
  page.node.set(PDFName.of('AA'), context.obj({ O: script("app.launchURL('https://example.invalid')") }));
  const jsTree = context.obj({ Names: [PDFHexString.fromText('init'), context.register(script('this.print()'))] });
  catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.register(jsTree) }));
  await doc.attach(new TextEncoder().encode('MZ ausführbar'), 'rechnung.exe', { mimeType: 'application/octet-stream' });
  if (options.signed) {
    catalog.set(
      PDFName.of('Perms'),
      context.obj({
        DocMDP: context.obj({ Type: 'Sig', ByteRange: [0, 10, 20, 30], Contents: PDFHexString.of('00') }),
      }),
    );
  }
  return doc.save({ useObjectStreams: options.objectStreams ?? true });
}

/** A plain one-page PDF without anything active. */
export async function plainPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Police', { x: 20, y: 100 });
  return doc.save();
}

/** The active entries left in a PDF, as pdf-lib reads it (empty when it is clean). */
export async function activeEntries(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const found: string[] = [];
  const { catalog } = doc;
  if (catalog.has(PDFName.of('OpenAction'))) {
    found.push('OpenAction');
  }
  const names = catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  if (names?.has(PDFName.of('JavaScript'))) {
    found.push('Names/JavaScript');
  }
  if (names?.has(PDFName.of('EmbeddedFiles'))) {
    found.push('Names/EmbeddedFiles');
  }
  for (const page of doc.getPages()) {
    if (page.node.has(PDFName.of('AA'))) {
      found.push('Page/AA');
    }
  }
  const text = Buffer.from(bytes).toString('latin1');
  if (text.includes('/EmbeddedFile') || text.includes('MZ ausf')) {
    found.push('EmbeddedFile');
  }
  return found;
}
