import {
  formatMinor,
  type TDashboard,
  type TDashboardFigures,
  type TPlayerNote,
  type TPlayerNotesPage,
  type TPlayerNotesQuery,
  type TPlayerPasswordResetResult,
  type TPlayerProfile,
  type TPlayerRow,
  type TPlayersQuery,
} from '@croupier/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { ConsoleRepository, FiguresRow } from './console.repository.ts';

/** What locking a player needs from the accounts feature: ending its sessions in the lock's transaction. */
export interface PlayerSessions {
  revokeAllOf(tx: Transaction<Database>, memberId: bigint): Promise<void>;
}

/** What an operator's password reset needs from the accounts feature, in the reset's transaction. */
export interface PlayerPasswords {
  /** A fresh temporary password and its hash, made before the transaction that stores it. */
  newTemporary(): Promise<{ password: string; hash: string }>;
  issueTemporary(
    tx: Transaction<Database>,
    merchantId: bigint,
    memberId: bigint,
    temporary: { password: string; hash: string },
  ): Promise<{ username: string; expiresAt: Date } | undefined>;
}

type PlayerRecord = NonNullable<Awaited<ReturnType<ConsoleRepository['findPlayer']>>>;

/** The back office's player look-up, player locks and the dashboard's figures. */
export class ConsoleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: ConsoleRepository,
    private readonly sessions: PlayerSessions,
    private readonly passwords: PlayerPasswords,
    private readonly audit: AuditLog,
  ) {}

  async searchPlayers(merchant: Merchant, query: TPlayersQuery) {
    const { rows, total } = await this.repository.searchPlayers(merchant.id, query);
    return { list: rows.map(playerRow), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** A player's profile: balance, newest wallet movements, rounds and logins. Errors: NOT_FOUND. */
  async profile(merchant: Merchant, memberId: bigint): Promise<TPlayerProfile> {
    const row = await this.repository.findPlayer(merchant.id, memberId);
    if (!row) throw new AppError('NOT_FOUND');
    const [ledger, rounds, logins] = await Promise.all([
      this.repository.ledgerOf(merchant.id, memberId),
      this.repository.roundsOf(merchant.id, memberId),
      this.repository.loginsOf(merchant.id, memberId),
    ]);
    return {
      player: { ...playerRow(row), registerIp: row.register_ip, registerDomain: row.register_domain },
      ledger: ledger.map((l) => ({
        at: l.created_at.toISOString(),
        kind: l.kind,
        amount: formatMinor(l.amount),
        balanceAfter: formatMinor(l.balance_after),
        actor: l.actor,
      })),
      bets: rounds.map((r) => ({
        at: r.opened_at.toISOString(),
        vendor: r.vendor_code,
        game: r.game_code,
        bet: formatMinor(r.bet_total),
        win: formatMinor(r.win_total),
        open: r.status === 'open',
      })),
      logins: logins.map((l) => ({
        at: l.created_at.toISOString(),
        ip: l.ip,
        userAgent: l.user_agent,
        side: l.side,
      })),
    };
  }

  /**
   * Locks a player (its sessions end in the same transaction) or unlocks it, audited with the reason.
   * Errors: NOT_FOUND, CONFLICT (already locked / unlocked).
   */
  async setLocked(
    merchant: Merchant,
    memberId: bigint,
    locked: boolean,
    reason: string,
    actor: Actor,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const to = locked ? 'disabled' : 'active';
      const changed = await this.repository.setStatus(tx, merchant.id, memberId, to);
      if (!changed) {
        if (!(await this.repository.findPlayer(merchant.id, memberId, tx))) throw new AppError('NOT_FOUND');
        throw new AppError('CONFLICT', { detail: `player already ${to}` });
      }
      if (locked) await this.sessions.revokeAllOf(tx, memberId);
      await this.audit.recordBy(tx, merchant.id, actor, locked ? 'player.lock' : 'player.unlock', {
        player: changed.username,
        reason,
        before: { status: locked ? 'active' : 'disabled' },
        after: { status: to },
      });
    });
  }

  /**
   * Resets a player's password to a temporary one, answered once (only its hash is kept): every
   * session of the player ends and the player must choose a new password right after logging in with
   * it, within TEMPORARY_PASSWORD_VALID_HOURS. Audited in the same transaction (never with the
   * password). Errors: NOT_FOUND (no such player,
   * or a trial account, which has no password).
   */
  async resetPassword(
    merchant: Merchant,
    memberId: bigint,
    reason: string,
    actor: Actor,
  ): Promise<TPlayerPasswordResetResult> {
    const temporary = await this.passwords.newTemporary();
    return this.db.transaction().execute(async (tx) => {
      const issued = await this.passwords.issueTemporary(tx, merchant.id, memberId, temporary);
      if (!issued) throw new AppError('NOT_FOUND');
      await this.audit.recordBy(tx, merchant.id, actor, 'player.password_reset', {
        player: issued.username,
        reason,
        after: { temporaryPassword: true, sessionsEnded: true },
      });
      return { temporaryPassword: temporary.password, expiresAt: issued.expiresAt.toISOString() };
    });
  }

  /** Appends an operator's note on a player, audited in the same transaction. Errors: NOT_FOUND. */
  async addNote(merchant: Merchant, memberId: bigint, text: string, actor: Actor): Promise<TPlayerNote> {
    return this.db.transaction().execute(async (tx) => {
      const player = await this.repository.findPlayer(merchant.id, memberId, tx);
      if (!player) throw new AppError('NOT_FOUND');
      const note = await this.repository.insertNote(tx, {
        merchantId: merchant.id,
        memberId,
        author: actor.name,
        body: text,
      });
      await this.audit.recordBy(tx, merchant.id, actor, 'player.note', {
        player: player.username,
        after: { noteId: note.id.toString(), text },
      });
      return noteOf(note);
    });
  }

  /** A player's notes, newest first, one page. Errors: NOT_FOUND. */
  async notes(merchant: Merchant, memberId: bigint, query: TPlayerNotesQuery): Promise<TPlayerNotesPage> {
    if (!(await this.repository.findPlayer(merchant.id, memberId))) throw new AppError('NOT_FOUND');
    const { rows, total } = await this.repository.notesOf(merchant.id, memberId, query);
    return { list: rows.map(noteOf), total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  /** Today's figures, the period's (the last `days` local days) and one row per day. */
  async dashboard(merchant: Merchant, days: number): Promise<TDashboard> {
    const [series, active] = await Promise.all([
      this.repository.figuresByDay(merchant.id, merchant.timezone, days),
      this.repository.activePlayersSince(merchant.id, merchant.timezone, days),
    ]);
    const zero: FiguresRow = {
      registrations: 0,
      firstDeposits: 0,
      deposits: 0n,
      depositCount: 0,
      withdrawals: 0n,
      withdrawalCount: 0,
      bets: 0n,
      wins: 0n,
      activePlayers: 0,
    };
    const total = series.reduce<FiguresRow>(
      (sum, day) => ({
        registrations: sum.registrations + day.registrations,
        firstDeposits: sum.firstDeposits + day.firstDeposits,
        deposits: sum.deposits + BigInt(day.deposits),
        depositCount: sum.depositCount + day.depositCount,
        withdrawals: sum.withdrawals + BigInt(day.withdrawals),
        withdrawalCount: sum.withdrawalCount + day.withdrawalCount,
        bets: sum.bets + BigInt(day.bets),
        wins: sum.wins + BigInt(day.wins),
        activePlayers: active,
      }),
      zero,
    );
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      timezone: merchant.timezone,
      today: figures(series.at(-1) ?? zero),
      period: figures(total),
      series: series.map((day) => ({ day: day.day, ...figures(day) })),
    };
  }
}

function figures(row: FiguresRow): TDashboardFigures {
  const bets = BigInt(row.bets);
  const wins = BigInt(row.wins);
  return {
    registrations: row.registrations,
    firstDeposits: row.firstDeposits,
    deposits: formatMinor(BigInt(row.deposits)),
    depositCount: row.depositCount,
    withdrawals: formatMinor(BigInt(row.withdrawals)),
    withdrawalCount: row.withdrawalCount,
    bets: formatMinor(bets),
    wins: formatMinor(wins),
    ggr: formatMinor(bets - wins),
    activePlayers: row.activePlayers,
  };
}

function noteOf(row: { id: bigint; author: string; body: string; created_at: Date }): TPlayerNote {
  return { id: row.id.toString(), text: row.body, author: row.author, at: row.created_at.toISOString() };
}

function playerRow(row: PlayerRecord): TPlayerRow {
  return {
    id: row.id.toString(),
    username: row.username,
    nickname: row.nickname,
    type: row.type,
    status: row.status,
    mobile: row.mobile_num,
    email: row.email,
    balance: formatMinor(BigInt(row.balance)),
    registeredAt: row.created_at.toISOString(),
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    lastLoginIp: row.last_login_ip,
  };
}
