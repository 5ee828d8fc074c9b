import { describe, expect, it } from 'vitest';
import { plainTextOfHtml } from './html-text.rules';

/** A stand-in parser: tags removed, nothing decoded (each side's parser is tested on its side). */
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

describe('plainTextOfHtml', () => {
  it('ends a line at <br> and at the end of a paragraph, div, list item, heading, table row and quote', () => {
    expect(plainTextOfHtml('<p>eins<br>zwei<br/>drei<BR /></p><p>vier</p>', stripTags)).toBe(
      'eins\nzwei\ndrei\n\nvier',
    );
    expect(plainTextOfHtml('<div>a</div><ul><li>b</li><li>c</li></ul><h2>d</h2>', stripTags)).toBe('a\nb\nc\nd');
    expect(plainTextOfHtml('<table><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></table>', stripTags)).toBe('ab\nc');
    expect(plainTextOfHtml('<blockquote>zitiert</blockquote>danach', stripTags)).toBe('zitiert\ndanach');
  });

  it('keeps at most one empty line in a row and trims the text', () => {
    expect(plainTextOfHtml('<p></p><p>  a</p><p></p><p></p><p>b</p><p></p>', stripTags)).toBe('a\n\nb');
    expect(plainTextOfHtml('', stripTags)).toBe('');
    expect(plainTextOfHtml('<p><br></p>', stripTags)).toBe('');
  });

  it('leaves the tags and the references inside a line to the parser', () => {
    expect(plainTextOfHtml('<p><b>fett <i>kursiv</i></b> &amp;</p>', stripTags)).toBe('fett kursiv &amp;');
  });
});
