import type { TAnnouncement } from '@croupier/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../api/lobby.ts';
import { Dialog } from '../components/dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { intlLocale } from '../i18n/formats.ts';

export const ANNOUNCEMENTS_PAGE_SIZE = 9;

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(intlLocale(language));
}

/**
 * Announcement popup (spec section 2): notices 9 per page with a detail pane showing the
 * announcement's HTML after DOMPurify.
 */
export function AnnouncementsDialog({
  initialId,
  onClose,
}: {
  initialId: number | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(initialId);
  const { data, isPending, isError, error } = useAnnouncements('B', {
    pageNo,
    pageSize: ANNOUNCEMENTS_PAGE_SIZE,
  });
  const list = data?.list ?? [];
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / ANNOUNCEMENTS_PAGE_SIZE));
  const selected: TAnnouncement | undefined = list.find((item) => item.id === selectedId) ?? list[0];
  const detailId = useId();

  return (
    <Dialog title={t('announcements.title')} onClose={onClose} size="large" className="announcements">
      {isPending ? <div className="skeleton skeleton--row" aria-hidden="true" /> : null}
      {isError ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {!isPending && !isError && list.length === 0 ? (
        <EmptyState
          icon="megaphone"
          title={t('announcements.emptyTitle')}
          text={t('announcements.emptyText')}
        />
      ) : null}
      {list.length > 0 ? (
        <div className="announcements__layout">
          <div className="announcements__side">
            <ul className="announcements__list" aria-label={t('announcements.list')}>
              {list.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="announcements__item"
                    aria-current={item.id === selected?.id ? 'true' : undefined}
                    aria-controls={detailId}
                    onClick={() => setSelectedId(item.id)}
                  >
                    <span className="announcements__item-title">{item.title}</span>
                    <span className="announcements__item-date">
                      {formatDate(item.startTime, i18n.language)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <nav className="pager" aria-label={t('announcements.pages')}>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={pageNo <= 1}
                  onClick={() => setPageNo((page) => page - 1)}
                >
                  {t('announcements.previousPage')}
                </button>
                <span className="pager__status">{t('announcements.page', { page: pageNo, pages })}</span>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  disabled={pageNo >= pages}
                  onClick={() => setPageNo((page) => page + 1)}
                >
                  {t('announcements.nextPage')}
                </button>
              </nav>
            ) : null}
          </div>
          {selected ? (
            <article id={detailId} className="announcements__detail" aria-labelledby={`${detailId}-title`}>
              <h3 id={`${detailId}-title`} className="announcements__detail-title">
                {selected.title}
              </h3>
              <p className="announcements__detail-date">{formatDate(selected.startTime, i18n.language)}</p>
              {selected.announcementImages.map((image) => (
                <img
                  key={image.sequence}
                  src={image.url}
                  alt=""
                  className="announcements__image"
                  loading="lazy"
                />
              ))}
              <SafeHtml html={selected.content} />
            </article>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
