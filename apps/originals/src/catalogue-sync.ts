import type { CatalogueRegistration } from '@croupier/vendor-kit';
import { GAMES, isDemoGame } from './games.ts';

/** The catalogue the vendor registers: slots under RNG (slots), mini games under BGS (mini games), each saying whether it has a demo. */
export function catalogueRequest(publicUrl: string): CatalogueRegistration {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: 'Croupier Originals',
    games: GAMES.map((g, i) => ({
      gameCode: g.code,
      gameId: g.code,
      gameType: g.kind === 'slot' ? 'RNG' : 'BGS',
      name: g.names.EN,
      names: Object.fromEntries(Object.entries(g.names).filter(([language]) => language !== 'EN')),
      iconUrl: `${base}/inhouse/img/${g.code}.svg`,
      tags:
        g.kind === 'slot' ? ['slots', 'in-house', 'jackpot'] : ['mini-games', 'in-house', 'provably-fair'],
      rtp: g.rtp,
      isHot: g.code === 'ih-crash' || g.code === 'ih-fruit-fiesta',
      sortOrder: i,
      demo: isDemoGame(g.code),
    })),
  };
}
