import { POKER_CHAT_MAX_LENGTH, POKER_CHAT_RATE, type TPokerChatMessage } from '@croupier/contracts';
import { type SessionRow, VendorError } from '@croupier/vendor-kit';

const KEEP = 50;

/**
 * Table chat, kept in memory (the last 50 messages a table): a length limit and a rate limit per
 * player and table. Chat carries no money and needs no history across restarts.
 */
export class PokerChat {
  private readonly messages = new Map<string, TPokerChatMessage[]>();
  private readonly sent = new Map<string, number[]>();
  private seq = 0;
  onMessage: (table: string, message: TPokerChatMessage) => void = () => undefined;

  constructor(private readonly now: () => Date) {}

  recent(table: string): TPokerChatMessage[] {
    return [...(this.messages.get(table) ?? [])];
  }

  /** Errors: VALIDATION_FAILED (empty or too long), TOO_MANY_REQUESTS (over the rate). */
  send(session: SessionRow, table: string, raw: string): TPokerChatMessage {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text.length === 0 || [...text].length > POKER_CHAT_MAX_LENGTH)
      throw new VendorError('VALIDATION_FAILED', `1..${POKER_CHAT_MAX_LENGTH} characters`);
    const now = this.now().getTime();
    const key = `${table}|${session.merchant_code}|${session.player_id}`;
    const times = (this.sent.get(key) ?? []).filter((t) => t > now - POKER_CHAT_RATE.seconds * 1000);
    if (times.length >= POKER_CHAT_RATE.messages) throw new VendorError('TOO_MANY_REQUESTS');
    times.push(now);
    this.sent.set(key, times);
    const message: TPokerChatMessage = {
      messageId: String(++this.seq),
      author: session.display_name,
      text,
      at: new Date(now).toISOString(),
    };
    const list = this.messages.get(table) ?? [];
    list.push(message);
    if (list.length > KEEP) list.shift();
    this.messages.set(table, list);
    this.onMessage(table, message);
    return message;
  }
}
