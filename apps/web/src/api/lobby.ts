import {
  API,
  type EXECUTION_CODES,
  type TAnnouncement,
  type TBanner,
  type TGame,
  type TGameType,
  type TLanguage,
  type TLottoDevice,
  type TLottoPrizeMode,
  type TLottoView,
  ZAnnouncementsResponse,
  ZBannersResponse,
  ZFavoriteChanged,
  ZFavoriteIdsResponse,
  ZFavoritesResponse,
  ZGameListResponse,
  ZHotGamesResponse,
  ZJackpotsResponse,
  ZLaunchResponse,
  ZLottoLaunchResponse,
  ZLottoMenuResponse,
  ZRecentResponse,
  ZWinnersResponse,
} from '@croupier/contracts';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../stores/session-store.ts';
import { apiRequest, apiValue } from './api-client.ts';
import { useVendorLanes } from './queries.ts';

/** Lobby calls of spec section 7 (games, boards, favourites, recent, launch, announcements, banners). */

export const lobbyKeys = {
  hot: (language: TLanguage) => ['hotGames', language] as const,
  list: (
    language: TLanguage,
    vendors: string,
    gameType: TGameType,
    vassalage: string | null,
    keyword: string,
    pageSize: number,
  ) => ['gameList', language, vendors, gameType, vassalage, keyword, pageSize] as const,
  winners: (language: TLanguage) => ['winners', language] as const,
  jackpots: (language: TLanguage) => ['jackpots', language] as const,
  banners: (language: TLanguage, group: string) => ['banners', language, group] as const,
  announcements: (language: TLanguage, type: string, execution: string | null, pageNo: number) =>
    ['announcements', language, type, execution, pageNo] as const,
  favoriteIds: (token: string | null) => ['favoriteIds', token] as const,
  favorites: (token: string | null, language: TLanguage) => ['favorites', token, language] as const,
  favoritesAll: ['favorites'] as const,
  recent: (token: string | null, language: TLanguage) => ['recent', token, language] as const,
  recentAll: (token: string | null) => ['recent', token] as const,
};

const PLATFORM = 'html5-desktop';
type TExecutionCode = (typeof EXECUTION_CODES)[number];

function useLanguage(): TLanguage {
  return useTranslation().i18n.language as TLanguage;
}

/** A fingerprint of the merchant's vendor lanes: game lists reload when the vendors change. */
function useVendorsVersion(): string {
  const { data: lanes = [] } = useVendorLanes();
  return lanes.map((lane) => `${lane.gameType}:${lane.vendors.map((v) => v.vassalage).join(',')}`).join('|');
}

