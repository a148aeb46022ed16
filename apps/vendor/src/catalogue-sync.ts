import { randomUUID } from 'node:crypto';
import { type TVendorCatalogueRequest, VENDOR_JACKPOT_API } from '@croupier/contracts';
import { GAMES } from './games.ts';
import { callPlatform, type FetchLike, type OperatorLink } from './platform-client.ts';

/** The catalogue the vendor registers: slots under RNG (slots), mini games under BGS (mini games). */
export function catalogueRequest(publicUrl: string): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: 'Croupier Originals',
    games: GAMES.map((g, i) => ({
      gameCode: g.code,
      gameId: g.code,
      gameType: g.kind === 'slot' ? 'RNG' : 'BGS',
      name: g.names.EN,
      names: { CN: g.names.CN, VI: g.names.VI, TH: g.names.TH },
      iconUrl: `${base}/inhouse/img/${g.code}.svg`,
      tags:
        g.kind === 'slot' ? ['slots', 'in-house', 'jackpot'] : ['mini-games', 'in-house', 'provably-fair'],
      rtp: g.rtp,
      isHot: g.code === 'ih-crash' || g.code === 'ih-fruit-fiesta',
      sortOrder: i,
    })),
  };
}

/** Registers the catalogue with one operator's platform; true when the platform accepted it. */
export async function registerCatalogue(
  link: OperatorLink,
  publicUrl: string,
  fetch?: FetchLike,
): Promise<boolean> {
  const result = await callPlatform(
    link,
    VENDOR_JACKPOT_API.catalogue,
    { requestId: randomUUID(), ...catalogueRequest(publicUrl) },
    { fetch, timeoutMs: 10_000 },
  );
  return result.kind === 'ok';
}
