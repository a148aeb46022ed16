import { describe, expect, it } from 'vitest';
import { lotteryFrameUrl, lotteryLaunchTarget, lotteryPrizeMode, lotteryView } from './lottery-launch.ts';

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

describe('lotteryPrizeMode and lotteryView', () => {
  it('launches the Vietnamese page under ZY, the 4D page under SEA, /lottery under LOTT or ELOTT', () => {
    expect(lotteryPrizeMode('VN', 'TCG_LOTTO_VN')).toBe('ZY');
    expect(lotteryPrizeMode('SEA', 'TCG_SEA')).toBe('SEA');
    expect(lotteryPrizeMode('LOTTERY', 'LOTT')).toBe('LOTT');
    expect(lotteryPrizeMode('LOTTERY', 'ELOTT')).toBe('ELOTT');
  });

  it('opens the bet slip unless the page asks for the lobby view', () => {
    expect(lotteryView(new URLSearchParams('view=lobby'))).toBe('lobby');
    expect(lotteryView(new URLSearchParams('view=betting'))).toBe('betting');
    expect(lotteryView(new URLSearchParams('view=other'))).toBe('betting');
    expect(lotteryView(new URLSearchParams(''))).toBe('betting');
  });
});
