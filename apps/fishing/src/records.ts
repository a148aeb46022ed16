import {
  formatMinor,
  type TFishingGameCode,
  type TFishingRoundSummary,
  type TFishingShotRecord,
} from '@croupier/contracts';
import type { RoundRow } from './money.ts';

const STATUS: Record<RoundRow['status'], TFishingRoundSummary['status']> = {
  open: 'OPEN',
  betting: 'SETTLING',
  paying: 'SETTLING',
  closed: 'SETTLED',
  rejected: 'REJECTED',
};

/** A round as the game recall shows it: its seed only once no shot can be added to it. */
export function summaryOf(r: RoundRow): TFishingRoundSummary {
  return {
    roundId: String(r.round_id),
    gameCode: r.game_code as TFishingGameCode,
    shots: r.shots,
    bet: formatMinor(BigInt(r.bet)),
    win: formatMinor(BigInt(r.win)),
    status: STATUS[r.status],
    seedHash: r.seed_hash,
    serverSeed: r.status === 'open' ? null : r.server_seed,
    clientSeed: r.client_seed,
    openedAt: new Date(r.created_at).toISOString(),
    closedAt: r.closed_at ? new Date(r.closed_at).toISOString() : null,
  };
}

export interface ShotRow {
  round_id: bigint;
  nonce: number;
  fish_kind: string;
  boss_shots: number;
  bet: bigint;
  captured: boolean;
  multiplier: number;
  win: bigint;
  at: Date;
}

export function shotOf(s: ShotRow): TFishingShotRecord {
  return {
    nonce: s.nonce,
    fishKind: s.fish_kind,
    bossShots: s.boss_shots,
    bet: formatMinor(BigInt(s.bet)),
    captured: s.captured,
    multiplier: s.multiplier,
    win: formatMinor(BigInt(s.win)),
    at: new Date(s.at).toISOString(),
  };
}
