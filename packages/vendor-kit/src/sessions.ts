import { createHash, randomBytes } from 'node:crypto';
import type { SqlRunner, VendorDb } from './db.ts';
import { VendorError } from './errors.ts';
import { RecoveryLoop } from './retry.ts';

/** A game session (and the launch it came from) as stored in `<schema>.sessions` / `launch_tokens`. */
export interface SessionRow {
  merchant_code: string;
  /** `<merchantCode>:<memberId>`, as in the wallet protocol. */
  player_id: string;
  display_name: string;
  currency: string;
  game_code: string;
  language: string;
  back_url: string | null;
  expires_at: Date;
  /** A demo session (docs/vendor-protocol.md, "Demo play"): play money the vendor keeps, no wallet calls. */
  is_demo: boolean;
}

/** What the platform asks for when it launches a player into a game (its signed launch request). */
export interface LaunchRequest {
  merchantCode: string;
  playerId: string;
  displayName: string;
  currency: string;
  gameCode: string;
  language: string;
  backUrl?: string | null | undefined;
  /** A demo launch (a trial member): only for a game `isDemoGame` accepts. */
  demo?: boolean | undefined;
}

export interface LaunchSessionsOptions {
  /** Public base URL of the vendor as the player's browser reaches it (read at each launch). */
  readonly publicUrl: string;
  /** The game page of a launch: `${publicUrl}${playPath(gameCode)}?token=…` (default `/play/<gameCode>`). */
  playPath?: (gameCode: string) => string;
  /** True for a game code this vendor serves. */
  isGameCode: (gameCode: string) => boolean;
  /** True for a game this vendor offers in demo mode (registered with `demo: true`); absent: none. */
  isDemoGame?: (gameCode: string) => boolean;
  launchTokenTtlMs: number;
  sessionIdleMs: number;
  /** Life of a one-time socket ticket (default 60 s). */
  socketTicketTtlMs?: number;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const SESSION_COLUMNS =
  'merchant_code, player_id, display_name, currency, game_code, language, back_url, expires_at, is_demo';

async function insertInto(db: SqlRunner, table: string, tokenHash: string, s: SessionRow): Promise<void> {
  await db.query(
    `insert into ${table} (token_hash, ${SESSION_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tokenHash,
      s.merchant_code,
      s.player_id,
      s.display_name,
      s.currency,
      s.game_code,
      s.language,
      s.back_url,
      s.expires_at,
      s.is_demo,
    ],
  );
}

/**
 * Launch tokens and game sessions. A launch token is random (256 bits), stored hashed, valid once and
 * for `launchTokenTtlMs`; the exchange that marks it used is one UPDATE, so two concurrent exchanges of
 * the same token cannot both win. A session token is random and stored hashed too, and slides its
 * expiry on every use (idle timeout `sessionIdleMs`).
 */
export class LaunchSessions {
  private purger: RecoveryLoop | undefined;

  constructor(
    private readonly db: VendorDb,
    readonly options: LaunchSessionsOptions,
  ) {}

  /**
   * Runs `purgeExpired` every `intervalMs` (default hourly) on an unref'd timer, never twice at once,
   * until `stopPurging`; a vendor service calls it at start. A failed pass goes to `onError` and the
   * next tick tries again. Calling it again while it runs changes nothing.
   */
  startPurging(intervalMs = 60 * 60_000, onError: (error: unknown) => void = () => undefined): void {
    if (this.purger) return;
    this.purger = new RecoveryLoop(() => this.purgeExpired(), onError);
    this.purger.start(intervalMs);
  }

  /** Clears the purge timer and waits for a running pass, so the database can close after it. */
  async stopPurging(): Promise<void> {
    const purger = this.purger;
    this.purger = undefined;
    await purger?.stop();
  }

  /**
   * Creates the one-time launch URL of a verified platform launch request; a demo launch gives a
   * demo session. Errors: NOT_FOUND (not a game of this vendor, or a demo launch of a game it offers
   * no demo of), FORBIDDEN (a player of another merchant).
   */
  async createLaunch(request: LaunchRequest): Promise<{ url: string; expiresAt: string }> {
    if (!this.options.isGameCode(request.gameCode))
      throw new VendorError('NOT_FOUND', `game ${request.gameCode}`);
    const isDemo = request.demo === true;
    if (isDemo && !this.options.isDemoGame?.(request.gameCode))
      throw new VendorError('NOT_FOUND', `no demo of ${request.gameCode}`);
    if (!request.playerId.startsWith(`${request.merchantCode}:`))
      throw new VendorError('FORBIDDEN', 'player of another merchant');
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.options.launchTokenTtlMs);
    await insertInto(this.db, `${this.db.schema}.launch_tokens`, hash(token), {
      merchant_code: request.merchantCode,
      player_id: request.playerId,
      display_name: request.displayName,
      currency: request.currency,
      game_code: request.gameCode,
      language: request.language.toUpperCase(),
      back_url: request.backUrl ?? null,
      expires_at: expiresAt,
      is_demo: isDemo,
    });
    const base = this.options.publicUrl.replace(/\/$/, '');
    const page = this.options.playPath?.(request.gameCode) ?? `/play/${request.gameCode}`;
    return { url: `${base}${page}?token=${token}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The origin of the merchant site a launch token was issued for (its lobby URL), which alone may
   * frame that game page; null when the token is unknown or named no http(s) lobby.
   */
  async launchSiteOrigin(launchToken: string | undefined): Promise<string | null> {
    if (!launchToken || launchToken.length > 128) return null;
    const [launch] = await this.db.query<{ back_url: string | null }>(
      `select back_url from ${this.db.schema}.launch_tokens where token_hash = $1`,
      [hash(launchToken)],
    );
    if (!launch?.back_url) return null;
    try {
      const url = new URL(launch.back_url);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
    } catch {
      return null;
    }
  }

  /** Exchanges a launch token (once) for a session. Errors: LAUNCH_TOKEN_INVALID. */
  async exchange(launchToken: string): Promise<{ token: string; session: SessionRow }> {
    const [launch] = await this.db.query<SessionRow>(
      `update ${this.db.schema}.launch_tokens set used_at = now()
       where token_hash = $1 and used_at is null and expires_at > now()
       returning ${SESSION_COLUMNS}`,
      [hash(launchToken)],
    );
    if (!launch) throw new VendorError('LAUNCH_TOKEN_INVALID');
    const token = newToken();
    const session = { ...launch, expires_at: new Date(Date.now() + this.options.sessionIdleMs) };
    await insertInto(this.db, `${this.db.schema}.sessions`, hash(token), session);
    return { token, session };
  }

  /** The live session of a token, its expiry slid forward. Errors: UNAUTHORIZED (none), SESSION_EXPIRED. */
  async authenticate(token: string | undefined): Promise<SessionRow> {
    if (!token || token.length > 128) throw new VendorError('UNAUTHORIZED');
    const [session] = await this.db.query<SessionRow>(
      `update ${this.db.schema}.sessions set expires_at = now() + ($2::int * interval '1 millisecond')
       where token_hash = $1 and expires_at > now()
       returning ${SESSION_COLUMNS}`,
      [hash(token), this.options.sessionIdleMs],
    );
    if (!session) throw new VendorError('SESSION_EXPIRED');
    return session;
  }

  /**
   * A one-time ticket to open a socket as the session of `sessionToken` (a WebSocket URL ends up in
   * proxy and server logs, so it must never carry the reusable session token). Valid once, for
   * `socketTicketTtlMs`, and only while that session lives. Errors: those of `authenticate`.
   */
  async issueSocketTicket(sessionToken: string | undefined): Promise<{ ticket: string; expiresAt: string }> {
    await this.authenticate(sessionToken);
    const ticket = newToken();
    const expiresAt = new Date(Date.now() + (this.options.socketTicketTtlMs ?? 60_000));
    await this.db.query(
      `insert into ${this.db.schema}.socket_tickets (ticket_hash, session_hash, expires_at) values ($1, $2, $3)`,
      [hash(ticket), hash(sessionToken ?? ''), expiresAt],
    );
    return { ticket, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The live session a socket ticket was issued for, marking the ticket used (one UPDATE, so two
   * concurrent redemptions cannot both win). Errors: TICKET_INVALID (unknown, used, expired, or its
   * session has ended).
   */
  async redeemSocketTicket(ticket: string | undefined): Promise<SessionRow> {
    if (!ticket || ticket.length > 128) throw new VendorError('TICKET_INVALID');
    const [used] = await this.db.query<{ session_hash: string }>(
      `update ${this.db.schema}.socket_tickets set used_at = now()
       where ticket_hash = $1 and used_at is null and expires_at > now()
       returning session_hash`,
      [hash(ticket)],
    );
    if (!used) throw new VendorError('TICKET_INVALID');
    const [session] = await this.db.query<SessionRow>(
      `update ${this.db.schema}.sessions set expires_at = now() + ($2::int * interval '1 millisecond')
       where token_hash = $1 and expires_at > now()
       returning ${SESSION_COLUMNS}`,
      [used.session_hash, this.options.sessionIdleMs],
    );
    if (!session) throw new VendorError('TICKET_INVALID');
    return session;
  }

  /** Deletes sessions, launch tokens and socket tickets expired for more than a day; returns how many rows went. */
  async purgeExpired(): Promise<number> {
    const gone = await Promise.all(
      ['sessions', 'launch_tokens', 'socket_tickets'].map((table) =>
        this.db.query(
          `delete from ${this.db.schema}.${table} where expires_at < now() - interval '1 day' returning 1`,
        ),
      ),
    );
    return gone.reduce((sum, rows) => sum + rows.length, 0);
  }
}
