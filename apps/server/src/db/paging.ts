import { sql } from 'kysely';

/** Select this in a query that counts what a page query lists: `count(*)` as text, read as `n`. */
export const COUNT_ROWS = sql<string>`count(*)::text`.as('n');

/**
 * One page of an ordered query and the total its filter matches. Both builders carry the same
 * `where`s; the caller orders `rows` and selects COUNT_ROWS in `count`.
 */
export async function fetchPage<Row>(
  rows: { limit(n: number): { offset(n: number): { execute(): Promise<Row[]> } } },
  count: { executeTakeFirstOrThrow(): Promise<{ n: string }> },
  page: { pageNo: number; pageSize: number },
): Promise<{ rows: Row[]; total: number }> {
  const list = await rows
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize)
    .execute();
  return { rows: list, total: Number((await count.executeTakeFirstOrThrow()).n) };
}

/** `text` as a LIKE pattern matching it anywhere: its own `%`, `_` and `\\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
