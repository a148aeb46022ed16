import {
  LIVE_CHAT_MAX_LENGTH,
  LIVE_CHAT_RATE,
  type TLiveChatMessage,
  type TLiveMuteRequest,
  type TLiveTableCode,
} from '@croupier/contracts';
import { type SessionRow, type VendorDb, VendorError } from '@croupier/vendor-kit';

interface MessageRow {
  message_id: bigint;
  table_code: TLiveTableCode;
  role: 'PLAYER' | 'DEALER' | 'SYSTEM';
  author: string;
  text: string;
  created_at: Date;
}

const view = (r: MessageRow): TLiveChatMessage => ({
  messageId: r.message_id.toString(),
  tableCode: r.table_code,
  role: r.role,
  author: r.author,
  text: r.text,
  at: r.created_at.toISOString(),
});

/** Per-table chat with moderation: a length limit, a rate limit per player, operator mutes. */
export class LiveChat {
  onMessage: (message: TLiveChatMessage) => void = () => undefined;

  constructor(
    private readonly db: VendorDb,
    private readonly schema: string,
    private readonly now: () => Date,
  ) {}

  async recent(table: TLiveTableCode, limit = 50): Promise<TLiveChatMessage[]> {
    const rows = await this.db.query<MessageRow>(
      `select * from ${this.schema}.chat_messages where table_code = $1 order by message_id desc limit $2`,
      [table, limit],
    );
    return rows.reverse().map(view);
  }

  async isMuted(merchantCode: string, playerId: string, table: TLiveTableCode): Promise<boolean> {
    const [row] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from ${this.schema}.chat_mutes where merchant_code = $1 and player_id = $2
          and table_code in ($3, '*') and muted_until > $4`,
      [merchantCode, playerId, table, this.now()],
    );
    return (row?.n ?? 0) > 0;
  }

  /** A player's message. Errors: LIVE_CHAT_TOO_LONG, LIVE_CHAT_MUTED, LIVE_CHAT_RATE_LIMITED. */
  async send(session: SessionRow, table: TLiveTableCode, raw: string): Promise<TLiveChatMessage> {
    const text = raw.replace(/\s+/g, ' ').trim();
    if ([...text].length > LIVE_CHAT_MAX_LENGTH)
      throw new VendorError('LIVE_CHAT_TOO_LONG', `at most ${LIVE_CHAT_MAX_LENGTH} characters`);
    if (text.length === 0) throw new VendorError('VALIDATION_FAILED', 'empty message');
    if (await this.isMuted(session.merchant_code, session.player_id, table))
      throw new VendorError('LIVE_CHAT_MUTED');
    const row = await this.db.transaction(async (tx) => {
      // Serialises one player's messages so the rate limit holds under concurrent sends.
      await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`live-chat:${session.player_id}`]);
      const since = new Date(this.now().getTime() - LIVE_CHAT_RATE.seconds * 1000);
      const [recent] = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${this.schema}.chat_messages where merchant_code = $1 and player_id = $2
            and table_code = $3 and created_at > $4`,
        [session.merchant_code, session.player_id, table, since],
      );
      if ((recent?.n ?? 0) >= LIVE_CHAT_RATE.messages) throw new VendorError('LIVE_CHAT_RATE_LIMITED');
      const [inserted] = await tx.query<MessageRow>(
        `insert into ${this.schema}.chat_messages (table_code, merchant_code, player_id, role, author, text, created_at)
         values ($1, $2, $3, 'PLAYER', $4, $5, $6) returning *`,
        [table, session.merchant_code, session.player_id, session.display_name, text, this.now()],
      );
      return inserted as MessageRow;
    });
    const message = view(row);
    this.onMessage(message);
    return message;
  }

  /** The operator's mute (`minutes` 0 lifts it). */
  async mute(request: TLiveMuteRequest): Promise<Date | null> {
    const table = request.tableCode ?? '*';
    if (request.minutes === 0) {
      await this.db.query(
        `delete from ${this.schema}.chat_mutes where merchant_code = $1 and player_id = $2 and table_code = $3`,
        [request.merchantCode, request.playerId, table],
      );
      return null;
    }
    const until = new Date(this.now().getTime() + request.minutes * 60_000);
    await this.db.query(
      `insert into ${this.schema}.chat_mutes (merchant_code, player_id, table_code, muted_until, reason)
       values ($1, $2, $3, $4, $5)
       on conflict (merchant_code, player_id, table_code) do update set muted_until = excluded.muted_until,
         reason = excluded.reason`,
      [request.merchantCode, request.playerId, table, until, request.reason ?? null],
    );
    return until;
  }
}
