import {
  INHOUSE_GAME_CODES,
  inhouseSlotTitleId,
  localized,
  type TInhouseGameCode,
  type TInhouseGameKind,
  type TInhouseRules,
  type TLocalized,
} from '@croupier/contracts';
import {
  type CompiledTitle,
  compileTitle,
  PLINKO_RISKS,
  PLINKO_TABLES,
  SLOT_TITLES,
  type SlotTitle,
} from '@croupier/games';
import { moreGameNames } from './game-names.ts';

/** Share of each slot bet that feeds the progressive jackpot, in basis points. */
export const JACKPOT_CONTRIBUTION_BPS = 100n;
/** Jackpot chance per spin = bet / JACKPOT_ODDS_STAKE (minor units): 1 in 100 000 for a 1.00 bet. */
export const JACKPOT_ODDS_STAKE = 1_000_000_000n;
/** The platform ledger pool fed by the slots. */
export const JACKPOT_POOL_CODE = 'PROGRESSIVE';
export const MIN_BET = 1_000n; // 0.1
export const MAX_BET = 10_000_000n; // 1000

/** One catalogue entry of the vendor. */
export interface GameDef {
  code: TInhouseGameCode;
  kind: TInhouseGameKind;
  /** English and every other language's name (a language without one reads English). */
  names: TLocalized<string>;
  /** RTP percentage text, e.g. "96.02". */
  rtp: string;
  slot?: { title: SlotTitle; compiled: CompiledTitle };
}

const SLOT_NAMES: Record<string, Record<'CN' | 'VI' | 'TH', string>> = {
  'fruit-fiesta': { CN: '水果嘉年华', VI: 'Lễ Hội Trái Cây', TH: 'เทศกาลผลไม้' },
  'pharaohs-fortune': { CN: '法老的财富', VI: 'Kho Báu Pharaoh', TH: 'สมบัติฟาโรห์' },
  'dragon-pearls': { CN: '龙珠', VI: 'Ngọc Rồng', TH: 'ไข่มุกมังกร' },
  'neon-nights': { CN: '霓虹之夜', VI: 'Đêm Neon', TH: 'ค่ำคืนนีออน' },
  'viking-voyage': { CN: '维京远航', VI: 'Hải Trình Viking', TH: 'การเดินทางไวกิ้ง' },
  'ocean-treasure': { CN: '海洋宝藏', VI: 'Kho Báu Đại Dương', TH: 'สมบัติใต้ทะเล' },
};

const MINI: Record<string, { kind: TInhouseGameKind; names: Record<'EN' | 'CN' | 'VI' | 'TH', string> }> = {
  'ih-dice': { kind: 'dice', names: { EN: 'Dice', CN: '骰子', VI: 'Xúc Xắc', TH: 'ลูกเต๋า' } },
  'ih-limbo': { kind: 'limbo', names: { EN: 'Limbo', CN: '凌波', VI: 'Limbo', TH: 'ลิมโบ' } },
  'ih-plinko': { kind: 'plinko', names: { EN: 'Plinko', CN: '弹珠台', VI: 'Plinko', TH: 'พลิงโก' } },
  'ih-mines': { kind: 'mines', names: { EN: 'Mines', CN: '扫雷', VI: 'Dò Mìn', TH: 'เหมืองระเบิด' } },
  'ih-crash': { kind: 'crash', names: { EN: 'Crash', CN: '火箭', VI: 'Crash', TH: 'แครช' } },
};

function pct(fraction: number): string {
  return (Math.round(fraction * 10000) / 100).toFixed(2);
}

/** Every game of the vendor, in lobby order (slots first). */
export const GAMES: readonly GameDef[] = INHOUSE_GAME_CODES.map((code): GameDef => {
  const mini = MINI[code];
  if (mini) return { code, kind: mini.kind, names: { ...mini.names, ...moreGameNames(code) }, rtp: '99.00' };
  const id = inhouseSlotTitleId(code);
  const title = SLOT_TITLES.find((t) => t.id === id);
  if (!title) throw new Error(`no slot title ${id}`);
  const names = SLOT_NAMES[id] ?? { CN: title.name, VI: title.name, TH: title.name };
  return {
    code,
    kind: 'slot',
    names: { EN: title.name, ...names, ...moreGameNames(id) },
    rtp: pct(title.declaredRtp),
    slot: { title, compiled: compileTitle(title) },
  };
});

const BY_CODE = new Map(GAMES.map((g) => [g.code as string, g]));

/** The game of a code, or undefined. */
export function gameOf(code: string): GameDef | undefined {
  return BY_CODE.get(code);
}

/**
 * Whether the game is offered in demo mode (play money, docs/vendor-protocol.md "Demo play"): every
 * single-player game; not crash, whose shared rounds show every player's stake to the others, where
 * play money would pass for real bets.
 */
export function isDemoGame(code: string): boolean {
  const game = gameOf(code);
  return game !== undefined && game.kind !== 'crash';
}

/** The game's name in a language (EN fallback). */
export function gameName(game: GameDef, language: string): string {
  return localized(game.names, language);
}

/** The rules block a game page shows (contract `ZInhouseRules`). */
export function rulesOf(
  game: GameDef,
  crash: { bettingMs: number; growthPerMs: number; commitment: string; salt: string },
): TInhouseRules {
  switch (game.kind) {
    case 'slot': {
      const t = game.slot?.title as SlotTitle;
      return {
        kind: 'slot',
        titleId: t.id,
        theme: t.theme,
        reels: t.reels.length,
        rows: t.rows,
        mode: t.mode.kind,
        lines: t.mode.kind === 'lines' ? t.mode.lines.map((l) => [...l]) : [],
        betCoins: t.betCoins,
        symbols: t.symbols.map((s) => ({ id: s.id, name: s.name, kind: s.kind, pays: [...s.pays] })),
        freeSpins: [...t.freeSpins],
        freeSpinMultiplier: t.freeSpinMultiplier,
        jackpotContributionBps: Number(JACKPOT_CONTRIBUTION_BPS),
        jackpotOddsStake: '100000',
      };
    }
    case 'dice':
      return { kind: 'dice', minChance: 1, maxChance: 98 };
    case 'limbo':
      return { kind: 'limbo', minTarget: '1.01', maxTarget: '1000000.00' };
    case 'plinko': {
      const tables: Record<string, Record<string, number[]>> = {};
      for (const risk of PLINKO_RISKS) {
        tables[risk] = {};
        for (const [rows, t] of Object.entries(PLINKO_TABLES[risk]))
          (tables[risk] as Record<string, number[]>)[rows] = [...t];
      }
      return { kind: 'plinko', minRows: 8, maxRows: 16, risks: [...PLINKO_RISKS], tables };
    }
    case 'mines':
      return { kind: 'mines', tiles: 25, minMines: 1, maxMines: 24 };
    case 'crash':
      return {
        kind: 'crash',
        bettingMs: crash.bettingMs,
        growthPerMs: crash.growthPerMs,
        chainCommitment: crash.commitment,
        salt: crash.salt,
      };
  }
}
