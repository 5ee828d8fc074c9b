import { describe, expect, it } from 'vitest';
import {
  compactSearchText,
  isQuickSearchTerm,
  quickSearchCustomerName,
  quickSearchFindsContracts,
} from './quicksearch.rules';
import { QUICK_SEARCH_DEBOUNCE_MS, QUICK_SEARCH_MIN_CHARS, QuickSearchQuerySchema } from './quicksearch.schema';

describe('quick search rules (spec 002 §5.1, §9)', () => {
  it('keeps the constants of the spec: 3 characters, 300 ms', () => {
    expect(QUICK_SEARCH_MIN_CHARS).toBe(3);
    expect(QUICK_SEARCH_DEBOUNCE_MS).toBe(300);
  });

  it('starts at 3 characters, surrounding spaces not counted, umlauts counted once', () => {
    expect(isQuickSearchTerm('')).toBe(false);
    expect(isQuickSearchTerm('Mü')).toBe(false);
    expect(isQuickSearchTerm('  ab  ')).toBe(false);
    expect(isQuickSearchTerm('Müe')).toBe(true);
    expect(isQuickSearchTerm('abc')).toBe(true);
    expect(isQuickSearchTerm('a b')).toBe(true);
  });

  it('folds a policy number or plate like mw_search_compact', () => {
    expect(compactSearchText('B-EM 1234')).toBe('bem1234');
    expect(compactSearchText('KF-4711/08.15')).toBe('kf47110815');
    expect(compactSearchText('M-ÜÖ 12')).toBe('mueoe12');
  });

  it('looks for contracts only with a digit in the compacted query (numbers and plates have one)', () => {
    expect(quickSearchFindsContracts('B-EM 1234')).toBe(true);
    expect(quickSearchFindsContracts('4711')).toBe(true);
    expect(quickSearchFindsContracts('KF-4')).toBe(true);
    expect(quickSearchFindsContracts('Müller')).toBe(false);
    expect(quickSearchFindsContracts('B-EM')).toBe(false);
    expect(quickSearchFindsContracts('1-2')).toBe(false);
    expect(quickSearchFindsContracts('1 2 ')).toBe(false);
  });

  it('names a firm by its firm name, a person by first and last name', () => {
    expect(quickSearchCustomerName({ firstName: 'Erika', lastName: 'Mustermann', firma: null })).toBe(
      'Erika Mustermann',
    );
    expect(quickSearchCustomerName({ firstName: null, lastName: 'Bau GmbH', firma: 'Bau GmbH' })).toBe('Bau GmbH');
  });

  it('refuses a missing or too long search text with a German message', () => {
    const missing = QuickSearchQuerySchema.safeParse({});
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('Bitte geben Sie einen Suchbegriff ein.');
    const long = QuickSearchQuerySchema.safeParse({ searchParam: 'x'.repeat(101) });
    expect(long.error?.issues[0]?.message).toBe('Der Suchbegriff darf höchstens 100 Zeichen lang sein.');
    expect(QuickSearchQuerySchema.parse({ searchParam: '  Müller ' }).searchParam).toBe('Müller');
  });
});
