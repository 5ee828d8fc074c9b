import { plainTextOfHtml } from '@maklerwerk/domain';

/**
 * The text of stored (sanitised) HTML in the browser: the domain's rule of lines, with the DOM as the
 * parser (tags removed, every character reference decoded).
 */
export function htmlToPlainText(html: string): string {
  return plainTextOfHtml(html, (marked) => new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '');
}