/** Hot games, cached for the session per language (a page refresh loads them again). */
export function useHotGames() {
  const language = useLanguage();
  return useQuery({
    queryKey: lobbyKeys.hot(language),
    queryFn: async ({ signal }): Promise<TGame[]> =>
      (
        await apiRequest(API.games.hot, ZHotGamesResponse, {
          query: { platform: PLATFORM, language, imgSize: 'rx2' },
          signal,
        })
      ).list,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

export type TGamePage = { games: TGame[]; pageNo: number; total: number };

/** One page of `/lgw/games/list`. */
export async function fetchGamePage(
  params: {
    /** Null searches every category (the header's game search). */
    gameType: TGameType | null;
    vassalage: string | null;
    keyword: string;
    pageNo: number;
    pageSize: number;
    language: TLanguage;
  },
  signal?: AbortSignal,
): Promise<TGamePage> {
  const body = await apiRequest(API.games.list, ZGameListResponse, {
    query: {
      clientType: 'WEB',
      platform: PLATFORM,
      gameType: params.gameType ?? undefined,
      vassalage: params.vassalage ?? undefined,
      keyword: params.keyword || undefined,
      pageNo: params.pageNo,
      pageSize: params.pageSize,
      language: params.language,
      imgSize: 'rx1',
    },
    signal,
  });
  return { games: body.games, pageNo: body.pageNo, total: body.total };
}

/** The lottery menu of a prize mode (`/lgw/vn/games/game_menu`, T): its games in catalogue order. */
export async function fetchLottoMenu(
  prizeMode: TLottoPrizeMode,
  language: TLanguage,
  signal?: AbortSignal,
): Promise<TGame[]> {
  const body = await apiRequest(API.lotto.gameMenu, ZLottoMenuResponse, {
    query: { prizeMode, device: 'WEB', language, imgSize: 'rx1' },
    signal,
  });
  return body.value.games;
}

/**
 * The lottery lobby launch (spec section 7): the launch URL of the prize mode menu's game (its first
 * when none is named), opening on `view`, laid out for `device`, returning to `backUrl`.
 */
export async function fetchLottoLaunch(query: {
  prizeMode: TLottoPrizeMode;
  gameCode: string | null;
  view: TLottoView;
  device: TLottoDevice;
  backUrl: string;
  language: TLanguage;
}) {
  const body = await apiRequest(API.lotto.lobbyLaunch, ZLottoLaunchResponse, {
    query: {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: query.prizeMode,
      ...(query.gameCode ? { gameCode: query.gameCode } : {}),
      view: query.view,
      device: query.device,
      backUrl: query.backUrl,
      language: query.language,
    },
  });
  return body.value;
}

/** The first `pageSize` games of a category (home sections); reloads when the language changes. */
export function useCategoryGames(gameType: TGameType, enabled: boolean, pageSize = 20) {
  const language = useLanguage();
  const vendors = useVendorsVersion();
  return useQuery({
    queryKey: lobbyKeys.list(language, vendors, gameType, null, '', pageSize),
    queryFn: ({ signal }) =>
      fetchGamePage({ gameType, vassalage: null, keyword: '', pageNo: 1, pageSize, language }, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Paged game list of a category page (a "Load more" button asks for the next page). */
export function useGameList(gameType: TGameType, vassalage: string | null, keyword: string, pageSize = 30) {
  const language = useLanguage();
  const vendors = useVendorsVersion();
  return useInfiniteQuery({
    queryKey: lobbyKeys.list(language, vendors, gameType, vassalage, keyword, pageSize),
    queryFn: ({ pageParam, signal }) =>
      fetchGamePage({ gameType, vassalage, keyword, pageNo: pageParam, pageSize, language }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.games.length, 0);
      return loaded < last.total && last.games.length > 0 ? last.pageNo + 1 : undefined;
    },
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useWinners() {
  const language = useLanguage();
  return useQuery({
    queryKey: lobbyKeys.winners(language),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(API.games.winners, ZWinnersResponse, {
          query: { gameCategory: 'ALL', limitNum: 20, language },
          signal,
        })
      ).value.list,
    staleTime: 60_000,
  });
}

/** The header's game search: games of every category whose name matches `keyword` (nothing when empty). */
export function useGameSearch(keyword: string, pageSize = 24) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['gameSearch', language, keyword, pageSize] as const,
    queryFn: ({ signal }) =>
      fetchGamePage({ gameType: null, vassalage: null, keyword, pageNo: 1, pageSize, language }, signal),
    enabled: keyword.length > 0,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The winner lists page: the biggest wins of one category (or all), the 20 the spec requests. */
export function useWinnerList(gameCategory: 'ALL' | TGameType) {
  const language = useLanguage();
  return useQuery({
    queryKey: [...lobbyKeys.winners(language), gameCategory] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(API.games.winners, ZWinnersResponse, {
          query: { gameCategory, limitNum: 20, language },
          signal,
        })
      ).value.list,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useJackpots() {
  const language = useLanguage();
  return useQuery({
    queryKey: lobbyKeys.jackpots(language),
    queryFn: async ({ signal }) =>
      (await apiRequest(API.games.jackpots, ZJackpotsResponse, { query: { language }, signal })).value.list,
    staleTime: 60_000,
  });
}

export function useBanners(group: 'w_home' | 'w_login' | 'w_register' | 'w_leftmenu') {
  const language = useLanguage();
  return useQuery({
    queryKey: lobbyKeys.banners(language, group),
    queryFn: async ({ signal }): Promise<TBanner[]> =>
      (await apiRequest(API.content.banners, ZBannersResponse, { query: { group, language }, signal })).list,
    staleTime: 5 * 60_000,
  });
}

export type TAnnouncementPage = { list: TAnnouncement[]; total: number; pageNo: number; pageSize: number };

/** Announcements of one type (B notices, PU public popups, PR promotions), optionally filtered by execution code. */
export function useAnnouncements(
  type: 'B' | 'PU' | 'PR',
  options: { execution?: TExecutionCode | null; pageNo?: number; pageSize?: number; enabled?: boolean } = {},
) {
  const language = useLanguage();
  const { execution = null, pageNo = 1, pageSize = 9, enabled = true } = options;
  return useQuery({
    queryKey: [...lobbyKeys.announcements(language, type, execution, pageNo), pageSize],
    queryFn: ({ signal }): Promise<TAnnouncementPage> =>
      apiValue(API.content.announcements, ZAnnouncementsResponse.shape.value, {
        query: { type, platform: 'W', execution: execution ?? undefined, language, pageNo, pageSize },
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** Ids of the member's favourites; loaded at login. */
export function useFavoriteIds() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: lobbyKeys.favoriteIds(token),
    queryFn: async ({ signal }) =>
      apiValue(API.games.favoriteIds, ZFavoriteIdsResponse.shape.value, { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useFavoriteGames(isEnabled = true) {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery({
    queryKey: lobbyKeys.favorites(token, language),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(API.games.favorites, ZFavoritesResponse, {
          query: { clientType: 'WEB', platform: PLATFORM, language, pageNo: 1, pageSize: 999 },
          signal,
        })
      ).content,
    enabled: token !== null && isEnabled,
  });
}

export function useRecentGames(isEnabled = true) {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery({
    queryKey: lobbyKeys.recent(token, language),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(API.games.recent, ZRecentResponse, {
          query: { page: 1, pageSize: 20, language, clientType: 'WEB' },
          signal,
        })
      ).list,
    enabled: token !== null && isEnabled,
    staleTime: 60_000,
  });
}

export function addFavorite(game: Pick<TGame, 'nodeId' | 'vassalage' | 'gameType'>) {
  return apiRequest(API.games.favorites, ZFavoriteChanged, {
    method: 'POST',
    body: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
  });
}

export function removeFavorite(nodeId: number) {
  return apiRequest(API.games.favorite.replace(':nodeId', String(nodeId)), ZFavoriteChanged, {
    method: 'DELETE',
  });
}

/** `GET /wps/game/launchGame`: the vendor's launch URL. */
export async function fetchLaunchUrl(game: Pick<TGame, 'gameCode' | 'vassalage'>, language: TLanguage) {
  const body = await apiRequest(API.games.launch, ZLaunchResponse, {
    query: { gameCode: game.gameCode, vassalage: game.vassalage, language, device: 'WEB' },
  });
  return body.value.url;
}
