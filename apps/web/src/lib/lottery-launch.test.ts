import { describe, expect, it } from 'vitest';
import { lotteryFrameUrl, lotteryLaunchTarget } from './lottery-launch.ts';

describe('lotteryLaunchTarget', () => {
  it('takes the game code and a vendor the page hosts', () => {
    const query = new URLSearchParams({ gameCode: 'elott-5d', vassalage: 'ELOTT' });
    expect(lotteryLaunchTarget('LOTTERY', query)).toEqual({ vassalage: 'ELOTT', gameCode: 'elott-5d' });
  });

  it("falls back to the page's own vendor and no game when the query names none or another page's vendor", () => {
    expect(lotteryLaunchTarget('VN', new URLSearchParams())).toEqual({
      vassalage: 'TCG_LOTTO_VN',
      gameCode: null,
    });
    const foreign = new URLSearchParams({ gameCode: 'sea-4d', vassalage: 'TCG_SEA' });
    expect(lotteryLaunchTarget('VN', foreign)).toEqual({ vassalage: 'TCG_LOTTO_VN', gameCode: 'sea-4d' });
    expect(lotteryLaunchTarget('LOTTERY', new URLSearchParams({ gameCode: '  ' }))).toEqual({
      vassalage: 'LOTT',
      gameCode: null,
    });
  });
});

describe('lotteryFrameUrl', () => {
  it('adds theme and language to an absolute vendor URL, keeping its token', () => {
    expect(
      lotteryFrameUrl('http://127.0.0.1:8083/play/vn-north?token=abc', 'http://site.test', 'light', 'vi'),
    ).toBe('http://127.0.0.1:8083/play/vn-north?token=abc&theme=light&lang=vi');
  });

  it('keeps a same-origin URL relative and replaces an existing theme', () => {
    expect(lotteryFrameUrl('/play/lott-5d?token=t&theme=dark', 'http://site.test', 'light', 'en')).toBe(
      '/play/lott-5d?token=t&theme=light&lang=en',
    );
  });
});
