import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';

describe('SessionCache', () => {
  it('answers within its time only', () => {
    const cache = new SessionCache<string>(1_000);
    cache.set('a', 1, 'row', 10_000);
    expect(cache.get('a', 10_999)).toBe('row');
    expect(cache.get('a', 11_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets a session, and every session of a user', () => {
    const cache = new SessionCache<string>(1_000);
    cache.set('a', 1, 'a', 0);
    cache.set('b', 1, 'b', 0);
    cache.set('c', 2, 'c', 0);
    cache.forget('c');
    expect(cache.get('c', 1)).toBeUndefined();
    cache.forgetUser(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 1)).toBeUndefined();
  });

  it('drops the oldest entry when full, and keeps nothing with a time of 0', () => {
    const cache = new SessionCache<string>(1_000, 2);
    cache.set('a', 1, 'a', 0);
    cache.set('b', 2, 'b', 0);
    cache.set('c', 3, 'c', 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)).toBe('c');
    const off = new SessionCache<string>(0);
    off.set('a', 1, 'a', 0);
    expect(off.get('a', 0)).toBeUndefined();
  });
});
