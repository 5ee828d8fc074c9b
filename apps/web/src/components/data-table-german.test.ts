import { describe, expect, it } from 'vitest';
import { cappedPaginationText } from './data-table-german';

describe('pagination text of a capped list', () => {
  it('says "mehr als" only when the count stopped at the cap, with German digit grouping', () => {
    expect(cappedPaginationText(true)({ from: 26, to: 50, totalRecords: 10_000 })).toBe('26–50 von mehr als 10.000');
    expect(cappedPaginationText(false)({ from: 1, to: 25, totalRecords: 1234 })).toBe('1–25 von 1.234');
  });
});
