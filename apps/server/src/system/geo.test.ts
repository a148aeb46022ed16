import { describe, expect, it } from 'vitest';
import { countryOf, isInAnyCidr } from './geo.ts';

describe(countryOf.name, () => {
  it('resolves public addresses to their country from the shipped database', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('203.144.144.144')).toBe('TH');
    expect(countryOf('14.160.0.1')).toBe('VN');
  });

  it('knows no country for loopback, private or malformed addresses', () => {
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.1.2.3')).toBeNull();
    expect(countryOf('not-an-ip')).toBeNull();
  });
});

describe(isInAnyCidr.name, () => {
  it('matches IPv4, IPv6 and IPv4-mapped IPv6 addresses against their ranges', () => {
    expect(isInAnyCidr('127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(isInAnyCidr('::ffff:127.0.0.1', ['127.0.0.0/8'])).toBe(true);
    expect(isInAnyCidr('2001:db8::1', ['2001:db8::/32'])).toBe(true);
    expect(isInAnyCidr('192.168.1.1', ['127.0.0.0/8', '2001:db8::/32'])).toBe(false);
  });

  it('is false for no ranges and for addresses that do not parse', () => {
    expect(isInAnyCidr('127.0.0.1', [])).toBe(false);
    expect(isInAnyCidr('bogus', ['0.0.0.0/0'])).toBe(false);
  });
});
