import { describe, expect, it } from 'vitest';
import { vertragDetailsSearchSchema } from './vertrag-details-search';

describe('query parameters of the contract detail screen', () => {
  it('reads newVertrag=true as parsed by the router (boolean) and as text, quoted links included', () => {
    expect(vertragDetailsSearchSchema.parse({ newVertrag: true }).newVertrag).toBe(true);
    expect(vertragDetailsSearchSchema.parse({ newVertrag: 'true' }).newVertrag).toBe(true);
    expect(vertragDetailsSearchSchema.parse({ newVertrag: 'false' }).newVertrag).toBe(false);
    expect(vertragDetailsSearchSchema.parse({ newVertrag: 'ja' }).newVertrag).toBeUndefined();
    expect(vertragDetailsSearchSchema.parse({}).newVertrag).toBeUndefined();
  });
});
