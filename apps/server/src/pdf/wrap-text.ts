import type { PDFFont } from 'pdf-lib';

/** A word wider than the line (a long IBAN, a URL, a hash, a user agent token) is broken by characters. */
function splitLongWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const parts: string[] = [];
  let part = '';
  for (const ch of word) {
    if (part && font.widthOfTextAtSize(part + ch, size) > width) {
      parts.push(part);
      part = '';
    }
    part += ch;
  }
  return [...parts, part];
}

/** Lines of at most `width` points; '\n' starts a new line, an empty line stays empty. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  return text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(' ').filter(Boolean)) {
      for (const part of splitLongWord(word, font, size, width)) {
        const candidate = line ? `${line} ${part}` : part;
        if (line && font.widthOfTextAtSize(candidate, size) > width) {
          lines.push(line);
          line = part;
        } else {
          line = candidate;
        }
      }
    }
    return [...lines, line];
  });
}
