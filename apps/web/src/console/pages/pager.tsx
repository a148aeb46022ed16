/** Previous / next over a server-paged list, with where the reader is. */
export function Pager({
  total,
  pageNo,
  pageSize,
  onPage,
}: {
  total: number;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="console-pager" aria-label="Pages">
      <span className="console-muted">
        {total} {total === 1 ? 'row' : 'rows'} · page {pageNo} of {pages}
      </span>
      <button
        type="button"
        className="button button--outline button--small"
        disabled={pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        Previous
      </button>
      <button
        type="button"
        className="button button--outline button--small"
        disabled={pageNo >= pages}
        onClick={() => onPage(pageNo + 1)}
      >
        Next
      </button>
    </nav>
  );
}
