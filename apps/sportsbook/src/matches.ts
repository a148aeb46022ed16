import {
  SPORTS_OF_VENDOR,
  type TSportKind,
  type TSportsLeague,
  type TSportsMatch,
  type TSportsVendorCode,
} from '@croupier/contracts';
import type { Feed, FeedFixture } from './feed.ts';

/** What the book shows of the feed: matches by tab (live, today, early) with their markets, and the leagues tree. */
export class MatchBoard {
  constructor(
    private readonly feed: Feed,
    private readonly horizonMs: number,
    private readonly now: () => Date,
  ) {}

  /** A match as the UI shows it; `main` only the list's inline markets. */
  view(fixture: FeedFixture, main: boolean, at = this.now()): TSportsMatch | undefined {
    const state = this.feed.state(fixture.matchId, at);
    if (!state) return undefined;
    const all = this.feed.markets(fixture.matchId, at, main);
    return {
      matchId: fixture.matchId,
      sport: fixture.sport,
      title: fixture.title,
      league: fixture.league,
      home: fixture.home,
      away: fixture.away,
      startsAt: fixture.startsAt.toISOString(),
      status: state.status,
      score: { home: state.home, away: state.away },
      clock: state.clock,
      ...(state.maps ? { maps: state.maps } : {}),
      ...(state.mapScore ? { mapScore: state.mapScore } : {}),
      ...(fixture.bestOf ? { bestOf: fixture.bestOf } : {}),
      events: state.events.slice(0, 12),
      suspended: state.suspended,
      markets: all,
      marketCount: main ? this.feed.marketCount(fixture.matchId, at) : all.length,
    };
  }

  /** The fixtures of a vendor code's sports from the end of the oldest match still playing to the horizon. */
  fixtures(vendorCode: TSportsVendorCode, at = this.now()): FeedFixture[] {
    const sports = SPORTS_OF_VENDOR[vendorCode];
    return this.feed
      .fixtures(at, new Date(at.getTime() - 4 * 3_600_000), new Date(at.getTime() + this.horizonMs))
      .filter((f) => sports.includes(f.sport) && f.endsAt > at);
  }

  list(
    vendorCode: TSportsVendorCode,
    query: { tab: 'live' | 'today' | 'early'; sport?: TSportKind | undefined; league?: string | undefined },
    limit = 60,
  ) {
    const at = this.now();
    const fixtures = this.fixtures(vendorCode, at);
    const todayEnd = at.getTime() + 12 * 3_600_000;
    // A match whose play is over leaves the lists at once (its result is official a little later).
    const tabs = new Map(
      fixtures.map((f) => [
        f.matchId,
        f.startsAt <= at
          ? this.isInPlay(f, at)
            ? ('live' as const)
            : null
          : f.startsAt.getTime() <= todayEnd
            ? ('today' as const)
            : ('early' as const),
      ]),
    );
    const tabOf = (f: FeedFixture) => tabs.get(f.matchId) ?? null;
    const counts = { live: 0, today: 0, early: 0 };
    const leagues = new Map<string, TSportsLeague>();
    for (const f of fixtures) {
      const tab = tabOf(f);
      if (!tab) continue;
      counts[tab]++;
      if (tab !== query.tab) continue;
      const league = leagues.get(f.league.id) ?? { ...f.league, sport: f.sport, count: 0, live: 0 };
      league.count++;
      if (tab === 'live') league.live++;
      leagues.set(f.league.id, league);
    }
    const matches = fixtures
      .filter(
        (f) =>
          tabOf(f) === query.tab &&
          (!query.sport || f.sport === query.sport) &&
          (!query.league || f.league.id === query.league),
      )
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.matchId.localeCompare(b.matchId))
      .slice(0, limit)
      .flatMap((f) => this.view(f, true, at) ?? []);
    return { matches, leagues: [...leagues.values()], counts };
  }

  /** Every match in play of a vendor code, main markets (what the socket pushes). */
  live(vendorCode: TSportsVendorCode): TSportsMatch[] {
    const at = this.now();
    return this.fixtures(vendorCode, at)
      .filter((f) => f.startsAt <= at && this.isInPlay(f, at))
      .flatMap((f) => this.view(f, true, at) ?? []);
  }

  /** Matches by id as they are now, main markets (the socket's last word on a match leaving play). */
  matches(matchIds: readonly string[]): TSportsMatch[] {
    const at = this.now();
    return matchIds.flatMap((id) => {
      const fixture = this.feed.fixture(id);
      return fixture ? (this.view(fixture, true, at) ?? []) : [];
    });
  }

  private isInPlay(f: FeedFixture, at: Date): boolean {
    const state = this.feed.state(f.matchId, at);
    return state !== undefined && state.status !== 'FINISHED';
  }
}
