import { type RawBuilder, sql } from 'kysely';
import { COUNT_ROWS, fetchPage } from '../db/paging.ts';
import type { Db } from '../db/schema.ts';
import type { BroadcastAudience } from './messages.tables.ts';

/** Whose inbox: the member, when it joined (broadcasts sent before are not its), its uplines and VIP level. */
export interface InboxViewer {
  merchantId: bigint;
  memberId: bigint;
  joinedAt: Date;
  /** Every agent above the member (direct upline first): a downline broadcast of any of them reaches it. */
  uplines: bigint[];
  vipLevel: number | null;
}

/** One inbox row: a system message (`s`) or a broadcast (`b`), merged and ordered newest first. */
export interface InboxRow {
  source: 's' | 'b';
  id: string;
  kind: string;
  params: Record<string, string>;
  title: string | null;
  body: string | null;
  created_at: Date;
  is_read: boolean;
}

export interface NewBroadcast {
  merchantId: bigint;
  audience: BroadcastAudience;
  vipLevel: number | null;
  agentId: bigint | null;
  memberId: bigint | null;
  title: string;
  body: string;
  sentBy: string;
}

/** The broadcasts a viewer sees (not counting its own read/delete state), as a SQL condition on `b`. */
function visibleTo(viewer: InboxViewer): RawBuilder<boolean> {
  const downline =
    viewer.uplines.length > 0
      ? sql`(b.audience = 'downline' and b.agent_id in (${sql.join(viewer.uplines)}))`
      : sql`false`;
  const vip =
    viewer.vipLevel === null
      ? sql`false`
      : sql`(b.audience = 'vip_level' and b.vip_level = ${viewer.vipLevel})`;
  return sql<boolean>`(b.merchant_id = ${viewer.merchantId} and b.created_at >= ${viewer.joinedAt} and (
    b.audience = 'all' or (b.audience = 'member' and b.member_id = ${viewer.memberId}) or ${vip} or ${downline}))`;
}

/** The merged inbox of a viewer: its system messages and the broadcasts it sees, neither deleted. */
function inbox(viewer: InboxViewer) {
  return sql`
    select 's' as source, m.id::text as id, m.kind, m.params, null::text as title, null::text as body,
      m.created_at, m.read_at is not null as is_read
    from member_messages m
    where m.merchant_id = ${viewer.merchantId} and m.member_id = ${viewer.memberId} and m.deleted_at is null
    union all
    select 'b', b.id::text, 'broadcast', '{}'::jsonb, b.title, b.body, b.created_at, s.read_at is not null
    from message_broadcasts b
    left join message_broadcast_states s on s.broadcast_id = b.id and s.member_id = ${viewer.memberId}
    where ${visibleTo(viewer)} and s.deleted_at is null`;
}

/**
 * The inbox's SQL: system messages of one member and the operator's broadcasts with each member's
 * read/delete state. A broadcast is one row however large its audience; its audience is matched
 * when a member reads the inbox, and its state row is written only when that member acts.
 */
