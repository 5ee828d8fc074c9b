import { describe, expect, it } from 'vitest';
import { attemptAddress } from './client-address';

describe('attemptAddress', () => {
  it('keeps an IPv4 address, also an IPv4-mapped one', () => {
    expect(attemptAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(attemptAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address under its /64 network', () => {
    expect(attemptAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(attemptAddress('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(attemptAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(attemptAddress('::1')).toBe('0:0:0:0::/64');
    expect(attemptAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(attemptAddress('unknown')).toBe('unknown');
  });
});
