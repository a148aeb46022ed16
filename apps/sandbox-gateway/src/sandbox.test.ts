import { describe, expect, it } from 'vitest';
import { plannedEvents } from './callbacks.ts';
import { displayAmount, escapeHtml } from './page.ts';
import { deriveSandboxMerchantSecret, isSigned, sign } from './signature.ts';

describe('plannedEvents', () => {
  it('normal sends the final status once', () => {
    expect(plannedEvents('PAID', 'normal')).toEqual([[{ status: 'PAID', copy: 0, stale: false }]]);
  });
  it('duplicate sends the final status twice at once and once more', () => {
    const plan = plannedEvents('PAID', 'duplicate');
    expect(plan.map((group) => group.length)).toEqual([2, 1]);
    expect(plan.flat().every((event) => event.status === 'PAID')).toBe(true);
  });
  it('out_of_order sends a stale PENDING after the final status', () => {
    expect(
      plannedEvents('FAILED', 'out_of_order')
        .flat()
        .map((e) => e.status),
    ).toEqual(['FAILED', 'PENDING', 'FAILED']);
  });
  it('contradictory follows the final status with its opposite', () => {
    expect(
      plannedEvents('PAID', 'contradictory')
        .flat()
        .map((e) => e.status),
    ).toEqual(['PAID', 'FAILED', 'PENDING']);
  });
});

describe('sandbox signatures', () => {
  it('derives a stable per-merchant secret and checks signatures', () => {
    const a = deriveSandboxMerchantSecret('master-secret-1234', 'm1');
    expect(a).toBe(deriveSandboxMerchantSecret('master-secret-1234', 'm1'));
    expect(a).not.toBe(deriveSandboxMerchantSecret('master-secret-1234', 'm2'));
    const ts = String(Math.floor(Date.now() / 1000));
    expect(isSigned(a, ts, sign(a, ts, 'body'), 'body')).toBe(true);
    expect(isSigned(a, ts, sign(a, ts, 'body'), 'bodx')).toBe(false);
    expect(isSigned(a, '100', sign(a, '100', 'body'), 'body')).toBe(false);
  });
});

describe('page helpers', () => {
  it('escapes HTML and shows amounts with two decimals and thousands separators', () => {
    expect(escapeHtml('<b a="1">&\'')).toBe('&lt;b a=&quot;1&quot;&gt;&amp;&#39;');
    expect(displayAmount('1234567.5000')).toBe('1,234,567.50');
    expect(displayAmount('10')).toBe('10.00');
    expect(displayAmount('0.1234')).toBe('0.1234');
  });
});
