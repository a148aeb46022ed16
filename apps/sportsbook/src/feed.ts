import type { TEsportsTitle, TSportKind } from '@croupier/contracts';
import type { Market, MatchResult } from '@croupier/games';

/**
 * What the book needs of a sports data feed. The simulator (simulator.ts) implements it from a seed;
 * a real feed adapter (a provider's push or poll API) would implement the same and the rest of the
 * vendor would not change.
 */
export interface Feed {
  /** Every fixture known at `now` from `from` to `to` (kick-off times), live ones included. */
  fixtures(now: Date, from: Date, to: Date): FeedFixture[];
  /** One fixture, or undefined for an unknown id. */
  fixture(matchId: string): FeedFixture | undefined;
  /** The state of a match at `now`: score, clock, events, whether its markets are suspended. */
  state(matchId: string, now: Date): FeedState | undefined;
  /** The price of one selection at `now` (thousandths), null when closed (suspended, finished, no chance left). */
  price(matchId: string, market: Market, selection: string, now: Date): number | null;
  /** The markets the book shows for a match at `now`; `main` only the list's inline ones. */
  markets(
    matchId: string,
    now: Date,
    main: boolean,
  ): { key: string; selections: { code: string; odds: number | null }[] }[];
  /** How many markets the match page shows at `now` (without pricing them). */
  marketCount(matchId: string, now: Date): number;
  /** The official result once the match is over (null before). */
  result(matchId: string, now: Date): MatchResult | null;
  /** A corrected result (the provider's, or the operator's): later reads of result() return it; false for an unknown match. */
  correct(matchId: string, result: MatchResult): boolean;
}

export interface FeedTeam {
  name: string;
  short: string;
  color: string;
}

export interface FeedFixture {
  matchId: string;
  sport: TSportKind;
  title: TEsportsTitle | null;
  league: { id: string; name: string; country: string };
  home: FeedTeam;
  away: FeedTeam;
  startsAt: Date;
  /** When the result is official (the end of play plus the feed's confirmation delay). */
  endsAt: Date;
  bestOf?: number;
}

export interface FeedState {
  status: 'UPCOMING' | 'LIVE' | 'FINISHED';
  home: number;
  away: number;
  htHome?: number;
  htAway?: number;
  clock: { period: string; minute: number } | null;
  maps?: ('HOME' | 'AWAY')[];
  mapScore?: { home: number; away: number };
  events: { minute: number; kind: string; side: 'HOME' | 'AWAY' }[];
  suspended: boolean;
}
