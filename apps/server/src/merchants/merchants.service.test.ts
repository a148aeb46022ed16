import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { domainFromHost, normaliseCidr } from './merchants.service.ts';

describe(domainFromHost.name, () => {
  it('drops the port and lower-cases the name', () => {
    expect(domainFromHost('Casino.Example:8443')).toBe('casino.example');
    expect(domainFromHost('127.0.0.1:8080')).toBe('127.0.0.1');
    expect(domainFromHost('localhost')).toBe('localhost');
  });

  it('unwraps bracketed IPv6 hosts', () => {
    expect(domainFromHost('[::1]:8080')).toBe('::1');
  });

  it('gives nothing for a missing or empty host', () => {
    expect(domainFromHost(undefined)).toBeUndefined();
    expect(domainFromHost(':80')).toBeUndefined();
    expect(domainFromHost('[]')).toBeUndefined();
  });
});

describe(normaliseCidr.name, () => {
  it('returns the network address of a range', () => {
    expect(normaliseCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normaliseCidr(' 2001:db8::1/32 ')).toBe('2001:db8::/32');
  });

  it('refuses what is not a range with VALIDATION_FAILED', () => {
    for (const bad of ['10.0.0.0/33', 'hello', '10.0.0.0']) {
      expect(() => normaliseCidr(bad)).toThrow(AppError);
    }
  });
});
