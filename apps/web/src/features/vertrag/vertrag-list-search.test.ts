import { describe, expect, it } from 'vitest';
import { contractListSearchSchema, toContractListQuery } from './vertrag-list-search';

describe('contract list search params', () => {
  it('turns page and sort into offset, limit and sort of the API', () => {
    const search = contractListSearchSchema.parse({ page: 3, sort: 'praemie:desc', search: ' Allianz ' });
    expect(toContractListQuery(search)).toEqual({
      offset: 50,
      limit: 25,
      sort: 'praemie:desc',
      search: 'Allianz',
      customerId: undefined,
    });
  });

  it('falls back on bad values instead of failing', () => {
    const search = contractListSearchSchema.parse({ page: -1, sort: 'drop table', customerId: 'x' });
    expect(toContractListQuery(search)).toMatchObject({ offset: 0, sort: 'kunde:asc', customerId: undefined });
  });

  it('keeps a numeric search term as text', () => {
    expect(contractListSearchSchema.parse({ search: 12345 }).search).toBe('12345');
  });
});
