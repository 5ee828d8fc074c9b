import type { Textbaustein } from './termin-lists.schema';

// The editor's text: shortcuts (Textbausteine) and the HTML of the description (spec §3.1, §5.1, §6).

// ---------------------------------------------------------------- text shortcuts (spec §5.1, §6)

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Expands a text shortcut: when the text ends with a shortcut key followed by a space (the user just
 * typed the space), the key becomes its text. With `atEnd` (the user pressed space or Enter and the key
 * is the last word) the key needs no trailing space. Answers the new text, or null when nothing expands.
 */
export function expandShortcut(text: string, list: Textbaustein[], options: { atEnd?: boolean } = {}): string | null {
  for (const { kuerzel, text: replacement } of list) {
    const key = kuerzel.trim();
    if (key === '') {
      continue;
    }
    const pattern = new RegExp(`(^|\\s)${escapeRegExp(key)}(${options.atEnd ? '\\s?' : '\\s'})$`);
    const match = pattern.exec(text);
    if (match) {
      const before = text.slice(0, match.index + (match[1]?.length ?? 0));
      return `${before}${replacement}${match[2] ?? ''}`;
    }
  }
  return null;
}

// ---------------------------------------------------------------- HTML of the description

/** The editor's HTML as the body sends it: an editor with nothing typed (empty paragraphs) is no description. */
export function descriptionBody(html: string): string {
  return html.replace(/<p>(\s|<br\s*\/?>)*<\/p>/gi, '').trim() === '' ? '' : html;
}
