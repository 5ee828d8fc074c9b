import { describe, expect, it } from 'vitest';
import { hasNoNul, TEXT_MESSAGE, textInput } from './text.schema';

describe('textInput', () => {
  it('refuses a NUL character anywhere, before every other rule', () => {
    const schema = textInput().trim().min(1, 'Bitte geben Sie etwas ein.').max(3, 'Zu lang.');
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b', ' \u0000 ', 'abcdef\u0000']) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message, JSON.stringify(value)).toBe(TEXT_MESSAGE);
    }
    expect(hasNoNul('a\u0000b')).toBe(false);
  });

  it('keeps ordinary text, umlauts and other control characters, and the chained rules', () => {
    const schema = textInput().trim().max(20, 'Zu lang.');
    expect(schema.parse('  Müller-Lüdenscheidt ')).toBe('Müller-Lüdenscheidt');
    expect(schema.parse('Zeile\nzwei\t')).toBe('Zeile\nzwei');
    expect(schema.safeParse('x'.repeat(21)).error?.issues[0]?.message).toBe('Zu lang.');
  });

  it('names a wrong type with the given message', () => {
    expect(textInput('Bitte geben Sie einen Namen an.').safeParse(5).error?.issues[0]?.message).toBe(
      'Bitte geben Sie einen Namen an.',
    );
  });
});
