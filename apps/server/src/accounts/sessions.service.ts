import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
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
    await this.sessions.revoke(this.db, sessionId);
  }

  /** Ends every session of a member but `keep` (the one that changed the password stays signed in). */
  async revokeAllOf(tx: Transaction<Database>, memberId: bigint, keep?: bigint): Promise<void> {
    await this.sessions.revokeAllOf(tx, memberId, keep);
  }

  /** The idle expiry, never past the absolute end, so every reader of expires_at sees both limits. */
  private expiryFrom(now: Date, createdAt: Date): Date {
    return new Date(Math.min(now.getTime() + this.idleMinutes * 60_000, this.absoluteEndOf(createdAt)));
  }

  private absoluteEndOf(createdAt: Date): number {
    return createdAt.getTime() + this.absoluteMinutes * 60_000;
  }
}
