import { ZGameType } from './games.ts';
import { ZInstant } from './primitives.ts';
import { ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** Image size keys of a game icon; rx2 is the double-size icon the hot list asks for. */
export const IMG_SIZES = ['rx1', 'rx2', 'rx3'] as const;
export const ZImgSize = z.enum(IMG_SIZES);
/** The spec's isGame: GAME starts directly; VASSALAGE opens the vendor's game-list popup. */
export const ZIsGame = z.enum(['GAME', 'VASSALAGE']);
export const ZGameStatus = z.enum(['active', 'maintenance', 'retired']);

/** One game as every lobby list returns it (spec section 3, Game). */
export const ZGame = z.object({
  nodeId: z.number().int(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  iconUrl: z.string(),
  showIcon: z.string(),
  lagerIcon: z.string(),
  vassalage: z.string(),
  gameType: ZGameType,
  gameCode: z.string(),
  gameId: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isGame: ZIsGame,
  tags: z.array(z.string()),
  /** Return to player in percent as an exact decimal string, when the vendor publishes it. */
  rtp: z.string().nullable(),
  /** The game or its vendor is under maintenance: listed, but a launch is refused. */
  maintenance: z.boolean(),
  /** Its vendor offers it in demo mode (play money, no wallet): a trial member may open it. */
  demo: z.boolean(),
});
export type TGame = z.infer<typeof ZGame>;

/** Query of the game list (spec section 7); clientType, platform and merchant are accepted as the site sends them. */
export const ZGameListQuery = z.object({
  clientType: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  gameType: ZGameType.optional(),
  vassalage: ZVassalage.optional(),
  /** A vendor filter too (the spec sends either imgSize or gameClassify). */
  gameClassify: ZVassalage.optional(),
  keyword: z.string().trim().max(60).optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  language: z.string().max(8).optional(),
  imgSize: ZImgSize.default('rx1'),
});
export type TGameListQuery = z.infer<typeof ZGameListQuery>;

export const ZGameListResponse = z.object({
  success: z.literal(true),
  games: z.array(ZGame),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TGameListResponse = z.infer<typeof ZGameListResponse>;

export const ZHotGamesQuery = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.string().max(4).optional(),
  platform: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  imgSize: ZImgSize.default('rx2'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const ZHotGamesResponse = z.object({ success: z.literal(true), list: z.array(ZGame) });
export type THotGamesResponse = z.infer<typeof ZHotGamesResponse>;

/** A vendor in a menu category, with the number of games the merchant shows of it in that category. */
export const ZMenuVendor = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: ZGameType,
  maintenance: z.boolean(),
  gameCount: z.number().int(),
});
export type TMenuVendor = z.infer<typeof ZMenuVendor>;

/** Spec section 3, Vendor category: title, cards keyed by vassalage, gameClassify, gameCategory. */
export const ZGameMenu = z.object({
  gameCategory: ZGameType,
  title: z.string(),
  cards: z.record(z.string(), ZMenuVendor),
  gameClassify: z.array(ZMenuVendor),
});
export type TGameMenu = z.infer<typeof ZGameMenu>;
export const ZGameMenusQuery = z.object({ language: z.string().max(8).optional() });
export const ZGameMenusResponse = z.object({ success: z.literal(true), value: z.array(ZGameMenu) });
export type TGameMenusResponse = z.infer<typeof ZGameMenusResponse>;

export const ZVassalGameTypeQuery = z.object({ vassalage: ZVassalage });
export const ZVassalGameTypeResponse = z.object({ success: z.literal(true), value: z.array(ZGameType) });

export const ZWinnersQuery = z.object({
  gameCategory: z.union([z.literal('ALL'), ZGameType]).default('ALL'),
  language: z.string().max(8).optional(),
  limitNum: z.coerce.number().int().min(1).max(100).default(20),
});
/** Spec section 3, Winner board entry; winAmount has thousands separators and 2 decimals. */
export const ZWinner = z.object({
  customerName: z.string(),
  winAmount: z.string(),
  iconUrl: z.string(),
  gameName: z.string(),
  gameType: z.string(),
});
export type TWinner = z.infer<typeof ZWinner>;
export const ZWinnersResponse = z.object({
  success: z.literal(true),
  value: z.object({ list: z.array(ZWinner) }),
});

export const ZJackpot = z.object({
  code: z.string(),
  name: z.string(),
  /** Decimal string of the pool (4 decimals at most), in the merchant's currency. */
  amount: z.string(),
  currency: z.string(),
  gameCode: z.string().nullable(),
  vassalage: z.string().nullable(),
  iconUrl: z.string(),
});
export const ZJackpotsResponse = z.object({
  success: z.literal(true),
  value: z.object({ list: z.array(ZJackpot) }),
});

export const ZGameImageParams = z.object({
  vassalage: ZVassalage,
  file: z.string().regex(/^[A-Za-z0-9_.-]{1,64}\.svg$/),
});

// ---- Favourites, recent games, launch (T calls) ----

export const ZNodeIdParams = z.object({ nodeId: z.string().regex(/^[1-9]\d{0,15}$/) });
export const ZFavoriteIdsResponse = z.object({ success: z.literal(true), value: z.array(z.number().int()) });
export const ZFavoritesQuery = z.object({
  clientType: z.string().max(16).optional(),
  platform: z.string().max(32).optional(),
  language: z.string().max(8).optional(),
  gameType: ZGameType.optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  imgSize: ZImgSize.default('rx1'),
});
export const ZFavoritesResponse = z.object({
  success: z.literal(true),
  content: z.array(ZGame),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export type TFavoritesResponse = z.infer<typeof ZFavoritesResponse>;
export const ZAddFavorite = z.object({
  nodeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vendor: ZVassalage.optional(),
  gameType: ZGameType.optional(),
});
export const ZFavoriteChanged = z.object({
  success: z.literal(true),
  value: z.object({ nodeId: z.number().int(), favorite: z.boolean() }),
});

export const ZRecentQuery = z.object({
  page: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  gameType: ZGameType.optional(),
  language: z.string().max(8).optional(),
  clientType: z.string().max(16).optional(),
  imgSize: ZImgSize.default('rx1'),
});
export const ZRecentResponse = z.object({ success: z.literal(true), list: z.array(ZGame) });

export const ZLaunchQuery = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  vassalage: ZVassalage,
  language: z.string().max(8).optional(),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(500).optional(),
});
export const ZLaunchResponse = z.object({
  success: z.literal(true),
  value: z.object({ url: z.string(), gameCode: z.string(), vassalage: z.string(), nodeId: z.number().int() }),
});
export type TLaunchResponse = z.infer<typeof ZLaunchResponse>;

// ---- Admin: catalogue ----

export const ZAdminVendor = z.object({
  vassalage: ZVassalage,
  displayName: z.string().trim().min(1).max(80),
  gameType: ZGameType,
  gameTypes: z.array(ZGameType).max(11).default([]),
  status: ZGameStatus.default('active'),
});
export const ZAdminVendorsBody = z.object({ vendors: z.array(ZAdminVendor).min(1).max(500) });

export const ZAdminGame = z.object({
  vassalage: ZVassalage,
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  gameId: z.string().trim().min(1).max(64),
  gameType: ZGameType,
  name: z.string().trim().min(1).max(120),
  /** Names in other languages, keyed by language code. */
  names: z.record(z.string().regex(/^[A-Z]{2,3}$/), z.string().trim().min(1).max(120)).default({}),
  icons: z.partialRecord(ZImgSize, z.string().max(2000)).default({}),
  isHot: z.boolean().default(false),
  tags: z.array(z.string().trim().min(1).max(32)).max(20).default([]),
  rtp: z
    .string()
    .regex(/^\d{1,3}(\.\d{1,3})?$/)
    .refine((text) => Number(text) > 0 && Number(text) <= 100, 'between 0 and 100')
    .nullable()
    .default(null),
  isGame: ZIsGame.default('GAME'),
  status: ZGameStatus.default('active'),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  /** The vendor offers the game in demo mode (play money, no wallet calls); absent: it does not. */
  demo: z.boolean().optional(),
});
export type TAdminGame = z.infer<typeof ZAdminGame>;
export const ZAdminGamesBody = z.object({ games: z.array(ZAdminGame).min(1).max(1000) });
export const ZAdminUpserted = z.object({
  success: z.literal(true),
  value: z.object({ upserted: z.number().int() }),
});

export const ZAdminVendorParams = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  vassalage: ZVassalage,
});
export const ZAdminMerchantVendor = z.object({
  enabled: z.boolean(),
  maintenance: z.boolean().default(false),
  sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
  /** The version the console read (0: never set); a change meanwhile is refused (CONFLICT). */
  version: z.number().int().min(0).max(2_000_000_000).optional(),
});
export const ZAdminGameOverrideParams = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  nodeId: z.string().regex(/^[1-9]\d{0,15}$/),
});
export const ZAdminGameOverride = z.object({
  isHot: z.boolean().nullable(),
  hidden: z.boolean(),
  /** The version the console read (0: never set); a change meanwhile is refused (CONFLICT). */
  version: z.number().int().min(0).max(2_000_000_000).optional(),
});

