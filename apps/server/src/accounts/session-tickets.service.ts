import type { TLoginValue } from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AccountsService, RequestContext } from './accounts.service.ts';
import type { OneTimeLinksRepository } from './one-time-links.repository.ts';
import { type AuthContext, newSecret, type SessionsService, sha256 } from './sessions.service.ts';

/** How long a link ticket lives: long enough to scan a QR code, too short to matter in a log. */
export const SESSION_TICKET_TTL_SECONDS = 60;

/**
 * One-time tickets for links that used to carry the session token (the app download and its QR
 * code, issue 21 finding 7). A ticket is 256 random bits stored as SHA-256, valid once, for
 * `SESSION_TICKET_TTL_SECONDS`, in its merchant, and only while the session that issued it lives.
 */
export class SessionTicketsService {
  constructor(
    private readonly links: OneTimeLinksRepository,
    private readonly sessions: SessionsService,
    private readonly accounts: Pick<AccountsService, 'loginWithIdentity'>,
  ) {}

  /** A fresh ticket for the caller's session. */
  async issue(
    merchant: Merchant,
    auth: AuthContext,
    purpose: 'app',
  ): Promise<{ ticket: string; expiresAt: string }> {
    const ticket = newSecret();
    const expiresAt = new Date(Date.now() + SESSION_TICKET_TTL_SECONDS * 1000);
    await this.links.insertTicket({
      merchantId: merchant.id,
      memberId: auth.member.id,
      sessionId: auth.session.id,
      purpose,
      ticketHash: sha256(ticket),
      expiresAt,
    });
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Trades a ticket for a session of its own (the app signs in with it), once.
   * Errors: TICKET_INVALID (unknown, used, expired, another merchant's, or its session ended),
   * then the login's own checks (ACCOUNT_DISABLED, ...).
   */
  async redeem(merchant: Merchant, ticket: string, context: RequestContext): Promise<TLoginValue> {
    const used = await this.links.useTicket(merchant.id, sha256(ticket), 'app', new Date());
    if (!used || !(await this.sessions.isLive(merchant, used.sessionId)))
      throw new AppError('TICKET_INVALID');
    return this.accounts.loginWithIdentity(merchant, used.memberId, 'player', 'app-ticket', context);
  }
}