export class MessagesRepository {
  async insertSystem(
    db: Db,
    row: { merchantId: bigint; memberId: bigint; kind: string; params: Record<string, string> },
  ): Promise<bigint> {
    const inserted = await db
      .insertInto('member_messages')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        kind: row.kind,
        params: JSON.stringify(row.params),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async insertBroadcast(db: Db, row: NewBroadcast): Promise<{ id: bigint; created_at: Date }> {
    return db
      .insertInto('message_broadcasts')
      .values({
        merchant_id: row.merchantId,
        audience: row.audience,
        vip_level: row.vipLevel,
        agent_id: row.agentId,
        member_id: row.memberId,
        title: row.title,
        body: row.body,
        sent_by: row.sentBy,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
  }

  /** One page of the viewer's inbox, newest first, with the total and the unread count. */
  async page(
    db: Db,
    viewer: InboxViewer,
    page: { pageNo: number; pageSize: number },
  ): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
    const rows = await sql<InboxRow>`select * from (${inbox(viewer)}) x
      order by created_at desc, source, id::bigint desc
      limit ${page.pageSize} offset ${(page.pageNo - 1) * page.pageSize}`.execute(db);
    const counts = await sql<{ total: string; unread: string }>`
      select count(*)::text as total, count(*) filter (where not is_read)::text as unread
      from (${inbox(viewer)}) x`.execute(db);
    const count = counts.rows[0];
    return { rows: rows.rows, total: Number(count?.total ?? 0), unread: Number(count?.unread ?? 0) };
  }

  async countUnread(db: Db, viewer: InboxViewer): Promise<number> {
    const result = await sql<{ n: string }>`select count(*)::text as n from (${inbox(viewer)}) x
      where not is_read`.execute(db);
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Marks a system message read (first read kept); false when it is not the member's or deleted. */
  async readSystem(db: Db, merchantId: bigint, memberId: bigint, id: bigint): Promise<boolean> {
    const row = await db
      .updateTable('member_messages')
      .set({ read_at: sql<Date>`coalesce(read_at, now())` })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteSystem(db: Db, merchantId: bigint, memberId: bigint, id: bigint): Promise<boolean> {
    const row = await db
      .updateTable('member_messages')
      .set({ deleted_at: sql<Date>`now()`, read_at: sql<Date>`coalesce(read_at, now())` })
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Records the viewer's read (or delete, which reads too) of a broadcast it sees and has not
   * deleted; false when it does not see it.
   */
  async actOnBroadcast(db: Db, viewer: InboxViewer, id: bigint, action: 'read' | 'delete'): Promise<boolean> {
    const deleted = action === 'delete' ? sql`now()` : sql`null`;
    const result = await sql<{ broadcast_id: bigint }>`
      insert into message_broadcast_states (broadcast_id, member_id, merchant_id, read_at, deleted_at)
      select b.id, ${viewer.memberId}, b.merchant_id, now(), ${deleted}
      from message_broadcasts b
      where b.id = ${id} and ${visibleTo(viewer)}
      on conflict (broadcast_id, member_id) do update
        set read_at = coalesce(message_broadcast_states.read_at, excluded.read_at),
            deleted_at = coalesce(message_broadcast_states.deleted_at, excluded.deleted_at)
        where message_broadcast_states.deleted_at is null
      returning broadcast_id`.execute(db);
    return result.rows.length > 0;
  }

  /** Marks every unread message of the viewer read (both sources); answers how many. */
  async readAll(db: Db, viewer: InboxViewer): Promise<number> {
    const system = await db
      .updateTable('member_messages')
      .set({ read_at: sql<Date>`now()` })
      .where('merchant_id', '=', viewer.merchantId)
      .where('member_id', '=', viewer.memberId)
      .where('read_at', 'is', null)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const broadcasts = await sql<{ broadcast_id: bigint }>`
      insert into message_broadcast_states (broadcast_id, member_id, merchant_id, read_at)
      select b.id, ${viewer.memberId}, b.merchant_id, now()
      from message_broadcasts b
      left join message_broadcast_states s on s.broadcast_id = b.id and s.member_id = ${viewer.memberId}
      where ${visibleTo(viewer)} and s.read_at is null and s.deleted_at is null
      on conflict (broadcast_id, member_id) do update set read_at = excluded.read_at
      returning broadcast_id`.execute(db);
    return Number(system.numUpdatedRows) + broadcasts.rows.length;
  }

  /** The merchant's broadcasts, newest first, each with how many members opened it. */
  async broadcasts(db: Db, merchantId: bigint, page: { pageNo: number; pageSize: number }) {
    const base = db.selectFrom('message_broadcasts as b').where('b.merchant_id', '=', merchantId);
    return fetchPage(
      base
        .selectAll('b')
        .select((eb) =>
          eb
            .selectFrom('message_broadcast_states as s')
            .whereRef('s.broadcast_id', '=', 'b.id')
            .where('s.read_at', 'is not', null)
            .select(sql<string>`count(*)::text`.as('n'))
            .as('read_count'),
        )
        .orderBy('b.created_at', 'desc')
        .orderBy('b.id', 'desc'),
      base.select(COUNT_ROWS),
      page,
    );
  }
}
