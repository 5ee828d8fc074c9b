import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('search params', () => {
  it('writes a list of plain values as repeated keys, as the spec addresses them', () => {
    expect(stringifySearch({ docInfo: ['VERTRAGSUNTERLAGEN', 9] })).toBe('?docInfo=VERTRAGSUNTERLAGEN&docInfo=9');
    expect(stringifySearch({ stepKey: 'dokumente', docInfo: ['SONSTIGES', 3] })).toBe(
      '?stepKey=dokumente&docInfo=SONSTIGES&docInfo=3',
    );
  });

  it('keeps everything else as the router writes it', () => {
    expect(stringifySearch({ page: 2, q: 'Müller' })).toBe('?page=2&q=M%C3%BCller');
    expect(stringifySearch({})).toBe('');
  });

  it('reads repeated keys back as a list', () => {
    const read: Record<string, unknown> = parseSearch('?docInfo=VERTRAGSUNTERLAGEN&docInfo=9');
    expect((read.docInfo as unknown[]).map(String)).toEqual(['VERTRAGSUNTERLAGEN', '9']);
  });
});
