/**
 * GDV files are ISO-8859-1 by the standard; files written on DOS machines come as CP850 and some tools
 * write UTF-8. The reader decides per file from the first line that shows non-ASCII bytes.
 */
export type GdvZeichensatz = 'latin1' | 'cp850' | 'utf8';

// biome-ignore format: the CP850 upper half, 16 characters a row (0x80 … 0xFF)
const CP850_OBEN =
  'ÇüéâäàåçêëèïîìÄÅ' + 'ÉæÆôöòûùÿÖÜø£Ø×ƒ' + 'áíóúñÑªº¿®¬½¼¡«»' + '░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐' +
  '└┴┬├─┼ãÃ╚╔╩╦╠═╬¤' + 'ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀' + 'ÓßÔÒõÕµþÞÚÛÙýÝ¯´' + '\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

function istUtf8(bytes: Uint8Array): boolean {
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The encoding a line shows, or null when it is plain ASCII (no evidence). */
export function erkenneZeichensatz(bytes: Uint8Array): GdvZeichensatz | null {
  let hoch = false;
  let cp850Zeichen = false;
  for (const b of bytes) {
    if (b >= 0x80) {
      hoch = true;
    }
    // 0x80–0x9F are control codes in Latin-1 but letters (ä ö ü Ä Ö Ü …) in CP850.
    if (b >= 0x80 && b <= 0x9f) {
      cp850Zeichen = true;
    }
  }
  if (!hoch) {
    return null;
  }
  if (istUtf8(bytes)) {
    return 'utf8';
  }
  return cp850Zeichen ? 'cp850' : 'latin1';
}

export function dekodiere(bytes: Uint8Array, zeichensatz: GdvZeichensatz): string {
  if (zeichensatz === 'utf8') {
    return new TextDecoder('utf-8').decode(bytes);
  }
  if (zeichensatz === 'latin1') {
    return latin1.decode(bytes);
  }
  let text = '';
  for (const b of bytes) {
    text += b < 0x80 ? String.fromCharCode(b) : CP850_OBEN[b - 0x80];
  }
  return text;
}

/** Latin-1 bytes of a text (characters outside Latin-1 become '?'); what the generator writes. */
export function kodiereLatin1(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    bytes[i] = c <= 0xff ? c : 0x3f;
  }
  return bytes;
}
