// The text of stored HTML (a mail body, an appointment's description): one rule for the server's
// plain-text mail part and calendar text and for the browser's mail-program link.

/** A line ends at a line break and at the end of a block (paragraph, list item, heading, table row, quote). */
const LINE_BREAK = /<br\s*\/?>/gi;
const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote)>/gi;

/**
 * HTML as plain text: a line for each line break and block, at most one empty line in a row, no
 * leading or trailing space. `textContent` is the side's HTML parser: it answers the text of the marked
 * HTML with its tags removed and its character references decoded (sanitize-html on the server, the
 * DOM in the browser), so that a tag inside a text or an unknown entity reads as a parser reads it.
 */
export function plainTextOfHtml(html: string, textContent: (html: string) => string): string {
  const marked = html.replace(LINE_BREAK, '\n').replace(BLOCK_END, '\n');
  return textContent(marked)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
