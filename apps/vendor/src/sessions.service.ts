import { createHash, randomBytes } from 'node:crypto';
import type { TInhouseLaunchRequest } from '@croupier/contracts';
import type { VendorDb } from './db/sql.ts';
import { VendorError } from './errors.ts';
import { gameOf } from './games.ts';
import { repo, type SessionRow } from './repository.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOptions {
  /** Public base URL of the vendor as the player's browser reaches it. */
  publicUrl: string;
  launchTokenTtlMs: number;
  sessionIdleMs: number;
}

/**
 * Launch tokens and game sessions. A launch token is random (256 bits), stored hashed, valid once
 * and for `launchTokenTtlMs`; the exchange that marks it used is one UPDATE, so two concurrent
 * exchanges of the same token cannot both win. A session slides its expiry on every use.
 */
export class SessionsService {
  constructor(
    private readonly db: VendorDb,
    readonly options: SessionOptions,
  ) {}

  /** Creates the one-time launch URL for a verified platform launch request. */
  async createLaunch(request: TInhouseLaunchRequest): Promise<{ url: string; expiresAt: string }> {
    if (!gameOf(request.gameCode)) throw new VendorError('NOT_FOUND', `game ${request.gameCode}`);
    if (!request.playerId.startsWith(`${request.merchantCode}:`))
      throw new VendorError('FORBIDDEN', 'player of another merchant');
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + this.options.launchTokenTtlMs);
    await repo.insertLaunchToken(this.db, hash(token), {
      merchant_code: request.merchantCode,
      player_id: request.playerId,
      display_name: request.displayName,
      currency: request.currency,
      game_code: request.gameCode,
      language: request.language.toUpperCase(),
      back_url: request.backUrl ?? null,
      expires_at: expiresAt,
    });
    const base = this.options.publicUrl.replace(/\/$/, '');
    return { url: `${base}/play/${request.gameCode}?token=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The origin of the merchant site a launch token was issued for (its lobby URL), which alone may
   * frame that game page; null when the token is unknown or named no http(s) lobby.
   */
  async launchSiteOrigin(launchToken: string | undefined): Promise<string | null> {
    if (!launchToken || launchToken.length > 128) return null;
    const backUrl = await repo.launchBackUrl(this.db, hash(launchToken));
    if (!backUrl) return null;
    try {
      const url = new URL(backUrl);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
    } catch {
      return null;
    }
  }

  /** Exchanges a launch token (once) for a session. Errors: LAUNCH_TOKEN_INVALID. */
  async exchange(launchToken: string): Promise<{ token: string; session: SessionRow }> {
    const launch = await repo.consumeLaunchToken(this.db, hash(launchToken));
    if (!launch) throw new VendorError('LAUNCH_TOKEN_INVALID');
    const token = randomBytes(32).toString('base64url');
    const session = { ...launch, expires_at: new Date(Date.now() + this.options.sessionIdleMs) };
    await repo.insertSession(this.db, hash(token), session);
    return { token, session };
  }

  /** The live session of a token. Errors: UNAUTHORIZED (none), SESSION_EXPIRED. */
  async authenticate(token: string | undefined): Promise<SessionRow> {
    if (!token || token.length > 128) throw new VendorError('UNAUTHORIZED');
    const session = await repo.touchSession(this.db, hash(token), this.options.sessionIdleMs);
    if (!session) throw new VendorError('SESSION_EXPIRED');
    return session;
  }
}
