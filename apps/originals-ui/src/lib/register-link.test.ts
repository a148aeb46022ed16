import { describe, expect, it } from 'vitest';
import { registerUrlOf } from './register-link.ts';

describe('registerUrlOf', () => {
  it("links to the registration page of the lobby's own site", () => {
    expect(registerUrlOf('https://royal.example/lobby?x=1')).toBe('https://royal.example/register');
    expect(registerUrlOf('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/register');
  });

  it('gives no link without an http(s) lobby', () => {
    expect(registerUrlOf(null)).toBeNull();
    expect(registerUrlOf('not a url')).toBeNull();
    expect(registerUrlOf(['javascript', 'alert(1)'].join(':'))).toBeNull();
  });
});
