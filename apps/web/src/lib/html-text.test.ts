import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './html-text';

describe('htmlToPlainText (browser)', () => {
  it('keeps paragraphs and line breaks as lines', () => {
    expect(htmlToPlainText('<p>Treffen im Büro<br>2. Stock</p><p></p><p></p><p>Bitte Unterlagen mitbringen</p>')).toBe(
      'Treffen im Büro\n2. Stock\n\nBitte Unterlagen mitbringen',
    );
    expect(htmlToPlainText('<ul><li>Police</li><li>Ausweis</li></ul><blockquote>zitiert</blockquote>')).toBe(
      'Police\nAusweis\nzitiert',
    );
  });

  it('decodes character references', () => {
    expect(htmlToPlainText('<p>M&uuml;ller &amp; S&ouml;hne &lt;GmbH&gt; &quot;A&quot; &#39;B&#39; &#8364;</p>')).toBe(
      'Müller & Söhne <GmbH> "A" \'B\' €',
    );
    expect(htmlToPlainText('<p>a&nbsp;b</p>')).toBe('a\u00a0b');
  });

  it('reads nested tags as their text, and nothing as nothing', () => {
    expect(htmlToPlainText('<div><p><b>fett <i>und kursiv</i></b> <a href="https://x.de">Link</a></p></div>')).toBe(
      'fett und kursiv Link',
    );
    expect(htmlToPlainText('')).toBe('');
    expect(htmlToPlainText('  <p><br></p>  ')).toBe('');
  });
});
