import { describe, expect, it } from 'vitest';
import { makeDemoDocx } from '../demo/documents/demo-docx';
import { makeDemoPdf } from '../demo/documents/demo-pdf';
import { makeDamagePhotoPng } from '../demo/documents/demo-png';
import { detectFileType, fileNameWithExtension } from './detect-type';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('file type from the content', () => {
  it('knows binary formats whatever the name says', async () => {
    expect(await detectFileType(await makeDemoPdf({ title: 'T', pages: 1 }), 'x.png')).toEqual({
      mime: 'application/pdf',
      ext: 'pdf',
    });
    expect(await detectFileType(makeDamagePhotoPng({ width: 8, height: 8 }), 'foto.pdf')).toEqual({
      mime: 'image/png',
      ext: 'png',
    });
    expect(await detectFileType(await makeDemoDocx({ title: 'V', paragraphs: ['a'] }), 'v.zip')).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    });
  });

  it('text stays text; HTML only when named so and starting with a tag', async () => {
    expect(await detectFileType(bytes('Hallo Welt'), 'notiz.txt')).toEqual({ mime: 'text/plain', ext: 'txt' });
    expect(await detectFileType(bytes('a;b\n1;2'), 'Liste.csv')).toEqual({ mime: 'text/csv', ext: 'csv' });
    expect(await detectFileType(bytes('  <p>Hallo</p>'), 'brief.html')).toEqual({ mime: 'text/html', ext: 'html' });
    expect(await detectFileType(bytes('<script>x</script>'), 'brief.js')).toEqual({ mime: 'text/plain', ext: 'txt' });
    expect(await detectFileType(new Uint8Array([0, 159, 146, 150, 0, 1]), 'daten.xyz')).toEqual({
      mime: 'application/octet-stream',
      ext: 'xyz',
    });
  });

  it('names carry the detected extension', () => {
    expect(fileNameWithExtension('foto.pdf', 'png')).toBe('foto.png');
    expect(fileNameWithExtension('Vertrag', 'pdf')).toBe('Vertrag.pdf');
    expect(fileNameWithExtension('Brief.PDF', 'pdf')).toBe('Brief.PDF');
    expect(fileNameWithExtension('Bild.jpeg', 'jpg')).toBe('Bild.jpeg');
  });
});
