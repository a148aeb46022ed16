import { INHOUSE_GAME_CODES, LANGUAGES, ZInhouseRules, ZVendorCatalogueRequest } from '@croupier/contracts';
import { exactRtp, SLOT_TITLES } from '@croupier/games';
import { VendorError } from '@croupier/vendor-kit';
import { describe, expect, it } from 'vitest';
import { gameSvg } from './art.ts';
import { catalogueRequest } from './catalogue-sync.ts';
import { GAMES, gameOf, rulesOf } from './games.ts';
import { checkBet, hundredths, multiplierText } from './play.service.ts';

describe('the vendor catalogue', () => {
  it('offers every game code of the contract, each slot with its exactly computed RTP', () => {
    expect(GAMES.map((g) => g.code)).toEqual([...INHOUSE_GAME_CODES]);
    for (const title of SLOT_TITLES) {
      const game = gameOf(`ih-${title.id}`);
      expect(game?.kind).toBe('slot');
      const exact = exactRtp(game?.slot?.compiled as never);
      expect(game?.rtp).toBe((Math.round(title.declaredRtp * 10000) / 100).toFixed(2));
      expect(Math.abs(exact.total - title.declaredRtp)).toBeLessThan(0.00005);
    }
  });

  it('every rules block and the catalogue registration satisfy the contract', () => {
    for (const game of GAMES) {
      const rules = rulesOf(game, { bettingMs: 6000, growthPerMs: 0.00006, commitment: 'c', salt: 's' });
      expect(ZInhouseRules.parse(rules).kind).toBe(game.kind);
      // A name in every language, the catalogue's language codes among them.
      expect(LANGUAGES.filter((language) => !game.names[language])).toEqual([]);
    }
    const request = catalogueRequest('http://localhost:8081/');
    expect(ZVendorCatalogueRequest.parse({ requestId: 'r', ...request }).games).toHaveLength(11);
    expect(request.games.filter((g) => g.gameType === 'RNG')).toHaveLength(6);
    expect(request.games.find((g) => g.gameCode === 'ih-mines')?.names).toMatchObject({
      JA: 'マインズ',
      AR: 'الألغام',
    });
    expect(request.games[0]?.iconUrl).toBe('http://localhost:8081/inhouse/img/ih-fruit-fiesta.svg');
  });

  it('draws an SVG tile per game without words on it (the card shows them, localised), named by its escaped title', () => {
    for (const game of GAMES) {
      const svg = gameSvg(game);
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('RTP');
    }
    expect(gameSvg(gameOf('ih-pharaohs-fortune') as never)).toContain('Pharaoh&#39;s Fortune');
  });
});

describe('round helpers', () => {
  it('parses limbo targets into exact hundredths and prints multipliers floored', () => {
    expect(hundredths('2')).toBe(200n);
    expect(hundredths('2.5')).toBe(250n);
    expect(hundredths('1.01')).toBe(101n);
    expect(hundredths('1000000.00')).toBe(100_000_000n);
    expect(multiplierText(19_999n, 10_000n)).toBe('1.99');
    expect(multiplierText(0n, 10_000n)).toBe('0.00');
  });

  it('enforces the bet limits 0.1..1000', () => {
    expect(checkBet('0.1')).toBe(1_000n);
    expect(checkBet('1000')).toBe(10_000_000n);
    expect(() => checkBet('0.09')).toThrow(VendorError);
    expect(() => checkBet('1000.0001')).toThrow(VendorError);
  });
});
