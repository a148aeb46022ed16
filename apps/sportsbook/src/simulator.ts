import { ESPORTS_TITLES, type TEsportsTitle, type TSportKind } from '@croupier/contracts';
import {
  basketballScores,
  esportsScores,
  fairProbabilities,
  footballScores,
  type Market,
  type MatchResult,
  marketKey,
  parseMarketKey,
  priceOf,
  selectionsOf,
} from '@croupier/games';
import type { Feed, FeedFixture, FeedState, FeedTeam } from './feed.ts';

/**
 * The feed simulator: a feed that behaves like a provider's, generated from a seed. Fixtures kick
 * off on a grid of slots (every `slotMs`; beyond `nearMs` only every few hours, up to `horizonMs`);
 * each match's whole course (goals and cards by minute, basketball points, e-sports maps and
 * rounds) is drawn once from the seed and the fixture id, so a restarted vendor sees the same
 * matches, the same scores and the same results. The clock only says how far each match has got;
 * prices come from the pricing models of packages/games on the state at that moment, with a small
 * seeded drift so odds move, and the operator's margin. Markets suspend for a moment after a goal
 * or a map.
 */
export interface SimTiming {
  /** Between two kick-off slots near now. */
  slotMs: number;
  /** How long a match plays on the vendor's clock (a football match with its half-time). */
  matchMs: number;
  /** How often prices drift. */
  driftMs: number;
  /** From the end of play to the official result. */
  confirmMs: number;
  /** Every slot is scheduled up to this far ahead; beyond, one slot in `sparseEvery`. */
  nearMs: number;
  horizonMs: number;
}

export const PRODUCTION_SIM: SimTiming = {
  slotMs: 30 * 60_000,
  matchMs: 105 * 60_000,
  driftMs: 20_000,
  confirmMs: 60_000,
  nearMs: 6 * 3_600_000,
  horizonMs: 3 * 24 * 3_600_000,
};
/** The demo: a match every few minutes lasting nine, so a visitor always finds several in play. */
export const DEMO_SIM: SimTiming = {
  slotMs: 3 * 60_000,
  matchMs: 9 * 60_000,
  driftMs: 4_000,
  confirmMs: 5_000,
  nearMs: 2 * 3_600_000,
  horizonMs: 3 * 24 * 3_600_000,
};
/** Journeys (refused in production): a match plays in 75 s. */
export const TEST_SIM: SimTiming = {
  slotMs: 40_000,
  matchMs: 75_000,
  driftMs: 4_000,
  confirmMs: 1_000,
  nearMs: 30 * 60_000,
  horizonMs: 24 * 3_600_000,
};

// ---- seeded randomness (simulation only; not a fairness claim) ----

