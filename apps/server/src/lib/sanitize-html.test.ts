import { describe, expect, it } from 'vitest';
import { htmlToPlainText } from './sanitize-html';

describe('htmlToPlainText (server)', () => {
  it('keeps paragraphs and line breaks as lines', () => {
    expect(htmlToPlainText('<p>Treffen im Büro<br>2. Stock</p><p></p><p></p><p>Bitte Unterlagen mitbringen</p>')).toBe(
      'Treffen im Büro\n2. Stock\n\nBitte Unterlagen mitbringen',
    );
    expect(htmlToPlainText('<ul><li>Police</li><li>Ausweis</li></ul><h2>Titel</h2><div>Ende</div>')).toBe(
      'Police\nAusweis\nTitel\nEnde',
    );
    expect(htmlToPlainText('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>')).toBe('ab\nc');
  });

  it('decodes character references', () => {
    expect(htmlToPlainText('<p>M&uuml;ller &amp; S&ouml;hne &lt;GmbH&gt; &quot;A&quot; &#39;B&#39; &#8364;</p>')).toBe(
      'Müller & Söhne <GmbH> "A" \'B\' €',
    );
  });

  it('reads nested tags as their text, drops scripts and styles, and keeps an old plain text', () => {
    expect(htmlToPlainText('<div><p><b>fett <i>und kursiv</i></b> <a href="https://x.de">Link</a></p></div>')).toBe(
      'fett und kursiv Link',
    );
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style>ok')).toBe('ok');
    expect(htmlToPlainText('Zeile 1\nZeile 2 mit a < b')).toBe('Zeile 1\nZeile 2 mit a < b');
    expect(htmlToPlainText('  <p><br></p>  ')).toBe('');
  });
});
