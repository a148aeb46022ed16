import {
  API,
  formatMinor,
  GAME_TYPES,
  localized,
  type TAdminGame,
  type TGame,
  type TGameMenu,
  type TGameType,
  type TLanguage,
  type TLocalized,
  type TMenuVendor,
  type TVendorCatalogueRequest,
  ZGameType,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { refuseStaleEdit } from '../http/stale-edit.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { CatalogueRepository, GameFilter, MerchantGameRow } from './catalogue.repository.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { laneOf, typesOfVendor } from './vendor-grouping.ts';
import type { VendorsRepository } from './vendors.repository.ts';
import type { VendorsService } from './vendors.service.ts';

/** What a vendor needs to open a game for a member. */
export interface LaunchRequest {
  merchant: Merchant;
  memberId: bigint;
  username: string;
  game: { nodeId: bigint; vassalage: string; gameCode: string; gameId: string; gameType: string };
  language: TLanguage;
  ip: string;
  backUrl?: string | undefined;
  /**
   * A demo launch (a trial member): the vendor plays the game with play money it keeps itself and
   * calls no wallet (docs/vendor-protocol.md, "Demo play"). Only for a game registered with `demo`.
   */
  demo?: boolean | undefined;
}

/**
 * A vendor's launch integration: returns the URL (carrying the vendor's one-time token) that the
 * site opens in its frame. One is registered per vassalage; a vendor without one is "not connected".
 */
export interface VendorLauncher {
  launch(request: LaunchRequest): Promise<{ url: string }>;
}

/** The category titles of the menus, per language. */
const CATEGORY_TITLES: TLocalized<Record<TGameType, string>> = {
  EN: {
    LIVE: 'Live Casino',
    RNG: 'Slots',
    FISH: 'Fishing',
    PVP: 'Card Games',
    SPORTS: 'Sports',
    ESPORTS: 'E-Sports',
    LOTT: 'Lottery',
    ELOTT: 'E-Lottery',
    COCKFIGHT: 'Cockfight',
    BGS: 'Board Games',
    INHOUSE: 'Originals',
  },
  CN: {
    LIVE: '真人娱乐',
    RNG: '电子游戏',
    FISH: '捕鱼游戏',
    PVP: '棋牌游戏',
    SPORTS: '体育赛事',
    ESPORTS: '电子竞技',
    LOTT: '彩票游戏',
    ELOTT: '电子彩票',
    COCKFIGHT: '斗鸡',
    BGS: '桌面游戏',
    INHOUSE: '原创游戏',
  },
  VI: {
    LIVE: 'Casino trực tiếp',
    RNG: 'Nổ hũ',
    FISH: 'Bắn cá',
    PVP: 'Game bài',
    SPORTS: 'Thể thao',
    ESPORTS: 'Thể thao điện tử',
    LOTT: 'Xổ số',
    ELOTT: 'Xổ số điện tử',
    COCKFIGHT: 'Đá gà',
    BGS: 'Trò chơi bàn',
    INHOUSE: 'Trò chơi độc quyền',
  },
  TH: {
    LIVE: 'คาสิโนสด',
    RNG: 'สล็อต',
    FISH: 'ยิงปลา',
    PVP: 'เกมไพ่',
    SPORTS: 'กีฬา',
    ESPORTS: 'อีสปอร์ต',
    LOTT: 'หวย',
    ELOTT: 'หวยออนไลน์',
    COCKFIGHT: 'ชนไก่',
    BGS: 'เกมกระดาน',
    INHOUSE: 'เกมออริจินัล',
  },
  TW: {
    LIVE: '真人娛樂',
    RNG: '電子遊戲',
    FISH: '捕魚遊戲',
    PVP: '棋牌遊戲',
    SPORTS: '體育賽事',
    ESPORTS: '電子競技',
    LOTT: '彩票遊戲',
    ELOTT: '電子彩票',
    COCKFIGHT: '鬥雞',
    BGS: '桌上遊戲',
    INHOUSE: '原創遊戲',
  },
  JA: {
    LIVE: 'ライブカジノ',
    RNG: 'スロット',
    FISH: 'フィッシング',
    PVP: 'カードゲーム',
    SPORTS: 'スポーツ',
    ESPORTS: 'eスポーツ',
    LOTT: '宝くじ',
    ELOTT: 'eロッタリー',
    COCKFIGHT: '闘鶏',
    BGS: 'ボードゲーム',
    INHOUSE: 'オリジナル',
  },
  KO: {
    LIVE: '라이브 카지노',
    RNG: '슬롯',
    FISH: '피싱',
    PVP: '카드 게임',
    SPORTS: '스포츠',
    ESPORTS: 'e스포츠',
    LOTT: '로또',
    ELOTT: 'e-로또',
    COCKFIGHT: '닭싸움',
    BGS: '보드 게임',
    INHOUSE: '오리지널',
  },
  ES: {
    LIVE: 'Casino en vivo',
    RNG: 'Tragamonedas',
    FISH: 'Pesca',
    PVP: 'Juegos de cartas',
    SPORTS: 'Deportes',
    ESPORTS: 'eSports',
    LOTT: 'Lotería',
    ELOTT: 'Lotería electrónica',
    COCKFIGHT: 'Peleas de gallos',
    BGS: 'Juegos de mesa',
    INHOUSE: 'Originales',
  },
  PT: {
    LIVE: 'Cassino ao vivo',
    RNG: 'Caça-níqueis',
    FISH: 'Pescaria',
    PVP: 'Jogos de cartas',
    SPORTS: 'Esportes',
    ESPORTS: 'eSports',
    LOTT: 'Loteria',
    ELOTT: 'Loteria eletrônica',
    COCKFIGHT: 'Rinha de galo',
    BGS: 'Jogos de tabuleiro',
    INHOUSE: 'Originais',
  },
  TR: {
    LIVE: 'Canlı Casino',
    RNG: 'Slotlar',
    FISH: 'Balık Avı',
    PVP: 'Kart Oyunları',
    SPORTS: 'Spor',
    ESPORTS: 'E-Spor',
    LOTT: 'Piyango',
    ELOTT: 'E-Piyango',
    COCKFIGHT: 'Horoz Dövüşü',
    BGS: 'Masa Oyunları',
    INHOUSE: 'Özel Oyunlar',
  },
  RU: {
    LIVE: 'Живое казино',
    RNG: 'Слоты',
    FISH: 'Рыбалка',
    PVP: 'Карточные игры',
    SPORTS: 'Спорт',
    ESPORTS: 'Киберспорт',
    LOTT: 'Лотерея',
    ELOTT: 'Электронная лотерея',
    COCKFIGHT: 'Петушиные бои',
    BGS: 'Настольные игры',
    INHOUSE: 'Оригинальные игры',
  },
  AR: {
    LIVE: 'الكازينو المباشر',
    RNG: 'ألعاب السلوت',
    FISH: 'ألعاب الصيد',
    PVP: 'ألعاب الورق',
    SPORTS: 'الرياضة',
    ESPORTS: 'الرياضات الإلكترونية',
    LOTT: 'اليانصيب',
    ELOTT: 'اليانصيب الإلكتروني',
    COCKFIGHT: 'صراع الديوك',
    BGS: 'ألعاب الطاولة',
    INHOUSE: 'ألعاب حصرية',
  },
  HI: {
    LIVE: 'लाइव कैसीनो',
    RNG: 'स्लॉट्स',
    FISH: 'फ़िशिंग',
    PVP: 'कार्ड गेम्स',
    SPORTS: 'खेल',
    ESPORTS: 'ई-स्पोर्ट्स',
    LOTT: 'लॉटरी',
    ELOTT: 'ई-लॉटरी',
    COCKFIGHT: 'मुर्गा लड़ाई',
    BGS: 'बोर्ड गेम्स',
    INHOUSE: 'ओरिजिनल्स',
  },
  FIL: {
    LIVE: 'Live Casino',
    RNG: 'Slots',
    FISH: 'Pangingisda',
    PVP: 'Mga Card Game',
    SPORTS: 'Sports',
    ESPORTS: 'E-Sports',
    LOTT: 'Lotto',
    ELOTT: 'E-Lotto',
    COCKFIGHT: 'Sabong',
    BGS: 'Mga Board Game',
    INHOUSE: 'Originals',
  },
  BN: {
    LIVE: 'লাইভ ক্যাসিনো',
    RNG: 'স্লট',
    FISH: 'ফিশিং',
    PVP: 'কার্ড গেম',
    SPORTS: 'খেলাধুলা',
    ESPORTS: 'ই-স্পোর্টস',
    LOTT: 'লটারি',
    ELOTT: 'ই-লটারি',
    COCKFIGHT: 'মোরগ লড়াই',
    BGS: 'বোর্ড গেম',
    INHOUSE: 'অরিজিনাল',
  },
  ID: {
    LIVE: 'Kasino Langsung',
    RNG: 'Slot',
    FISH: 'Tembak Ikan',
    PVP: 'Permainan Kartu',
    SPORTS: 'Olahraga',
    ESPORTS: 'E-Sports',
    LOTT: 'Lotre',
    ELOTT: 'E-Lotre',
    COCKFIGHT: 'Sabung Ayam',
    BGS: 'Permainan Papan',
    INHOUSE: 'Orisinal',
  },
  MS: {
    LIVE: 'Kasino Langsung',
    RNG: 'Slot',
    FISH: 'Memancing',
    PVP: 'Permainan Kad',
    SPORTS: 'Sukan',
    ESPORTS: 'E-Sukan',
    LOTT: 'Loteri',
    ELOTT: 'E-Loteri',
    COCKFIGHT: 'Sabung Ayam',
    BGS: 'Permainan Papan',
    INHOUSE: 'Asli',
  },
  KM: {
    LIVE: 'កាស៊ីណូផ្សាយផ្ទាល់',
    RNG: 'ស្លត',
    FISH: 'បាញ់ត្រី',
    PVP: 'ល្បែងបៀ',
    SPORTS: 'កីឡា',
    ESPORTS: 'អ៊ីស្ប៉ត',
    LOTT: 'ឆ្នោត',
    ELOTT: 'ឆ្នោតអេឡិចត្រូនិក',
    COCKFIGHT: 'ជល់មាន់',
    BGS: 'ល្បែងក្តារ',
    INHOUSE: 'ហ្គេមដើម',
  },
  MY: {
    LIVE: 'တိုက်ရိုက် ကာစီနို',
    RNG: 'စလော့',
    FISH: 'ငါးပစ်',
    PVP: 'ဖဲဂိမ်း',
    SPORTS: 'အားကစား',
    ESPORTS: 'အီး-စပို့',
    LOTT: 'ထီ',
    ELOTT: 'အီလက်ထရောနစ် ထီ',
    COCKFIGHT: 'ကြက်တိုက်',
    BGS: 'ဘုတ်ဂိမ်း',
    INHOUSE: 'မူရင်းဂိမ်း',
  },
};

/** The generated art of a game that has no vendor artwork. */
export function generatedIconUrl(vassalage: string, gameCode: string): string {
  return API.games.image.replace(':vassalage', vassalage).replace(':file', `${gameCode}.svg`);
}

/** A winner's name as the board shows it: enough to recognise oneself, not enough to identify. */
export function maskCustomerName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars.join('')}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** Minor units (1/10000) as the board shows them: rounded half up to 2 decimals, thousands separated. */
export function formatWinAmount(minor: bigint): string {
  const cents = (minor + 50n) / 100n;
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** The key of a game in `displayNames`' map. */
export const gameNameKey = (vassalage: string, gameCode: string) => `${vassalage}/${gameCode}`;

function toGame(row: MerchantGameRow, language: TLanguage, imgSize: string): TGame {
  const name = row.names[language] ?? row.nameEn;
  const generated = generatedIconUrl(row.vassalage, row.gameCode);
  const icon = row.icons[imgSize] ?? row.icons.rx1 ?? generated;
  return {
    nodeId: Number(row.id),
    gameName: name,
    nodeName: name,
    displayName: name,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: row.icons.rx3 ?? row.icons.rx2 ?? icon,
    vassalage: row.vassalage,
    gameType: ZGameType.parse(row.gameType),
    gameCode: row.gameCode,
    gameId: row.gameId,
    isHot: row.isHot ? 1 : 0,
    isGame: row.isGame,
    tags: row.tags,
    rtp: row.rtp,
    maintenance: isUnderMaintenance(row),
    demo: row.hasDemo,
  };
}

function isUnderMaintenance(row: MerchantGameRow): boolean {
  return row.status === 'maintenance' || row.vendorStatus === 'maintenance' || row.vendorMaintenance;
}

/**
 * The lobby's catalogue: game lists, search, hot games, menus, favourites, recent games, launching
 * and the boards. Reads that every visitor makes (lists, menus, hot) answer from the per-merchant
 * cache; every admin change through this service invalidates it.
 */
export class CatalogueService {
  private readonly launchers = new Map<string, VendorLauncher>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly catalogue: CatalogueRepository,
    private readonly vendorsRepository: VendorsRepository,
    private readonly vendors: VendorsService,
    private readonly audit: AuditLog,
    readonly cache: CatalogueCache,
  ) {}

  /** Connects a vendor: its launches go through `launcher` from now on. */
  registerLauncher(vassalage: string, launcher: VendorLauncher): void {
    this.launchers.set(vassalage, launcher);
  }

  async list(
    merchant: Merchant,
    query: { filter: GameFilter; pageNo: number; pageSize: number; language: TLanguage; imgSize: string },
  ): Promise<{ games: TGame[]; total: number }> {
    const filter: GameFilter = {
      ...query.filter,
      ...(query.filter.keyword ? { keyword: query.filter.keyword.toLowerCase() } : {}),
    };
    const key = `list:${JSON.stringify([filter, query.pageNo, query.pageSize, query.language, query.imgSize])}`;
    return this.cache.get(merchant.id, key, async () => {
      const offset = (query.pageNo - 1) * query.pageSize;
      const [rows, total] = await Promise.all([
        this.catalogue.listGames(merchant.id, filter, query.pageSize, offset),
        this.catalogue.countGames(merchant.id, filter),
      ]);
      return { games: rows.map((row) => toGame(row, query.language, query.imgSize)), total };
    });
  }

  async hot(merchant: Merchant, language: TLanguage, imgSize: string, limit: number): Promise<TGame[]> {
    return this.cache.get(merchant.id, `hot:${language}:${imgSize}:${limit}`, async () => {
      const rows = await this.catalogue.listGames(merchant.id, { hotOnly: true }, limit, 0);
      return rows.map((row) => toGame(row, language, imgSize));
    });
  }

  /** Spec's vendor categories: each lane with its vendors (cards by vassalage and in order) and game counts. */
  async menus(merchant: Merchant, language: TLanguage): Promise<TGameMenu[]> {
    return this.cache.get(merchant.id, `menus:${language}`, async () => {
      const [vendors, counts] = await Promise.all([
        this.vendorsRepository.enabledForMerchant(merchant.id),
        this.catalogue.countsByVendorAndType(merchant.id),
      ]);
      const countOf = new Map(counts.map((c) => [`${c.vassalage}:${c.gameType}`, c.count]));
      const menus = new Map<TGameType, TGameMenu>();
      for (const vendor of vendors) {
        for (const gameType of typesOfVendor(vendor.gameType, vendor.gameTypes)) {
          const lane = laneOf(this.vendors.grouping, vendor.vassalage, gameType);
          let menu = menus.get(lane);
          if (!menu) {
            menu = {
              gameCategory: lane,
              title: localized(CATEGORY_TITLES, language)[lane],
              cards: {},
              gameClassify: [],
            };
            menus.set(lane, menu);
          }
          if (menu.cards[vendor.vassalage]) continue;
          const entry: TMenuVendor = {
            vassalage: vendor.vassalage,
            displayName: vendor.displayName,
            gameType,
            maintenance: vendor.maintenance,
            gameCount: countOf.get(`${vendor.vassalage}:${gameType}`) ?? 0,
          };
          menu.cards[vendor.vassalage] = entry;
          menu.gameClassify.push(entry);
        }
      }
      return GAME_TYPES.flatMap((type) => menus.get(type) ?? []);
    });
  }

  /** The game types a vendor offers this merchant: declared ones and those it has games in. */
  async vassalGameTypes(merchant: Merchant, vassalage: string): Promise<TGameType[]> {
    const vendor = (await this.vendorsRepository.enabledForMerchant(merchant.id)).find(
      (v) => v.vassalage === vassalage,
    );
    if (!vendor) throw new AppError('NOT_FOUND', { detail: `vendor ${vassalage} not enabled` });
    const fromGames = await this.catalogue.gameTypesOfVendor(merchant.id, vassalage);
    const all = typesOfVendor(vendor.gameType, [...vendor.gameTypes, ...fromGames]);
    return GAME_TYPES.filter((type) => all.includes(type));
  }

  // ---- favourites and recent ----

  async favoriteIds(merchant: Merchant, memberId: bigint): Promise<number[]> {
    return (await this.catalogue.favoriteIds(merchant.id, memberId)).map(Number);
  }

  async favorites(
    merchant: Merchant,
    memberId: bigint,
    query: {
      gameType?: TGameType | undefined;
      pageNo: number;
      pageSize: number;
      language: TLanguage;
      imgSize: string;
    },
  ) {
    const { rows, total } = await this.catalogue.favorites(
      merchant.id,
      memberId,
      query.gameType,
      query.pageSize,
      (query.pageNo - 1) * query.pageSize,
    );
    return {
      content: rows.map((row) => toGame(row, query.language, query.imgSize)),
      pageNum: query.pageNo,
      totalPages: Math.ceil(total / query.pageSize),
      total,
    };
  }

  /** Adds a game the merchant shows to the member's favourites; idempotent. Errors: NOT_FOUND. */
  async addFavorite(merchant: Merchant, memberId: bigint, nodeId: bigint): Promise<void> {
    const game = await this.catalogue.findGameById(merchant.id, nodeId);
    if (!game) throw new AppError('NOT_FOUND', { detail: `game ${nodeId}` });
    await this.catalogue.addFavorite(merchant.id, memberId, game.id);
  }

  /** Removes a favourite; removing one that is not there succeeds too. */
  async removeFavorite(merchant: Merchant, memberId: bigint, nodeId: bigint): Promise<void> {
    await this.catalogue.removeFavorite(merchant.id, memberId, nodeId);
  }

  async recent(
    merchant: Merchant,
    memberId: bigint,
    query: {
      gameType?: TGameType | undefined;
      page: number;
      pageSize: number;
      language: TLanguage;
      imgSize: string;
    },
  ): Promise<TGame[]> {
    const rows = await this.catalogue.recent(
      merchant.id,
      memberId,
      query.gameType,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return rows.map((row) => toGame(row, query.language, query.imgSize));
  }

  /**
   * Opens a game: for a real member with its wallet; for a trial member (`demo`) only a game its
   * vendor offers in demo mode, launched as a demo (play money, no wallet call), any other game being
   * refused with the need-real-account answer. Errors: NOT_FOUND (not in this merchant's lobby),
   * GAME_MAINTENANCE (game or vendor), TRIAL_NOT_ALLOWED (a demo launch of a game without demo),
   * OPERATION_NOT_ENABLED (vendor not connected). A launch the vendor answered is recorded as the
   * member's recent game.
   */
  async launch(
    request: Omit<LaunchRequest, 'game'> & { vassalage: string; gameCode: string },
  ): Promise<{ url: string; nodeId: bigint }> {
    const game = await this.catalogue.findGameByCode(
      request.merchant.id,
      request.vassalage,
      request.gameCode,
    );
    if (!game) throw new AppError('NOT_FOUND', { detail: `game ${request.vassalage}/${request.gameCode}` });
    if (request.demo && !game.hasDemo) throw new AppError('TRIAL_NOT_ALLOWED');
    if (isUnderMaintenance(game)) throw new AppError('GAME_MAINTENANCE');
    const launcher = this.launchers.get(game.vassalage);
    if (!launcher)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `vendor ${game.vassalage} not connected` });
    const { vassalage: _v, gameCode: _c, ...rest } = request;
    const { url } = await launcher.launch({
      ...rest,
      game: {
        nodeId: game.id,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        gameId: game.gameId,
        gameType: game.gameType,
      },
    });
    await this.catalogue.recordRecent(request.merchant.id, request.memberId, game.id, new Date());
    return { url, nodeId: game.id };
  }

  // ---- boards ----

  /**
   * Records a big win for the winner board (the wallet calls this when a round closes with a win
   * above its threshold). A round is recorded once: a repeated roundId returns false.
   */
  async recordBigWin(
    merchant: Merchant,
    win: {
      memberId?: bigint | null;
      customerName: string;
      vassalage: string;
      gameCode: string;
      amount: bigint;
      roundId?: string | null;
      wonAt?: Date;
    },
  ): Promise<boolean> {
    if (win.amount <= 0n) throw new AppError('VALIDATION_FAILED', { detail: 'a big win is positive' });
    const game = await this.catalogue.findCatalogueGame(win.vassalage, win.gameCode);
    if (!game) throw new AppError('NOT_FOUND', { detail: `game ${win.vassalage}/${win.gameCode}` });
    return this.catalogue.insertBigWin(this.db, {
      merchantId: merchant.id,
      memberId: win.memberId ?? null,
      customerName: win.customerName,
      gameId: game.id,
      gameName: game.nameEn,
      gameType: game.gameType,
      iconUrl: game.icons.rx1 ?? generatedIconUrl(game.vassalage, game.gameCode),
      amount: win.amount,
      roundId: win.roundId ?? null,
      wonAt: win.wonAt ?? new Date(),
    });
  }

  async winners(merchant: Merchant, gameCategory: 'ALL' | TGameType, limit: number) {
    const rows = await this.catalogue.bigWins(
      merchant.id,
      gameCategory === 'ALL' ? undefined : gameCategory,
      limit,
    );
    return rows.map((row) => ({
      customerName: maskCustomerName(row.customerName),
      winAmount: formatWinAmount(row.amount),
      iconUrl: row.iconUrl,
      gameName: row.gameName,
      gameType: row.gameType,
    }));
  }

  /** Sets a jackpot pool's amount (the in-house vendor feeds it); creates the pool on first use. */
  async setJackpot(
    merchant: Merchant,
    jackpot: {
      code: string;
      name: string;
      amount: bigint;
      vassalage?: string;
      gameCode?: string;
      sortOrder?: number;
    },
  ): Promise<void> {
    let gameId: bigint | null = null;
    if (jackpot.vassalage && jackpot.gameCode) {
      const game = await this.catalogue.findGameByCode(merchant.id, jackpot.vassalage, jackpot.gameCode);
      if (!game) throw new AppError('NOT_FOUND');
      gameId = game.id;
    }
    await this.catalogue.upsertJackpot(this.db, merchant.id, {
      code: jackpot.code,
      name: jackpot.name,
      amount: jackpot.amount,
      gameId,
      sortOrder: jackpot.sortOrder ?? 0,
    });
  }

  async jackpots(merchant: Merchant) {
    const rows = await this.catalogue.jackpots(merchant.id);
    return rows.map((row) => ({
      code: row.code,
      name: row.name,
      amount: formatMinor(row.amount),
      currency: merchant.currency,
      gameCode: row.gameCode,
      vassalage: row.vassalage,
      iconUrl:
        row.vassalage && row.gameCode
          ? (row.icons?.rx1 ?? generatedIconUrl(row.vassalage, row.gameCode))
          : '',
    }));
  }

  /**
   * What records show instead of codes: each game's name in `language` (English when it has none)
   * and each vendor's name. A code the catalogue does not know is left out; the caller shows it.
   */
  async displayNames(
    games: readonly { vassalage: string; gameCode: string }[],
    vassalages: readonly string[],
    language: TLanguage,
  ): Promise<{ games: Map<string, string>; vendors: Map<string, string> }> {
    const [gameRows, vendorRows] = await Promise.all([
      this.catalogue.namesOf(games),
      this.catalogue.vendorNames(vassalages),
    ]);
    const vendors = new Map(vendorRows.map((row) => [row.vassalage, row.displayName]));
    for (const row of gameRows) vendors.set(row.vassalage, row.vendorName);
    return {
      games: new Map(
        gameRows.map((row) => [gameNameKey(row.vassalage, row.gameCode), row.names[language] ?? row.nameEn]),
      ),
      vendors,
    };
  }

  /** A catalogue game's type (RNG, LIVE...), or null when the catalogue does not know it (issue 17: wagering weights). */
  async gameTypeOf(vassalage: string, gameCode: string): Promise<string | null> {
    return this.cache.get(0n, `type:${vassalage}:${gameCode}`, async () => {
      const row = await this.db
        .selectFrom('games')
        .select('game_type')
        .where('vassalage', '=', vassalage)
        .where('game_code', '=', gameCode)
        .executeTakeFirst();
      return row?.game_type ?? null;
    });
  }

  /** The name and vendor for the generated art of a catalogue game (any merchant may show it). */
  async imageTitle(
    vassalage: string,
    gameCode: string,
  ): Promise<{ title: string; vendor: string } | undefined> {
    return this.cache.get(0n, `img:${vassalage}:${gameCode}`, async () => {
      const row = await this.db
        .selectFrom('games')
        .innerJoin('vendors', 'vendors.vassalage', 'games.vassalage')
        .select(['games.name_en as title', 'vendors.display_name as vendor'])
        .where('games.vassalage', '=', vassalage)
        .where('games.game_code', '=', gameCode)
        .executeTakeFirst();
      return row;
    });
  }

  // ---- admin ----

  /** Platform catalogue: vendors inserted or updated by vassalage. */
  async upsertVendors(
    vendors: {
      vassalage: string;
      displayName: string;
      gameType: TGameType;
      gameTypes: TGameType[];
      status: 'active' | 'maintenance' | 'retired';
    }[],
    actor: Actor,
  ): Promise<number> {
    await this.db.transaction().execute(async (tx) => {
      for (const vendor of vendors) await this.vendorsRepository.upsertVendor(tx, vendor);
      await this.audit.record(tx, {
        merchantId: null,
        actor: actor.name,
        action: 'catalogue.vendors.upsert',
        detail: { vassalages: vendors.map((v) => v.vassalage) },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    this.cache.invalidateAll();
    return vendors.length;
  }

  /**
   * A vendor registers its own catalogue, always under its own vassalage: its vendor row is created
   * once (its status and name stay the operator's afterwards), a known vendor gains the game types it
   * now offers, then its games are upserted. Returns how many games were upserted.
   */
  async registerVendorCatalogue(
    vassalage: string,
    catalogue: TVendorCatalogueRequest,
    actor: Actor,
  ): Promise<number> {
    const types = [...new Set(catalogue.games.map((g) => g.gameType))].filter((t) => t !== 'INHOUSE');
    if (!(await this.vendorsRepository.exists(this.db, vassalage)))
      await this.upsertVendors(
        [
          {
            vassalage,
            displayName: catalogue.displayName,
            gameType: 'INHOUSE',
            gameTypes: types,
            status: 'active',
          },
        ],
        actor,
      );
    else await this.vendorsRepository.addGameTypes(this.db, vassalage, types);
    return this.upsertGames(
      catalogue.games.map((g) => ({
        vassalage,
        gameCode: g.gameCode,
        gameId: g.gameId,
        gameType: g.gameType,
        name: g.name,
        names: g.names,
        icons: { rx1: g.iconUrl, rx2: g.iconUrl, rx3: g.iconUrl },
        isHot: g.isHot,
        tags: g.tags,
        rtp: g.rtp,
        isGame: 'GAME' as const,
        status: 'active' as const,
        sortOrder: g.sortOrder,
        demo: g.demo ?? false,
      })),
      actor,
    );
  }

  /** Platform catalogue: games inserted or updated by (vassalage, gameCode). Errors: NOT_FOUND (unknown vendor). */
  async upsertGames(games: TAdminGame[], actor: Actor): Promise<number> {
    await this.db.transaction().execute(async (tx) => {
      for (const vassalage of new Set(games.map((g) => g.vassalage))) {
        if (!(await this.vendorsRepository.exists(tx, vassalage)))
          throw new AppError('NOT_FOUND', { detail: `vendor ${vassalage}` });
      }
      await this.catalogue.upsertGames(
        tx,
        games.map((g) => ({ ...g, icons: g.icons as Record<string, string> })),
      );
      await this.audit.record(tx, {
        merchantId: null,
        actor: actor.name,
        action: 'catalogue.games.upsert',
        detail: { count: games.length, vassalages: [...new Set(games.map((g) => g.vassalage))] },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    this.cache.invalidateAll();
    return games.length;
  }

  /** A merchant's vendor: enabled, under maintenance, lobby order. Errors: NOT_FOUND (unknown vendor). */
  async setMerchantVendor(
    merchant: Merchant,
    vassalage: string,
    input: { enabled: boolean; maintenance: boolean; sortOrder: number; version?: number | undefined },
    actor: Actor,
  ): Promise<void> {
    const { version, ...setting } = input;
    await this.db.transaction().execute(async (tx) => {
      if (!(await this.vendorsRepository.exists(tx, vassalage)))
        throw new AppError('NOT_FOUND', { detail: `vendor ${vassalage}` });
      const before = await this.vendorsRepository.lockForMerchant(tx, merchant.id, vassalage);
      refuseStaleEdit(before?.version ?? 0, version);
      await this.vendorsRepository.setForMerchant(tx, merchant.id, vassalage, setting);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: actor.name,
        action: 'catalogue.merchant_vendor.set',
        detail: { vassalage, ...setting, before },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    this.cache.invalidate(merchant.id);
  }

  /** A merchant's own view of one game: hot flag (null = the catalogue's) and hidden. Errors: NOT_FOUND. */
  async setGameOverride(
    merchant: Merchant,
    nodeId: bigint,
    input: { isHot: boolean | null; hidden: boolean; version?: number | undefined },
    actor: Actor,
  ): Promise<void> {
    const { version, ...override } = input;
    if (!(await this.catalogue.gameExists(nodeId)))
      throw new AppError('NOT_FOUND', { detail: `game ${nodeId}` });
    await this.db.transaction().execute(async (tx) => {
      const before = await this.catalogue.lockOverride(tx, merchant.id, nodeId);
      refuseStaleEdit(before?.version ?? 0, version);
      await this.catalogue.setOverride(tx, merchant.id, nodeId, override);
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: actor.name,
        action: 'catalogue.game_override.set',
        detail: { nodeId: nodeId.toString(), ...override, before },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
    this.cache.invalidate(merchant.id);
  }
}