function hash32(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rand {
  private s: number;
  constructor(seed: string) {
    this.s = hash32(seed) || 1;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) | 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  between(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  /** A Poisson draw (small means). */
  poisson(mean: number): number {
    const l = Math.exp(-mean);
    let k = 0;
    let p = 1;
    do {
      k++;
      p *= this.next();
    } while (p > l);
    return k - 1;
  }
}

// ---- leagues and teams ----

interface League {
  id: string;
  name: string;
  country: string;
  sport: TSportKind;
  title: TEsportsTitle | null;
  teams: readonly string[];
}

const COLORS = [
  '#e11d48',
  '#2563eb',
  '#16a34a',
  '#f59e0b',
  '#7c3aed',
  '#0891b2',
  '#db2777',
  '#ea580c',
  '#334155',
  '#65a30d',
];

export const LEAGUES: readonly League[] = [
  {
    id: 'ENG1',
    name: 'English Premier Division',
    country: 'England',
    sport: 'FOOTBALL',
    title: null,
    teams: [
      'Northbridge United',
      'Kingsport City',
      'Ashford Rovers',
      'Harbour Athletic',
      'Redmoor Town',
      'Westvale FC',
      'Castleford Albion',
      'Brookhaven Wanderers',
    ],
  },
  {
    id: 'ESP1',
    name: 'Primera Liga',
    country: 'Spain',
    sport: 'FOOTBALL',
    title: null,
    teams: [
      'Real Montaña',
      'Atlético Costa',
      'Deportivo Sol',
      'CD Valleverde',
      'Racing Mar',
      'UD Alcázar',
      'Sporting Rioja',
      'CF Almena',
    ],
  },
  {
    id: 'VIE1',
    name: 'V-League One',
    country: 'Vietnam',
    sport: 'FOOTBALL',
    title: null,
    teams: [
      'Hà Nội Star',
      'Sài Gòn Phoenix',
      'Đà Nẵng Wave',
      'Hải Phòng Port',
      'Huế Imperial',
      'Cần Thơ River',
    ],
  },
  {
    id: 'THA1',
    name: 'Thai Premier',
    country: 'Thailand',
    sport: 'FOOTBALL',
    title: null,
    teams: [
      'Bangkok Elephants',
      'Chiang Mai Tigers',
      'Phuket Mariners',
      'Korat Warriors',
      'Pattaya Dolphins',
      'Udon Eagles',
    ],
  },
  {
    id: 'BSK1',
    name: 'Pro Basketball Association',
    country: 'International',
    sport: 'BASKETBALL',
    title: null,
    teams: [
      'Metro Hawks',
      'Bay Comets',
      'Desert Suns',
      'Lakeside Titans',
      'Capital Monarchs',
      'Harbor Sharks',
    ],
  },
  {
    id: 'CS2M',
    name: 'CS2 Masters',
    country: 'E-sports',
    sport: 'ESPORTS',
    title: 'CS2',
    teams: ['Nebula Gaming', 'Team Vortex', 'Iron Wolves', 'Apex Five', 'Crimson Tide GG', 'Polar Esports'],
  },
  {
    id: 'DOTA',
    name: 'Dota 2 Pro Circuit',
    country: 'E-sports',
    sport: 'ESPORTS',
    title: 'DOTA2',
    teams: [
      'Ancient Ones',
      'Radiant Kings',
      'Dire Syndicate',
      'Mystic Five',
      'Storm Spirits',
      'Void Walkers',
    ],
  },
  {
    id: 'LOLC',
    name: 'LoL Champions Series',
    country: 'E-sports',
    sport: 'ESPORTS',
    title: 'LOL',
    teams: ['Rift Legends', 'Baron Squad', 'Nexus Breakers', 'Dragon Souls', 'Summoner Union', 'Inhibitors'],
  },
  {
    id: 'VALC',
    name: 'Valorant Challengers',
    country: 'E-sports',
    sport: 'ESPORTS',
    title: 'VALORANT',
    teams: ['Spike Rush', 'Radiant Aces', 'Phantom Unit', 'Vandal Crew', 'Ultimate Six', 'Clutch Kings'],
  },
];

const shortOf = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 3)
    .padEnd(
      3,
      name
        .toUpperCase()
        .replace(/[^A-Z]/g, '')
        .slice(1, 3),
    );

/** The fixtures of one slot: two football, one basketball (every other slot), two e-sports. */
const SLOT_PLAN: readonly ('FOOTBALL' | 'BASKETBALL' | 'ESPORTS')[] = [
  'FOOTBALL',
  'FOOTBALL',
  'BASKETBALL',
  'ESPORTS',
  'ESPORTS',
];

// ---- one match's course ----

interface Course {
  sport: TSportKind;
  /** Football: goals and cards by minute (1..90); basketball: points per minute (48, overtime folded into the last). */
  events: { minute: number; kind: string; side: 'HOME' | 'AWAY' }[];
  homePerMinute?: number[];
  awayPerMinute?: number[];
  /** Model parameters the prices use. */
  homeRate: number;
  awayRate: number;
  /** E-sports: winners of each map and each map's rounds (winner's side per round) or kills. */
  maps?: { winner: 'HOME' | 'AWAY'; rounds: ('HOME' | 'AWAY')[] }[];
  bestOf?: number;
  mapChance?: number;
  final: MatchResult;
}

interface Entry {
  fixture: FeedFixture;
  course: Course;
}

export interface SimulatorOptions {
  seed?: string;
  timing?: SimTiming;
  /** The book's margin per mille (50 = 5 %). */
  marginPermille?: number;
}

export class SimulatedFeed implements Feed {
  readonly timing: SimTiming;
  readonly marginPermille: number;
  private readonly seed: string;
  private readonly entries = new Map<string, Entry>();
  private readonly priceCache = new Map<
    string,
    {
      key: string;
      finals: { result: MatchResult; p: number }[];
      markets: Map<string, Record<string, number | null>>;
    }
  >();
  /** Corrected results, by match (a new version replaces the feed's). */
  private readonly corrections = new Map<string, MatchResult>();

  constructor(options: SimulatorOptions = {}) {
    this.seed = options.seed ?? 'croupier';
    this.timing = options.timing ?? PRODUCTION_SIM;
    this.marginPermille = options.marginPermille ?? 50;
  }

  private get prefix(): string {
    return `S${Math.round(this.timing.slotMs / 1000)}`;
  }

  fixtures(_now: Date, from: Date, to: Date): FeedFixture[] {
    const { slotMs, nearMs } = this.timing;
    const sparseEvery = Math.max(1, Math.round((3 * 3_600_000) / slotMs));
    const first = Math.ceil((from.getTime() - 0) / slotMs);
    const last = Math.floor(to.getTime() / slotMs);
    const nearLast = Math.floor((_now.getTime() + nearMs) / slotMs);
    const out: FeedFixture[] = [];
    for (let k = first; k <= last; k++) {
      if (k > nearLast && k % sparseEvery !== 0) continue;
      for (let i = 0; i < SLOT_PLAN.length; i++) {
        // Basketball every other slot.
        if (SLOT_PLAN[i] === 'BASKETBALL' && k % 2 !== 0) continue;
        const entry = this.entry(`${this.prefix}-${k}-${i}`);
        if (entry) out.push(entry.fixture);
      }
    }
    return out;
  }

  fixture(matchId: string): FeedFixture | undefined {
    return this.entry(matchId)?.fixture;
  }

  private entry(matchId: string): Entry | undefined {
    const known = this.entries.get(matchId);
    if (known) return known;
    const m = /^S(\d+)-(\d{1,12})-(\d)$/.exec(matchId);
    if (!m || `S${m[1]}` !== this.prefix) return undefined;
    const k = Number(m[2]);
    const i = Number(m[3]);
    const kind = SLOT_PLAN[i];
    if (!kind || (kind === 'BASKETBALL' && k % 2 !== 0)) return undefined;
    const entry = this.generate(matchId, k, i, kind);
    if (this.entries.size > 5000) this.entries.clear();
    this.entries.set(matchId, entry);
    return entry;
  }

  private generate(matchId: string, k: number, i: number, kind: TSportKind): Entry {
    const rand = new Rand(`${this.seed}:${matchId}`);
    const leagues = LEAGUES.filter((l) => l.sport === kind);
    // E-sports alternate titles slot by slot; football leagues rotate.
    const league = leagues[(k * 2 + i) % leagues.length] as League;
    const h = rand.int(league.teams.length);
    let a = rand.int(league.teams.length - 1);
    if (a >= h) a++;
    const team = (index: number): FeedTeam => {
      const name = league.teams[index] as string;
      return { name, short: shortOf(name), color: COLORS[hash32(name) % COLORS.length] as string };
    };
    const startsAt = new Date(k * this.timing.slotMs);
    const course =
      kind === 'FOOTBALL'
        ? footballCourse(rand)
        : kind === 'BASKETBALL'
          ? basketballCourse(rand)
          : esportsCourse(rand, league.title);
    const playMs = this.playMs(course);
    return {
      fixture: {
        matchId,
        sport: kind,
        title: league.title,
        league: { id: league.id, name: league.name, country: league.country },
        home: team(h),
        away: team(a),
        startsAt,
        endsAt: new Date(startsAt.getTime() + playMs + this.timing.confirmMs),
        ...(course.bestOf ? { bestOf: course.bestOf } : {}),
      },
      course,
    };
  }

  /** How long play lasts on the clock: e-sports by the maps played (a third of a match each). */
  private playMs(course: Course): number {
    if (course.sport === 'ESPORTS') return Math.round(((course.maps?.length ?? 3) * this.timing.matchMs) / 3);
    return this.timing.matchMs;
  }

  /** How far play has got (0..1, of the regular time), or negative before kick-off. */
  private progress(entry: Entry, now: Date): number {
    return (now.getTime() - entry.fixture.startsAt.getTime()) / this.playMs(entry.course);
  }

  state(matchId: string, now: Date): FeedState | undefined {
    const entry = this.entry(matchId);
    if (!entry) return undefined;
    const p = this.progress(entry, now);
    const { course } = entry;
    if (p < 0)
      return {
        status: 'UPCOMING',
        home: 0,
        away: 0,
        clock: null,
        events: [],
        suspended: false,
        ...(course.sport === 'ESPORTS' ? { maps: [] } : {}),
      };
    const finished = p >= 1;
    if (course.sport === 'FOOTBALL') {
      // 105 units: 45 first half, 15 half-time, 45 second half.
      const u = Math.min(105, p * 105);
      const minute = u < 45 ? Math.floor(u) + 1 : u < 60 ? 45 : Math.min(90, Math.floor(u - 15) + 1);
      const period = finished ? 'FT' : u < 45 ? '1H' : u < 60 ? 'HT' : '2H';
      const played = finished ? 90 : u < 45 ? u : u < 60 ? 45 : u - 15;
      const events = course.events.filter((e) => e.minute <= played);
      const goals = events.filter((e) => e.kind === 'GOAL');
      const ht = goals.filter((e) => e.minute <= 45);
      const lastGoal = goals.at(-1);
      return {
        status: finished ? 'FINISHED' : 'LIVE',
        home: goals.filter((e) => e.side === 'HOME').length,
        away: goals.filter((e) => e.side === 'AWAY').length,
        ...(played >= 45
          ? {
              htHome: ht.filter((e) => e.side === 'HOME').length,
              htAway: ht.filter((e) => e.side === 'AWAY').length,
            }
          : {}),
        clock: { period, minute },
        events: [...events].reverse(),
        // A goal closes the markets for a match minute.
        suspended: !finished && lastGoal !== undefined && played - lastGoal.minute < 1,
      };
    }
    if (course.sport === 'BASKETBALL') {
      const played = Math.min(48, p * 48);
      const whole = Math.floor(played);
      const sum = (xs: number[] = [], n: number) => xs.slice(0, n).reduce((s, x) => s + x, 0);
      return {
        status: finished ? 'FINISHED' : 'LIVE',
        home: finished ? course.final.home : sum(course.homePerMinute, whole),
        away: finished ? course.final.away : sum(course.awayPerMinute, whole),
        clock: finished
          ? { period: 'FT', minute: 48 }
          : { period: `Q${Math.min(4, Math.floor(played / 12) + 1)}`, minute: whole },
        events: [],
        suspended: false,
      };
    }
    // E-sports: maps one after another, each a third of a match; rounds (or kills) run through the map.
    const maps = course.maps ?? [];
    const mapFloat = Math.min(maps.length, p * maps.length);
    const done = Math.floor(mapFloat);
    const current = maps[done];
    const frac = mapFloat - done;
    const playedRounds = current ? current.rounds.slice(0, Math.floor(frac * current.rounds.length)) : [];
    const won = maps.slice(0, done).map((m) => m.winner);
    return {
      status: finished ? 'FINISHED' : 'LIVE',
      home: won.filter((w) => w === 'HOME').length,
      away: won.filter((w) => w === 'AWAY').length,
      clock: finished
        ? { period: 'FT', minute: 0 }
        : { period: `MAP${done + 1}`, minute: Math.floor(frac * 100) },
      maps: won,
      mapScore: {
        home: playedRounds.filter((r) => r === 'HOME').length,
        away: playedRounds.filter((r) => r === 'AWAY').length,
      },
      events: won.map((w, i) => ({ minute: i + 1, kind: 'MAP', side: w })).reverse(),
      // A map just won closes the markets for a moment (the first twentieth of the next map).
      suspended: !finished && done > 0 && frac < 0.05,
    };
  }

  /** The final scores still possible at `now`, with their probabilities (cached per state and drift step). */
  private finals(
    entry: Entry,
    state: FeedState,
    now: Date,
  ): {
    key: string;
    finals: { result: MatchResult; p: number }[];
    markets: Map<string, Record<string, number | null>>;
  } {
    const { course, fixture } = entry;
    const step = Math.floor(now.getTime() / this.timing.driftMs);
    const drift = 1 + 0.08 * (new Rand(`${this.seed}:${fixture.matchId}:${step}`).next() - 0.5);
    // Prices move in steps (five minutes of play, two of basketball, two rounds of lead) and with the drift, as a
    // trader's book does: not with every tick of the clock, so a slip has a moment to be taken at its price.
    const p = Math.floor(Math.max(0, this.progress(entry, now)) * 24) / 24;
    const minute = state.clock
      ? state.clock.period === 'HT'
        ? 45
        : Math.floor(state.clock.minute / 5) * 5
      : 0;
    const lead = Math.trunc(((state.mapScore?.home ?? 0) - (state.mapScore?.away ?? 0)) / 2) * 2;
    const key = `${step}:${state.home}-${state.away}:${minute}:${p}:${lead}:${state.htHome ?? '-'}`;
    const cached = this.priceCache.get(fixture.matchId);
    if (cached && cached.key === key) return cached;
    let finals: { result: MatchResult; p: number }[];
    if (course.sport === 'FOOTBALL') {
      const played = minute;
      finals = footballScores(
        {
          home: state.home,
          away: state.away,
          ...(state.htHome !== undefined ? { htHome: state.htHome, htAway: state.htAway ?? 0 } : {}),
          left: Math.max(0, (90 - played) / 90),
          firstHalfLeft: played < 45 ? (45 - played) / 45 : 0,
        },
        course.homeRate * drift,
        course.awayRate / drift,
      );
    } else if (course.sport === 'BASKETBALL') {
      finals = basketballScores(
        { home: state.home, away: state.away, left: Math.max(0, 1 - Math.min(1, p)) },
        course.homeRate * drift,
        course.awayRate,
      );
    } else {
      const chance = Math.min(0.9, Math.max(0.1, (course.mapChance ?? 0.5) * drift));
      const now1 = Math.min(0.97, Math.max(0.03, chance + lead * 0.06));
      const maps = state.maps ?? [];
      finals = [
        ...esportsScores(
          { home: 0, away: 0, left: 1, maps: [...maps, 'HOME'] },
          course.bestOf ?? 3,
          chance,
        ).map((f) => ({ ...f, p: f.p * now1 })),
        ...esportsScores(
          { home: 0, away: 0, left: 1, maps: [...maps, 'AWAY'] },
          course.bestOf ?? 3,
          chance,
        ).map((f) => ({ ...f, p: f.p * (1 - now1) })),
      ];
    }
    const fresh = { key, finals, markets: new Map<string, Record<string, number | null>>() };
    this.priceCache.set(fixture.matchId, fresh);
    if (this.priceCache.size > 3000) this.priceCache.clear();
    return fresh;
  }

  price(matchId: string, market: Market, selection: string, now: Date): number | null {
    const entry = this.entry(matchId);
    if (!entry || !this.offers(entry, market)) return null;
    const state = this.state(matchId, now);
    if (!state || state.status === 'FINISHED' || state.suspended) return null;
    if (!selectionsOf(market).includes(selection)) return null;
    // First-half markets close at half-time; a map's winner once that map is under way.
    if (market.type === 'HT_1X2' && state.htHome !== undefined) return null;
    if (market.type === 'MAP_WIN' && market.map <= (state.maps?.length ?? 0)) return null;
    const cache = this.finals(entry, state, now);
    const key = marketKey(market);
    let prices = cache.markets.get(key);
    if (!prices) {
      prices = {};
      const probabilities = fairProbabilities(market, cache.finals);
      for (const [code, p] of Object.entries(probabilities))
        prices[code] = p < 0.005 || p > 0.985 ? null : priceOf(p, this.marginPermille);
      cache.markets.set(key, prices);
    }
    return prices[selection] ?? null;
  }

  /** Whether the book offers `market` on this kind of match at all. */
  private offers(entry: Entry, market: Market): boolean {
    const sport = entry.course.sport;
    const football = ['1X2', 'HT_1X2', 'AH', 'OU', 'CS', 'BTTS'];
    const basketball = ['ML', 'AH', 'OU'];
    const esports = ['ML', 'MAP_AH', 'MAP_OU', 'MAP_WIN'];
    const allowed = sport === 'FOOTBALL' ? football : sport === 'BASKETBALL' ? basketball : esports;
    if (!allowed.includes(market.type)) return false;
    if (market.type === 'MAP_WIN') return market.map <= (entry.course.bestOf ?? 3);
    return true;
  }

  /** The lines the book shows: around the match's expected margin and total (fixed for the match). */
  private marketList(entry: Entry, state: FeedState, _now: Date, main: boolean): Market[] {
    const { course } = entry;
    if (course.sport === 'FOOTBALL') {
      // The lines are the match's from kick-off to the end (the prices move, the lines stay), so a slip's selection keeps its market.
      const diff = course.homeRate - course.awayRate;
      const total = course.homeRate + course.awayRate;
      const ah = -Math.round(diff * 4);
      // Over/under main lines end in .5 or a quarter (never a whole number for the main line).
      let ou = Math.round(total * 4);
      if (ou % 4 === 0) ou += 2;
      const list: Market[] = [{ type: '1X2' }, { type: 'AH', line: ah }, { type: 'OU', line: ou }];
      if (main) return list;
      return [
        ...list,
        { type: 'AH', line: ah - 2 },
        { type: 'AH', line: ah + 2 },
        { type: 'OU', line: ou - 2 },
        { type: 'OU', line: ou + 2 },
        { type: 'HT_1X2' },
        { type: 'BTTS' },
        { type: 'CS' },
      ];
    }
    if (course.sport === 'BASKETBALL') {
      const diff = course.homeRate;
      const total = course.awayRate;
      const ah = -(Math.round(diff) * 4 + (diff >= 0 ? 2 : -2)) + 0;
      const ou = Math.round(total) * 4 + 2;
      const list: Market[] = [{ type: 'ML' }, { type: 'AH', line: ah }, { type: 'OU', line: ou }];
      if (main) return list;
      return [
        ...list,
        { type: 'AH', line: ah - 8 },
        { type: 'AH', line: ah + 8 },
        { type: 'OU', line: ou - 20 },
        { type: 'OU', line: ou + 20 },
      ];
    }
    const bestOf = course.bestOf ?? 3;
    const favourite = (course.mapChance ?? 0.5) >= 0.5;
    const list: Market[] = [
      { type: 'ML' },
      { type: 'MAP_AH', line: favourite ? -6 : 6 },
      { type: 'MAP_OU', line: bestOf === 5 ? 18 : 10 },
    ];
    const next = (state.maps?.length ?? 0) + 1;
    if (main) return list;
    const mapMarkets: Market[] = [];
    for (let m = next; m <= bestOf; m++) mapMarkets.push({ type: 'MAP_WIN', map: m });
    return [...list, { type: 'MAP_AH', line: favourite ? 6 : -6 }, ...mapMarkets];
  }

  markets(matchId: string, now: Date, main: boolean) {
    const entry = this.entry(matchId);
    const state = this.state(matchId, now);
    if (!entry || !state) return [];
    const seen = new Set<string>();
    const out: { key: string; selections: { code: string; odds: number | null }[] }[] = [];
    for (const market of this.marketList(entry, state, now, main)) {
      const key = marketKey(market);
      if (seen.has(key)) continue;
      seen.add(key);
      if (market.type === 'HT_1X2' && state.htHome !== undefined) continue;
      out.push({
        key,
        selections: selectionsOf(market).map((code) => ({
          code,
          odds: this.price(matchId, market, code, now),
        })),
      });
    }
    return out;
  }

  marketCount(matchId: string, now: Date): number {
    const entry = this.entry(matchId);
    const state = this.state(matchId, now);
    if (!entry || !state) return 0;
    const keys = new Set(
      this.marketList(entry, state, now, false)
        .filter((m) => !(m.type === 'HT_1X2' && state.htHome !== undefined))
        .map(marketKey),
    );
    return keys.size;
  }

  result(matchId: string, now: Date): MatchResult | null {
    const entry = this.entry(matchId);
    if (!entry || now < entry.fixture.endsAt) return null;
    return this.corrections.get(matchId) ?? entry.course.final;
  }

  /** A corrected result (the operator's, or a provider's correction): later reads return it. */
  correct(matchId: string, result: MatchResult): boolean {
    if (!this.entry(matchId)) return false;
    this.corrections.set(matchId, result);
    return true;
  }
}

/** Parses a market key the book offers for `matchId` (undefined: not a market). */
export function marketOf(key: string): Market | undefined {
  return parseMarketKey(key);
}

function footballCourse(rand: Rand): Course {
  const homeRate = rand.between(1.0, 2.1);
  const awayRate = rand.between(0.6, 1.7);
  const events: Course['events'] = [];
  for (let minute = 1; minute <= 90; minute++) {
    if (rand.next() < homeRate / 90) events.push({ minute, kind: 'GOAL', side: 'HOME' });
    if (rand.next() < awayRate / 90) events.push({ minute, kind: 'GOAL', side: 'AWAY' });
    if (rand.next() < 3.6 / 90)
      events.push({ minute, kind: 'YELLOW', side: rand.next() < 0.5 ? 'HOME' : 'AWAY' });
  }
  const goals = events.filter((e) => e.kind === 'GOAL');
  const ht = goals.filter((e) => e.minute <= 45);
  return {
    sport: 'FOOTBALL',
    events,
    homeRate,
    awayRate,
    final: {
      home: goals.filter((e) => e.side === 'HOME').length,
      away: goals.filter((e) => e.side === 'AWAY').length,
      htHome: ht.filter((e) => e.side === 'HOME').length,
      htAway: ht.filter((e) => e.side === 'AWAY').length,
    },
  };
}

function basketballCourse(rand: Rand): Course {
  const edge = rand.between(-8, 8);
  const total = rand.between(195, 230);
  const homePerMinute: number[] = [];
  const awayPerMinute: number[] = [];
  for (let m = 0; m < 48; m++) {
    homePerMinute.push(rand.poisson((total + edge) / 2 / 48));
    awayPerMinute.push(rand.poisson((total - edge) / 2 / 48));
  }
  let home = homePerMinute.reduce((a, b) => a + b, 0);
  let away = awayPerMinute.reduce((a, b) => a + b, 0);
  // Overtime until someone leads, folded into the final whistle.
  while (home === away) {
    home += rand.poisson(11);
    away += rand.poisson(11);
  }
  return {
    sport: 'BASKETBALL',
    events: [],
    homePerMinute,
    awayPerMinute,
    homeRate: edge,
    awayRate: total,
    final: { home, away },
  };
}

function esportsCourse(rand: Rand, title: TEsportsTitle | null): Course {
  const bestOf = title === 'DOTA2' && rand.next() < 0.3 ? 5 : 3;
  const need = Math.ceil(bestOf / 2);
  const mapChance = rand.between(0.3, 0.7);
  const maps: NonNullable<Course['maps']> = [];
  let h = 0;
  let a = 0;
  while (h < need && a < need) {
    const winner = rand.next() < mapChance ? 'HOME' : 'AWAY';
    if (winner === 'HOME') h++;
    else a++;
    // CS2 / Valorant: first to 13 rounds; MOBA titles: kills, about twenty for the winner.
    const roundBased = title === 'CS2' || title === 'VALORANT';
    const winnerCount = roundBased ? 13 : 18 + rand.int(12);
    const loserCount = roundBased ? 3 + rand.int(9) : 6 + rand.int(12);
    const rounds: ('HOME' | 'AWAY')[] = [];
    let w = 0;
    let l = 0;
    const loser = winner === 'HOME' ? 'AWAY' : 'HOME';
    while (w < winnerCount - 1 || l < loserCount) {
      const takeWinner =
        l >= loserCount || (w < winnerCount - 1 && rand.next() < winnerCount / (winnerCount + loserCount));
      if (takeWinner) {
        rounds.push(winner);
        w++;
      } else {
        rounds.push(loser);
        l++;
      }
    }
    rounds.push(winner);
    maps.push({ winner, rounds });
  }
  return {
    sport: 'ESPORTS',
    events: [],
    homeRate: 0,
    awayRate: 0,
    maps,
    bestOf,
    mapChance,
    final: { home: h, away: a, maps: maps.map((m) => m.winner) },
  };
}

export { ESPORTS_TITLES };
