import { Money } from '../components/money.tsx';
import type { TColumn } from '../components/report-table.tsx';

/** The keys of a row whose value is a money string. */
type TMoneyKey<R> = { [K in keyof R]-?: R[K] extends string | null | undefined ? K : never }[keyof R] &
  string;

/**
 * An end-aligned money column: the row's `id` figure in each cell and the same figure of
 * `totals` in the totals row (none while the totals are loading). `tone` colours gains and losses.
 */
export function moneyColumn<R, K extends TMoneyKey<R>>(
  id: K,
  header: string,
  totals: { [P in K]?: string | null } | undefined,
  tone = false,
): TColumn<R> {
  return {
    id,
    header,
    align: 'end',
    cell: (row) => <Money amount={row[id] as string | null | undefined} tone={tone} />,
    total: totals ? <Money amount={totals[id]} tone={tone} /> : undefined,
  };
}
