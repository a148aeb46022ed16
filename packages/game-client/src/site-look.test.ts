import { describe, expect, it } from 'vitest';
import { siteLookOf } from './site-look.ts';

describe('siteLookOf', () => {
  it("reads the site's theme and language from the game page's address", () => {
    expect(siteLookOf('?token=abc&theme=light&lang=TH')).toEqual({ theme: 'light', language: 'TH' });
    expect(siteLookOf('?token=abc&theme=dark&lang=cn')).toEqual({ theme: 'dark', language: 'CN' });
  });

  it('falls back to dark and no language for anything else', () => {
    expect(siteLookOf('')).toEqual({ theme: 'dark', language: null });
    expect(siteLookOf('?theme=LIGHT&lang=xx')).toEqual({ theme: 'dark', language: null });
  });
});
