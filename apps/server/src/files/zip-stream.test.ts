import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createZipStream, safeFileName, uniqueZipNames } from './zip-stream';

function entries(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) {
        reject(error);
        return;
      }
      const out = new Map<string, string>();
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, async (e, stream) => {
          if (e || !stream) {
            reject(e);
            return;
          }
          out.set(entry.fileName, (await buffer(stream)).toString('utf8'));
          file.readEntry();
        });
      });
      file.on('end', () => resolve(out));
      file.readEntry();
    });
  });
}

describe('zip stream', () => {
  it('streams entries one after another with UTF-8 names and unique names', async () => {
    const opened: string[] = [];
    const zip = createZipStream(
      ['Beitragsrechnung Überweisung.pdf', 'Rechnung.pdf', 'rechnung.PDF'].map((name, i) => ({
        name,
        open: async () => {
          opened.push(name);
          return Readable.from([Buffer.from(`Inhalt ${i}`)]);
        },
      })),
    );
    const files = await entries(await buffer(zip));
    expect([...files.entries()]).toEqual([
      ['Beitragsrechnung Überweisung.pdf', 'Inhalt 0'],
      ['Rechnung.pdf', 'Inhalt 1'],
      ['rechnung (2).PDF', 'Inhalt 2'],
    ]);
    expect(opened).toHaveLength(3);
  });

  it('fails the ZIP when an entry cannot be read (a corrupt blob is never packed silently)', async () => {
    const zip = createZipStream([
      { name: 'a.pdf', open: async () => Readable.from([Buffer.from('ok')]) },
      {
        name: 'b.pdf',
        open: async () =>
          new Readable({
            read() {
              this.destroy(new Error('Die Datei ist beschädigt.'));
            },
          }),
      },
    ]);
    await expect(buffer(zip)).rejects.toThrow('Die Datei ist beschädigt.');
  });

  it('keeps folders, leading dots and control characters out of names', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('..\\x')).toBe('x');
    expect(safeFileName('a/b.pdf')).toBe('b.pdf');
    expect(safeFileName('.htaccess')).toBe('htaccess');
    expect(safeFileName('Bericht\u0000\u0007.pdf')).toBe('Bericht.pdf');
    expect(uniqueZipNames(['', '...'])).toEqual(['Dokument', 'Dokument (2)']);
  });
});
