import { useSearchParams } from 'react-router';

/**
 * A server-paged list's filters, sort and page in the address bar, so a reload or a shared link
 * keeps them: `update` sets or clears parameters (and goes back to page 1 unless it sets the page),
 * `sortBy` sorts by a column or flips its order, `ariaSort` says how a column header is sorted.
 */
export function useListParams<S extends string>(defaultSort: S) {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('pageNo' in change)) next.delete('pageNo');
    setParams(next);
  };
  const sort = (params.get('sort') as S | null) ?? defaultSort;
  const order = params.get('order') === 'desc' ? ('desc' as const) : ('asc' as const);
  return {
    params,
    update,
    sort,
    order,
    pageNo: Number(params.get('pageNo') ?? 1),
    sortBy: (column: S) =>
      update({ sort: column, order: sort === column && order === 'asc' ? 'desc' : 'asc' }),
    ariaSort: (column: S) => (sort === column ? (order === 'asc' ? 'ascending' : 'descending') : 'none'),
  };
}
