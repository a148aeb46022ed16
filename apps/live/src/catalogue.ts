import {
  LANGUAGES,
  LIVE_TABLES,
  liveTablesOf,
  type TLiveVendorCode,
  type TVendorCatalogueRequest,
} from '@croupier/contracts';
import { tableName } from './tables.ts';

const DISPLAY_NAMES: Record<TLiveVendorCode, string> = { CLIVE: 'Croupier Live', DS88: 'DS88 Sabong' };

/** The catalogue one vendor code registers: each table a game, CLIVE under LIVE, DS88 under COCKFIGHT. */
export function catalogueOf(
  vendorCode: TLiveVendorCode,
  publicUrl: string,
): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: DISPLAY_NAMES[vendorCode],
    games: liveTablesOf(vendorCode).map((code, i) => {
      const table = LIVE_TABLES[code];
      return {
        gameCode: code,
        gameId: code,
        gameType: vendorCode === 'DS88' ? ('COCKFIGHT' as const) : ('LIVE' as const),
        name: table.name,
        names: Object.fromEntries(
          LANGUAGES.filter((language) => language !== 'EN').map((language) => [
            language,
            tableName(code, language),
          ]),
        ),
        iconUrl: `${base}/live/img/${code}.svg`,
        tags: ['live', vendorCode.toLowerCase(), table.game.toLowerCase().replace('_', '-'), 'provably-fair'],
        rtp: table.game === 'BACCARAT' ? '98.94' : table.game === 'ROULETTE' ? '97.30' : '96',
        isHot: i === 0,
        sortOrder: i,
      };
    }),
  };
}
