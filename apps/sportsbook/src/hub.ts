import type { TSportsBet } from '@croupier/contracts';
import {
  formatMinor,
  type TSportsMatch,
  type TSportsServerMessage,
  type TSportsVendorCode,
} from '@croupier/contracts';
import type { SessionRow, VendorLog } from '@croupier/vendor-kit';
import type { MatchBoard } from './matches.ts';

export interface SportsClient {
  session: SessionRow;
  vendorCode: TSportsVendorCode;
  send(message: TSportsServerMessage): void;
}

/**
 * The sockets of this process: every `intervalMs` the matches in play of each vendor code whose
 * score, clock or prices changed are pushed to its clients (the first push after joining is all of
 * them), and a match that left play once more as it ended (so every list drops it); a bet's
 * settlement or cash-out goes to its player with the balance.
 */
export class SportsHub {
  private readonly clients = new Set<SportsClient>();
  private readonly last = new Map<TSportsVendorCode, Map<string, string>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly board: MatchBoard,
    private readonly now: () => Date,
    private readonly log?: VendorLog,
  ) {}

  start(intervalMs: number): void {
    if (intervalMs > 0 && !this.timer) {
      this.timer = setInterval(() => this.push(), intervalMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.clients.clear();
  }

  join(client: SportsClient): void {
    this.clients.add(client);
    client.send({
      type: 'matches',
      matches: this.board.live(client.vendorCode),
      serverTime: this.now().toISOString(),
    });
  }

  leave(client: SportsClient): void {
    this.clients.delete(client);
  }

  /** Pushes the matches that changed since the last push to each vendor code's clients. */
  push(): void {
    try {
      for (const code of ['CSPORT', 'IMES'] as const) {
        const listeners = [...this.clients].filter((c) => c.vendorCode === code);
        if (listeners.length === 0) {
          this.last.delete(code);
          continue;
        }
        const seen = this.last.get(code) ?? new Map<string, string>();
        const changed: TSportsMatch[] = [];
        const next = new Map<string, string>();
        for (const match of this.board.live(code)) {
          const text = JSON.stringify([
            match.score,
            match.clock,
            match.suspended,
            match.markets,
            match.status,
          ]);
          next.set(match.matchId, text);
          if (seen.get(match.matchId) !== text) changed.push(match);
        }
        // A match that left play since the last push is sent once more, finished, so every list drops it.
        const ended = [...seen.keys()].filter((id) => !next.has(id));
        changed.push(...this.board.matches(ended));
        this.last.set(code, next);
        if (changed.length === 0) continue;
        const message: TSportsServerMessage = {
          type: 'matches',
          matches: changed,
          serverTime: this.now().toISOString(),
        };
        for (const client of listeners) client.send(message);
      }
    } catch (error) {
      this.log?.('odds push failed', { error: String(error) });
    }
  }

  /** A bet of one player changed (settled, cashed out, voided): tell that player's clients. */
  betChanged(merchantCode: string, playerId: string, bet: TSportsBet, balance: bigint | null): void {
    for (const client of this.clients) {
      if (client.session.merchant_code === merchantCode && client.session.player_id === playerId)
        client.send({ type: 'bet', bet, balance: balance === null ? null : formatMinor(balance) });
    }
  }
}
