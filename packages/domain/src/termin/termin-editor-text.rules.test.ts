import { describe, expect, it } from 'vitest';
import { descriptionBody, expandShortcut } from './termin-editor-text.rules';

describe('text shortcuts (spec §5.1)', () => {
  const list = [
    { kuerzel: 'mfg', text: 'Mit freundlichen Grüßen' },
    { kuerzel: 'kfz', text: 'Kraftfahrzeugversicherung' },
  ];
  it('a key followed by a space expands', () => {
    expect(expandShortcut('Hallo mfg ', list)).toBe('Hallo Mit freundlichen Grüßen ');
    expect(expandShortcut('kfz ', list)).toBe('Kraftfahrzeugversicherung ');
  });
  it('without the space only when the user typed space or Enter (atEnd)', () => {
    expect(expandShortcut('Hallo mfg', list)).toBeNull();
    expect(expandShortcut('Hallo mfg', list, { atEnd: true })).toBe('Hallo Mit freundlichen Grüßen');
  });
  it('only whole words', () => {
    expect(expandShortcut('Hallo xmfg ', list)).toBeNull();
    expect(expandShortcut('mfg Hallo ', list)).toBeNull();
  });
});

describe('description HTML (spec §3.1)', () => {
  it('the editor keeps the HTML; an empty editor sends no description', () => {
    expect(descriptionBody('<p><strong>fett</strong></p>')).toBe('<p><strong>fett</strong></p>');
    expect(descriptionBody('<p></p>')).toBe('');
    expect(descriptionBody('<p><br></p><p> </p>')).toBe('');
  });
});
