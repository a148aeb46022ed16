import {
  isAgentType,
  type TAdminMessage,
  type TAdminMessageInput,
  type TAdminMessagePage,
  type TMemberMessages,
  type TMemberMessagesQuery,
  type TMessageAudience,
  type TSystemMessageKind,
  type TUnreadCount,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { MemberDirectory } from '../accounts/member-directory.ts';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database, Db } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { InboxRow, InboxViewer, MessagesRepository } from './messages.repository.ts';
import type { MessageBroadcastsTable } from './messages.tables.ts';

/** Tells every server process, when `db`'s transaction commits, that these members' inboxes changed (null: every member of the merchant). */
export type InboxPublisher = (merchantId: bigint, memberIds: bigint[] | null, db: Db) => Promise<void>;

/** A member's VIP level (null: none, or no VIP programme); set at composition when VIP exists. */
export type VipLevelOf = (merchantId: bigint, memberId: bigint) => Promise<number | null>;

interface ErrorLogger {
  error(detail: object, message: string): void;
}

/** How deep an upline chain is followed (the agents feature caps its tree at 64 as well). */
const MAX_UPLINE_DEPTH = 64;

/**
 * The member's inbox (messageV2, issue 18): system messages the platform sends one member (security
 * notices, deposit approved, withdrawal paid, bonus issued, contract offered) and platform messages
 * an operator sends to every member, a VIP level, an agent's downline or one member. A send writes
 * one row whatever the audience; reads and deletes are per member. Every change to an inbox is
 * announced over the event bus when its transaction commits, so the site's badge moves at once.
 */
