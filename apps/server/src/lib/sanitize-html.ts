import { plainTextOfHtml } from '@maklerwerk/domain';
import sanitize from 'sanitize-html';

/**
 * HTML of mail bodies and rich text, as it is stored: formatting, links and images only. Scripts,
 * styles, event handlers, forms and `javascript:` links do not survive (the viewer sanitises again with
 * DOMPurify and blocks remote images until the user allows them).
 */
export function sanitizeMailHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
      'p',
      'br',
      'div',
      'span',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'strike',
      'sub',
      'sup',
      'small',
      'mark',
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'blockquote',
      'pre',
      'code',
      'hr',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'caption',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'cid', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    },
    disallowedTagsMode: 'discard',
  }).trim();
}

/** Plain text as safe HTML paragraphs (a mail without an HTML part, a call note). */
/** Text as HTML text: & < > " ' as character references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function textToHtml(text: string): string {
  return escapeHtml(text)
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A stored rich text (an appointment's description, spec termine §3.1) as safe HTML: HTML sanitised,
 * an old plain text (no tag in it) escaped as paragraphs.
 */
export function richTextHtml(stored: string): string {
  return /<[a-z][^>]*>/i.test(stored) ? sanitizeMailHtml(stored) : textToHtml(stored.trim()).replace(/^<p><\/p>$/, '');
}

/**
 * The text of stored HTML (the plain-text part of a mail, a call note, an appointment's description in a
 * reminder and a calendar): the domain's rule of lines, with sanitize-html as the parser — it drops every
 * tag (and the content of scripts and styles) and writes back only & < > " ' as references.
 */
export function htmlToPlainText(html: string): string {
  return plainTextOfHtml(html, (marked) =>
    sanitize(marked, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'"),
  );
}

/** A short label (a portal's labelHtml in a menu): inline formatting only, no links, images or attributes. */
export function sanitizeLabelHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['b', 'strong', 'i', 'em', 'u', 'small', 'span', 'br', 'sup', 'sub'],
    allowedAttributes: {},
  });
}
