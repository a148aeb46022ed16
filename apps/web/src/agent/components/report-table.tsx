import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { Icon } from '../../components/icon.tsx';

export type TColumn<R> = {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** Numbers and money align to the end. */
  align?: 'start' | 'end';
  /** The column's figure in the totals row (omit for none). */
  total?: ReactNode;
};

export type TPaging = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

/** Page numbers around the current one, with gaps (`null`) where pages are skipped. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((value) => value >= 1 && value <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const value of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && value - last > 1) out.push(null);
    out.push(value);
  }
  return out;
}

/** Pages of a list: previous, numbered pages (the current one marked) and next, plus a count. */
export function Pager({ paging, label }: { paging: TPaging; label: string }) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  if (paging.total === 0) return null;
  const first = (paging.page - 1) * paging.pageSize + 1;
  const last = Math.min(paging.total, paging.page * paging.pageSize);
  return (
    <nav className="agent-pager" aria-label={t('agentCenter.table.pagesOf', { name: label })}>
      <p className="agent-pager__count">
        {t('agentCenter.table.showing', { first, last, total: paging.total })}
      </p>
      <ul className="agent-pager__pages">
        <li>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('agentCenter.table.previousPage')}
            disabled={paging.page <= 1}
            onClick={() => paging.onPage(paging.page - 1)}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
        </li>
        {pageWindow(paging.page, pageCount).map((value, index) =>
          value === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} className="agent-pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={value}>
              <button
                type="button"
                className="agent-pager__page"
                aria-label={t('agentCenter.table.page', { page: value })}
                aria-current={value === paging.page ? 'page' : undefined}
                onClick={() => paging.onPage(value)}
              >
                {value}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('agentCenter.table.nextPage')}
            disabled={paging.page >= pageCount}
            onClick={() => paging.onPage(paging.page + 1)}
          >
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * A report table: a real `<table>` named by its caption, a totals row in `<tfoot>` when any column
 * has a total, a pager under it, and a loading, error or empty state in place of the rows. On a
 * phone each row becomes a card whose cells carry their column name.
 */
export function ReportTable<R>({
  caption,
  columns,
  rows,
  rowKey,
  isLoading,
  error,
  emptyTitle,
  emptyText,
  paging,
  totalsLabel,
}: {
  caption: string;
  columns: readonly TColumn<R>[];
  rows: readonly R[] | undefined;
  rowKey: (row: R) => string;
  isLoading?: boolean;
  error?: string | null;
  emptyTitle?: string;
  emptyText?: string;
  paging?: TPaging;
  totalsLabel?: string;
}) {
  const { t } = useTranslation();
  const hasTotals = columns.some((column) => column.total !== undefined);
  const list = rows ?? [];
  let body: ReactNode = null;
  if (error) {
    body = (
      <p className="form-notice form-notice--error" role="alert">
        <Icon name="alert" size={16} />
        <span>{error}</span>
      </p>
    );
  } else if (isLoading && list.length === 0) {
    body = (
      <div className="report-table__loading" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState
        compact
        icon="inbox"
        title={emptyTitle ?? t('agentCenter.table.emptyTitle')}
        text={emptyText}
      />
    );
  }

  return (
    <div className="report-table" aria-busy={isLoading || undefined}>
      <div className="report-table__scroll">
        <table className="report-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.align === 'end' ? 'is-end' : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {list.length > 0 ? (
            <tbody>
              {list.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      data-label={column.header}
                      className={column.align === 'end' ? 'is-end' : undefined}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ) : null}
          {hasTotals && list.length > 0 ? (
            <tfoot>
              <tr>
                {columns.map((column, index) => (
                  <td
                    key={column.id}
                    data-label={column.header}
                    className={column.align === 'end' ? 'is-end' : undefined}
                  >
                    {index === 0 && column.total === undefined
                      ? (totalsLabel ?? t('agentCenter.table.totals'))
                      : column.total}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {body}
      {paging ? <Pager paging={paging} label={caption} /> : null}
    </div>
  );
}