export class MessagesService {
  private vipLevelOf: VipLevelOf = async () => null;
  private logger: ErrorLogger | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly repository: MessagesRepository,
    private readonly members: Pick<MemberDirectory, 'findById' | 'findByUsername'>,
    private readonly audit: AuditLog,
    private readonly publish: InboxPublisher,
  ) {}

  /** Set once at composition by the VIP feature: a VIP-level broadcast reaches members of that level. */
  useVipLevel(resolver: VipLevelOf): void {
    this.vipLevelOf = resolver;
  }

  useLogger(logger: ErrorLogger): void {
    this.logger = logger;
  }

  /**
   * Delivers a system message inside the caller's transaction (it exists if and only if the
   * caller's change commits); the site hears of it at commit.
   */
  async deliverIn(
    tx: Db,
    message: { merchantId: bigint; memberId: bigint; kind: string; params: Record<string, string> },
  ): Promise<void> {
    await this.repository.insertSystem(tx, message);
    await this.publish(message.merchantId, [message.memberId], tx);
  }

  /**
   * Sends a system message after the event it tells of has committed (deposit approved, withdrawal
   * paid, bonus issued, contract offered). It never throws: the event happened whatever becomes of
   * its message, so a failure is logged, not passed to the caller.
   */
  async notify(
    merchantId: bigint,
    memberId: bigint,
    kind: TSystemMessageKind,
    params: Record<string, string>,
  ): Promise<void> {
    try {
      await this.db.transaction().execute((tx) => this.deliverIn(tx, { merchantId, memberId, kind, params }));
    } catch (error) {
      this.logger?.error({ err: error, merchantId, memberId, kind }, 'system message not delivered');
    }
  }

  /** The member's inbox, newest first, with the unread count. */
  async messages(
    merchantId: bigint,
    memberId: bigint,
    query: TMemberMessagesQuery,
  ): Promise<TMemberMessages> {
    const page = await this.repository.page(this.db, await this.viewer(merchantId, memberId), query);
    return {
      list: page.rows.map(toMessage),
      total: page.total,
      unread: page.unread,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  /** The unread count: the header's, the member menu's and the agent center's message badge. */
  async unreadCount(merchantId: bigint, memberId: bigint): Promise<TUnreadCount> {
    return { unread: await this.repository.countUnread(this.db, await this.viewer(merchantId, memberId)) };
  }

  /** Marks one message read; answers the unread count left. Errors: NOT_FOUND (not in this member's inbox). */
  async markRead(merchantId: bigint, memberId: bigint, id: string): Promise<TUnreadCount> {
    const viewer = await this.viewer(merchantId, memberId);
    const { source, rowId } = parseId(id);
    const found =
      source === 's'
        ? await this.repository.readSystem(this.db, merchantId, memberId, rowId)
        : await this.repository.actOnBroadcast(this.db, viewer, rowId, 'read');
    if (!found) throw new AppError('NOT_FOUND');
    return { unread: await this.repository.countUnread(this.db, viewer) };
  }

  /** Deletes one message from the member's inbox (for this member only); answers the unread count left. Errors: NOT_FOUND. */
  async remove(merchantId: bigint, memberId: bigint, id: string): Promise<TUnreadCount> {
    const viewer = await this.viewer(merchantId, memberId);
    const { source, rowId } = parseId(id);
    const found =
      source === 's'
        ? await this.repository.deleteSystem(this.db, merchantId, memberId, rowId)
        : await this.repository.actOnBroadcast(this.db, viewer, rowId, 'delete');
    if (!found) throw new AppError('NOT_FOUND');
    return { unread: await this.repository.countUnread(this.db, viewer) };
  }

  /** Marks every message of the member read; answers how many were unread. */
  async markAllRead(merchantId: bigint, memberId: bigint): Promise<{ marked: number }> {
    const viewer = await this.viewer(merchantId, memberId);
    return { marked: await this.db.transaction().execute((tx) => this.repository.readAll(tx, viewer)) };
  }

  /**
   * An operator's platform message to an audience: one row and its audit row in one transaction,
   * announced to the members' sockets at commit. Errors: NOT_FOUND (no such member or agent),
   * VALIDATION_FAILED (the downline's head is not an agent).
   */
  async send(merchant: { id: bigint }, input: TAdminMessageInput, actor: Actor): Promise<TAdminMessage> {
    const target = await this.resolveAudience(merchant.id, input.audience);
    const sent = await this.db.transaction().execute(async (tx) => {
      const row = await this.repository.insertBroadcast(tx, {
        merchantId: merchant.id,
        ...target,
        title: input.title,
        body: input.body,
        sentBy: actor.name,
      });
      await this.audit.recordBy(tx, merchant.id, actor, 'messages.send', {
        broadcastId: row.id.toString(),
        audience: input.audience,
        title: input.title,
      });
      await this.publish(merchant.id, target.memberId === null ? null : [target.memberId], tx);
      return row;
    });
    return {
      id: sent.id.toString(),
      audience: input.audience,
      title: input.title,
      body: input.body,
      sentBy: actor.name,
      sentAt: sent.created_at.toISOString(),
      readCount: 0,
    };
  }

  /** The merchant's platform messages, newest first, with how many members read each. */
  async adminList(
    merchant: { id: bigint },
    query: { pageNo: number; pageSize: number },
  ): Promise<TAdminMessagePage> {
    const page = await this.repository.broadcasts(this.db, merchant.id, query);
    const names = new Map<bigint, string>();
    for (const row of page.rows) {
      const id = row.agent_id ?? row.member_id;
      if (id !== null && !names.has(id))
        names.set(id, (await this.members.findById(merchant.id, id))?.username ?? id.toString());
    }
    return {
      list: page.rows.map((row) => ({
        id: row.id.toString(),
        audience: audienceOf(row, names),
        title: row.title,
        body: row.body,
        sentBy: row.sent_by,
        sentAt: row.created_at.toISOString(),
        readCount: Number(row.read_count ?? 0),
      })),
      total: page.total,
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    };
  }

  private async resolveAudience(merchantId: bigint, audience: TMessageAudience) {
    const none = { vipLevel: null, agentId: null, memberId: null };
    switch (audience.type) {
      case 'all':
        return { ...none, audience: 'all' as const };
      case 'vipLevel':
        return { ...none, audience: 'vip_level' as const, vipLevel: audience.level };
      case 'downline': {
        const agent = await this.members.findByUsername(merchantId, audience.agent);
        if (!agent) throw new AppError('NOT_FOUND', { detail: 'no such agent' });
        if (!isAgentType(agent.type))
          throw new AppError('VALIDATION_FAILED', { detail: `${audience.agent} is not an agent` });
        return { ...none, audience: 'downline' as const, agentId: agent.id };
      }
      case 'member': {
        const member = await this.members.findByUsername(merchantId, audience.username);
        if (!member) throw new AppError('NOT_FOUND', { detail: 'no such member' });
        return { ...none, audience: 'member' as const, memberId: member.id };
      }
    }
  }

  /** Who reads: the member's registration time, its upline chain and its VIP level. Errors: NOT_FOUND. */
  private async viewer(merchantId: bigint, memberId: bigint): Promise<InboxViewer> {
    const member = await this.members.findById(merchantId, memberId);
    if (!member) throw new AppError('NOT_FOUND');
    const uplines: bigint[] = [];
    let next = member.upline_id;
    while (next !== null && uplines.length < MAX_UPLINE_DEPTH && !uplines.includes(next)) {
      uplines.push(next);
      next = (await this.members.findById(merchantId, next))?.upline_id ?? null;
    }
    return {
      merchantId,
      memberId,
      joinedAt: member.created_at,
      uplines,
      vipLevel: await this.vipLevelOf(merchantId, memberId),
    };
  }
}

function parseId(id: string): { source: 's' | 'b'; rowId: bigint } {
  return { source: id.startsWith('b') ? 'b' : 's', rowId: BigInt(id.slice(1)) };
}

function toMessage(row: InboxRow) {
  return {
    id: `${row.source}${row.id}`,
    source: row.source === 's' ? ('system' as const) : ('platform' as const),
    kind: row.kind,
    params: row.params,
    title: row.title,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    isRead: row.is_read,
  };
}

function audienceOf(
  row: Pick<MessageBroadcastsTable, 'audience'> & {
    vip_level: number | null;
    agent_id: bigint | null;
    member_id: bigint | null;
  },
  names: Map<bigint, string>,
): TMessageAudience {
  if (row.audience === 'vip_level') return { type: 'vipLevel', level: row.vip_level ?? 0 };
  if (row.audience === 'downline') return { type: 'downline', agent: names.get(row.agent_id ?? 0n) ?? '' };
  if (row.audience === 'member') return { type: 'member', username: names.get(row.member_id ?? 0n) ?? '' };
  return { type: 'all' };
}
