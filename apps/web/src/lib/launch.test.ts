import { describe, expect, it } from 'vitest';
import {
  decideLaunch,
  isFramableUrl,
  isIssuedLaunch,
  rememberIssuedLaunch,
  seamlessPath,
  withSiteLook,
} from './launch.ts';

const game = { vassalage: 'SLOT01', gameType: 'RNG', isGame: 'GAME', gameCode: 'G1' } as const;
const member = { isLogin: true, isTrial: false };

describe('decideLaunch', () => {
  it('asks a visitor to log in and refuses a trial account first', () => {
    expect(decideLaunch(game, { isLogin: false, isTrial: false })).toEqual({ kind: 'login' });
    expect(decideLaunch(game, { isLogin: true, isTrial: true })).toEqual({ kind: 'trial' });
    expect(decideLaunch({ ...game, demo: false }, { isLogin: true, isTrial: true })).toEqual({
      kind: 'trial',
    });
  });

  it('launches a game offered in demo mode for a trial account (play money), never a vendor list', () => {
    const trial = { isLogin: true, isTrial: true };
    expect(decideLaunch({ ...game, demo: true }, trial)).toEqual({ kind: 'launch' });
    expect(decideLaunch({ ...game, demo: true, isGame: 'VASSALAGE' }, trial)).toEqual({ kind: 'trial' });
    expect(decideLaunch({ ...game, demo: true }, member)).toEqual({ kind: 'launch' });
  });

  it('routes lottery vendors to their pages', () => {
    expect(decideLaunch({ ...game, vassalage: 'TCG_LOTTO_VN' }, member)).toEqual({
      kind: 'navigate',
      to: '/vnLottery?gameCode=G1&vassalage=TCG_LOTTO_VN',
    });
    expect(decideLaunch({ ...game, vassalage: 'TCG_SEA' }, member)).toEqual({
      kind: 'navigate',
      to: '/seaLottery?gameCode=G1&vassalage=TCG_SEA',
    });
    expect(decideLaunch({ ...game, vassalage: 'ABC', gameType: 'ELOTT' }, member)).toEqual({
      kind: 'navigate',
      to: '/lottery?gameCode=G1&vassalage=ABC',
    });
  });

  it('opens the vendor list for a VASSALAGE entry and launches a game', () => {
    expect(decideLaunch({ ...game, gameType: 'LIVE', isGame: 'VASSALAGE' }, member)).toEqual({
      kind: 'vendorPopup',
      vassalage: 'SLOT01',
      gameType: 'LIVE',
    });
    expect(decideLaunch({ ...game, isGame: 'VASSALAGE' }, member)).toEqual({
      kind: 'navigate',
      to: '/rng?vassalage=SLOT01',
    });
    expect(decideLaunch(game, member)).toEqual({ kind: 'launch' });
    expect(decideLaunch({ ...game, gameType: 'LIVE' }, member)).toEqual({ kind: 'launch' });
  });
});

describe('seamless path', () => {
  it('encodes the launch URL and game name', () => {
    expect(seamlessPath('https://v.example/play?a=1&b=2', 'Hot & Spicy')).toBe(
      '/seamless?url=https%3A%2F%2Fv.example%2Fplay%3Fa%3D1%26b%3D2&game=Hot+%26+Spicy',
    );
  });

  it('frames only http(s) URLs', () => {
    expect(isFramableUrl('https://v.example/x', 'http://localhost')).toBe(true);
    expect(isFramableUrl('/games/x', 'http://localhost')).toBe(true);
    expect(isFramableUrl(['javascript', 'alert(1)'].join(':'), 'http://localhost')).toBe(false);
  });
});

/** A Storage kept in memory, as sessionStorage behaves within one tab. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('issued launch URLs', () => {
  it('frames only a launch URL the platform issued to this tab', () => {
    const storage = memoryStorage();
    rememberIssuedLaunch('http://localhost:8081/play/dice?token=abc', storage);
    expect(isIssuedLaunch('http://localhost:8081/play/dice?token=abc', storage)).toBe(true);
    expect(isIssuedLaunch('https://evil.example/', storage)).toBe(false);
  });

  it('keeps the latest twenty and survives a corrupted entry', () => {
    const storage = memoryStorage();
    storage.setItem('croupier.issuedLaunchUrls', '{not json');
    expect(isIssuedLaunch('https://v.example/1', storage)).toBe(false);
    for (let i = 0; i < 25; i++) rememberIssuedLaunch(`https://v.example/${i}`, storage);
    expect(isIssuedLaunch('https://v.example/4', storage)).toBe(false);
    expect(isIssuedLaunch('https://v.example/5', storage)).toBe(true);
    expect(isIssuedLaunch('https://v.example/24', storage)).toBe(true);
  });
});

describe('withSiteLook', () => {
  it("hands the game frame the site's theme and language, keeping the launch URL's own parameters", () => {
    expect(withSiteLook('https://live.example/play/BAC1?token=abc', { theme: 'light', language: 'th' })).toBe(
      'https://live.example/play/BAC1?token=abc&theme=light&lang=TH',
    );
    expect(withSiteLook('/play/LOTT?token=x&theme=dark', { theme: 'light', language: 'EN' })).toBe(
      '/play/LOTT?token=x&theme=light&lang=EN',
    );
  });
});
