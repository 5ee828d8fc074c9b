import { describe, expect, it } from 'vitest';
import { findLastSignature } from './signature-dictionary';

/** A file whose signature gap is exactly the hex string, as a signer lays it out. */
function fileWith(dictionary: (byteRange: string) => string, hex = '3003020100'): Buffer {
  const layout = (byteRange: string) =>
    `%PDF-1.7\n1 0 obj\n${dictionary(byteRange).replace('HEX', `<${hex}>`)}\nendobj\n`;
  const draft = layout('/ByteRange [0 0000000000 0000000000 0000000000]');
  const b = draft.indexOf(`<${hex}>`);
  const c = b + hex.length + 2;
  const pad = (n: number) => String(n).padStart(10, '0');
  return Buffer.from(layout(`/ByteRange [0 ${pad(b)} ${pad(c)} ${pad(draft.length - c)}]`), 'latin1');
}

describe('findLastSignature', () => {
  it('reads byte range, signature bytes and the text entries of the dictionary', () => {
    const pdf = fileWith(
      (range) =>
        `<< /Type /Sig /Filter /Adobe.PPKLite ${range} /Contents HEX /Reason (Vertrag \\(neu\\)) ` +
        '/Name <FEFF004A00FC0072006700650 06E> /M (D:20261125150405Z) ' +
        '/Prop_Build << /Filter << /Name /Adobe.PPKLite >> /App << /Name (Fremd) >> >> /Location (Berlin) >>',
    );
    const signature = findLastSignature(pdf);
    expect(signature?.byteRange[0]).toBe(0);
    expect(signature?.contents.toString('hex')).toBe('3003020100');
    expect(signature?.reason).toBe('Vertrag (neu)');
    expect(signature?.name).toBe('Jürgen');
    expect(signature?.modified?.toISOString()).toBe('2026-11-25T15:04:05.000Z');
  });

  it('finds the dictionary when /Contents comes first and values are references', () => {
    const pdf = fileWith((range) => `<< /Contents HEX /P 3 0 R /Reason (Grund) ${range} /Name (Erika) >>`);
    expect(findLastSignature(pdf)).toMatchObject({ reason: 'Grund', name: 'Erika' });
  });

  it('takes the last signature of the file', () => {
    const first = fileWith((range) => `<< ${range} /Contents HEX /Reason (erste) >>`);
    const second = fileWith((range) => `<< ${range} /Contents HEX /Reason (zweite) >>`);
    expect(findLastSignature(Buffer.concat([first, second]))?.reason).toBe('zweite');
  });

  it('is undefined without a filled-in byte range', () => {
    expect(findLastSignature(Buffer.from('%PDF-1.7\n<< /Type /Catalog >>'))).toBeUndefined();
    expect(findLastSignature(Buffer.from('<< /ByteRange [0 /********** /********** /**********] >>'))).toBeUndefined();
  });

  it('leaves the signature empty when the gap is not a hex string', () => {
    const pdf = Buffer.from('<< /ByteRange [0 5 10 2] /Contents <00> >>');
    expect(findLastSignature(pdf)?.contents.length).toBe(0);
  });
});
