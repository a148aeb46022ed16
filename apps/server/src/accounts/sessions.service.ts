import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

/** A request's proven identity: its live session and the member behind it. */
export interface AuthContext {
  session: SessionRow;
  member: MemberRow;
}

export function sha256(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/**
 * Told that sessions of a member ended (logout, password change or reset). Runs inside the ending
 * transaction when there is one (`db` is it), so a NOTIFY it sends is delivered only on commit.
 */
export type SessionsEndedListener = (db: Db, merchantId: bigint, memberId: bigint) => Promise<void>;

/** A fresh 256-bit secret, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Opaque session tokens: 256 random bits handed to the browser once, stored only as SHA-256.
 * A session ends after `idleMinutes` without use (the expiry slides on every authenticated call),
 * `absoluteMinutes` after it began whatever its use, on logout, and on a password change.
 */
export class SessionsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessions: SessionsRepository,
    private readonly members: MembersRepository,
    private readonly idleMinutes = 30,
    private readonly absoluteMinutes = 12 * 60,
  ) {}

  private readonly endedListeners: SessionsEndedListener[] = [];

  /** Registers a listener of ended sessions (real time closes the member's sockets on it). */
  onSessionsEnded(listener: SessionsEndedListener): void {
    this.endedListeners.push(listener);
  }

  /**
   * Whether a session is still live: not revoked, not past its idle or absolute end, its member
   * active. Unlike `authenticate` it never slides the expiry (a socket asking does not keep it alive).
   */
  async isLive(merchant: Merchant, sessionId: bigint): Promise<boolean> {
    const now = new Date();
    const session = await this.sessions.findLiveById(merchant.id, sessionId, now);
    if (!session || this.absoluteEndOf(session.created_at) <= now.getTime()) return false;
    const member = await this.members.findById(merchant.id, session.member_id);
    return member?.status === 'active';
  }

  /** When the member signed in on the player side within [since, until): what a log-in mission counts (issue 17). */
  async signInsOf(merchantId: bigint, memberId: bigint, since: Date, until: Date): Promise<Date[]> {
    return this.sessions.signInsOf(merchantId, memberId, since, until);
  }

  /** Creates a session inside the caller's transaction and returns its token (the only copy). */
  async issue(
    tx: Transaction<Database>,
    input: {
      merchant: Merchant;
      member: MemberRow;
      side: 'player' | 'agent';
      loginType: string;
      ip: string;
      userAgent: string | null;
    },
  ): Promise<string> {
    const token = newSecret();
    await this.sessions.insert(tx, {
      merchantId: input.merchant.id,
      memberId: input.member.id,
      tokenHash: sha256(token),
      side: input.side,
      loginType: input.loginType,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      expiresAt: this.expiryFrom(new Date(), new Date()),
    });
    return token;
  }

  /**
   * The session and member behind a token in this merchant, or undefined when the token is unknown,
   * revoked, expired, or the member is disabled. Slides the expiry (written at most once a minute).
   */
  async authenticate(merchant: Merchant, token: string | undefined): Promise<AuthContext | undefined> {
    if (!token || token.length > 128) return undefined;
    const now = new Date();
    const session = await this.sessions.findLive(merchant.id, sha256(token), now);
    if (!session || this.absoluteEndOf(session.created_at) <= now.getTime()) return undefined;
    const member = await this.members.findById(merchant.id, session.member_id);
    if (member?.status !== 'active') return undefined;
    if (now.getTime() - session.last_seen_at.getTime() > 60_000) {
      await this.sessions.touch(session.id, now, this.expiryFrom(now, session.created_at));
    }
    return { session, member };
  }

  async revoke(sessionId: bigint): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const ended = await this.sessions.revoke(tx, sessionId);
      if (ended) await this.tellEnded(tx, ended.merchantId, ended.memberId);
    });
  }

  /** Ends every session of a member but `keep` (the one that changed the password stays signed in). */
  async revokeAllOf(tx: Transaction<Database>, memberId: bigint, keep?: bigint): Promise<void> {
    const merchantId = await this.sessions.revokeAllOf(tx, memberId, keep);
    if (merchantId !== undefined) await this.tellEnded(tx, merchantId, memberId);
  }

  private async tellEnded(db: Db, merchantId: bigint, memberId: bigint): Promise<void> {
    for (const listener of this.endedListeners) await listener(db, merchantId, memberId);
  }

  /** The idle expiry, never past the absolute end, so every reader of expires_at sees both limits. */
  private expiryFrom(now: Date, createdAt: Date): Date {
    return new Date(Math.min(now.getTime() + this.idleMinutes * 60_000, this.absoluteEndOf(createdAt)));
  }

  private absoluteEndOf(createdAt: Date): number {
    return createdAt.getTime() + this.absoluteMinutes * 60_000;
  }
}