/**
 * `POST /admin/api/merchants/:merchantCode/winners`: the operator records a big win for the winner
 * board (a vendor's report of a win, for instance). `roundId` makes it idempotent: the same round
 * is recorded once (`recorded: false` the second time).
 */
export const ZAdminBigWin = z.object({
  customerName: z.string().trim().min(1).max(32),
  vassalage: ZVassalage,
  gameCode: z.string().trim().min(1).max(64),
  amount: ZPositiveMoney,
  roundId: z.string().trim().min(1).max(128).optional(),
  wonAt: ZInstant.optional(),
});
export type TAdminBigWin = z.infer<typeof ZAdminBigWin>;

// ---- Lottery lobby calls (spec section 7: /lgw/vn/games/game_menu, opened numbers) ----

/** Prize modes of the lottery lobby (spec section 9); ELOTT lists the e-lottery category, the others lottery. */
export const LOTTO_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT', 'SEA'] as const;
export const ZLottoPrizeMode = z.enum(LOTTO_PRIZE_MODES);
export type TLottoPrizeMode = z.infer<typeof ZLottoPrizeMode>;

/** The lobby category a prize mode lists. */
export function lottoGameTypeOf(prizeMode: TLottoPrizeMode): 'LOTT' | 'ELOTT' {
  return prizeMode === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/**
 * What a prize mode's lottery menu lists: LOTT the lottery category and ELOTT the e-lottery one (section
 * 4's rule); SEA the Southeast-Asian 4D vendor's games and ZY the Vietnamese provincial draws' (the
 * two split per vendor out of the lottery category).
 */
export function lottoMenuFilterOf(prizeMode: TLottoPrizeMode): {
  gameType: 'LOTT' | 'ELOTT';
  vassalage?: string;
} {
  if (prizeMode === 'SEA') return { gameType: 'LOTT', vassalage: 'TCG_SEA' };
  if (prizeMode === 'ZY') return { gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN' };
  return { gameType: lottoGameTypeOf(prizeMode) };
}

/** The lottery UI's first view: a game's bet slip, or the lobby of draws and results. */
export const LOTTO_VIEWS = ['betting', 'lobby'] as const;
export type TLottoView = (typeof LOTTO_VIEWS)[number];
/** The device a lottery launch is for: MOBILE opens the phone layout whatever the frame's width. */
export const LOTTO_DEVICES = ['WEB', 'MOBILE'] as const;
export type TLottoDevice = (typeof LOTTO_DEVICES)[number];

/**
 * The lobby launch GET (spec section 7; T, real accounts): the lottery area and launch mode, the
 * prize mode whose menu the game is taken from (its first game when none is named), the first view,
 * the device, where "back" returns to, and the language.
 */
export const ZLottoLaunchQuery = z.object({
  lottoArea: z.enum(['VN']).default('VN'),
  launchMode: z.enum(['LOTT']).default('LOTT'),
  prizeMode: ZLottoPrizeMode.default('LOTT'),
  gameCode: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
  view: z.enum(LOTTO_VIEWS).default('betting'),
  device: z.enum(LOTTO_DEVICES).default('WEB'),
  backUrl: z.string().max(500).optional(),
  language: z.string().max(8).optional(),
});
export type TLottoLaunchQuery = z.input<typeof ZLottoLaunchQuery>;
export const ZLottoLaunchResponse = z.object({
  success: z.literal(true),
  value: z.object({
    url: z.string(),
    gameCode: z.string(),
    vassalage: z.string(),
    prizeMode: ZLottoPrizeMode,
    view: z.enum(LOTTO_VIEWS),
  }),
});

/** Query of the lottery menu and its recent variant (T; the site sends prizeMode and device WEB). */
export const ZLottoMenuQuery = z.object({
  prizeMode: ZLottoPrizeMode.default('LOTT'),
  device: z.string().max(16).optional(),
  language: z.string().max(8).optional(),
  imgSize: ZImgSize.default('rx1'),
});
export const ZLottoMenuResponse = z.object({
  success: z.literal(true),
  value: z.object({ prizeMode: ZLottoPrizeMode, games: z.array(ZGame) }),
});
export type TLottoMenuResponse = z.infer<typeof ZLottoMenuResponse>;

/** One published result as the lobby shows it (the vendor's `ZVendorPublishedResult`, with its vendor). */
export const ZOpenedNumero = z.object({
  vassalage: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  issue: z.string(),
  openedAt: z.string(),
  tiers: z.array(z.object({ tier: z.string(), name: z.string(), numbers: z.array(z.string()) })),
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
});
export type TOpenedNumero = z.infer<typeof ZOpenedNumero>;

/** Results history of one game (`/lgw/vn/numeros/opened/game`), newest first. */
export const ZOpenedGameQuery = z.object({
  vassalage: ZVassalage,
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const ZOpenedGameResponse = z.object({
  success: z.literal(true),
  value: z.object({ list: z.array(ZOpenedNumero) }),
});

/** The latest result of every game of a prize mode's menu (`/lotto/lgw/games/opened/numero`). */
export const ZOpenedNumeroQuery = z.object({
  prizeMode: ZLottoPrizeMode.default('LOTT'),
});
export const ZOpenedNumeroResponse = z.object({
  success: z.literal(true),
  value: z.object({ list: z.array(ZOpenedNumero) }),
});

/** The live model (dealer) list of a vendor code (`/wps/live/models`), in the lobby's language. */
export const ZLiveModelListQuery = z.object({
  vassalage: ZVassalage,
  language: z.string().max(8).optional(),
});
export const ZLiveModelListResponse = z.object({
  success: z.literal(true),
  value: z.object({
    list: z.array(
      z.object({
        vassalage: z.string(),
        modelId: z.string(),
        name: z.string(),
        portraitUrl: z.string(),
        gameCode: z.string().nullable(),
        languages: z.array(z.string()),
      }),
    ),
  }),
});
export type TLiveModelListResponse = z.infer<typeof ZLiveModelListResponse>;

/** The chat launch of a live game (`/wps/live/chat`): the game opened on its chat. */
export const ZLiveChatLaunchQuery = z.object({
  vassalage: ZVassalage,
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  language: z.string().max(8).optional(),
});
export const ZLiveChatLaunchResponse = z.object({
  success: z.literal(true),
  value: z.object({ chatUrl: z.string(), gameCode: z.string(), vassalage: z.string() }),
});
