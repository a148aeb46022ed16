import type { TAnnouncement } from '@croupier/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAnnouncements } from '../api/lobby.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { SafeHtml } from '../components/safe-html.tsx';

/** How many promotions the page lists: operators run a handful at a time. */
const PROMOTIONS_PAGE_SIZE = 50;

function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString(language === 'CN' ? 'zh-CN' : language.toLowerCase(), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      });
}

/** One promotion: its art, title and period; the terms open in place. `?id=` opens one (banner links). */
function PromotionCard({ promotion, isOpen }: { promotion: TAnnouncement; isOpen: boolean }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const headingId = useId();
  const [image] = [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence);
  useEffect(() => {
    if (isOpen) ref.current?.scrollIntoView({ block: 'start' });
  }, [isOpen]);
  return (
    <article className="promotion" aria-labelledby={headingId} ref={ref}>
      {image ? <img className="promotion__art" src={image.url} alt="" width={1200} height={400} /> : null}
      <div className="promotion__body">
        <h2 className="promotion__title" id={headingId}>
          {promotion.title}
        </h2>
        <p className="promotion__period">
          {promotion.endTime
            ? t('promotions.period', {
                from: formatDay(promotion.startTime, i18n.language),
                to: formatDay(promotion.endTime, i18n.language),
              })
            : t('promotions.since', { from: formatDay(promotion.startTime, i18n.language) })}
        </p>
        <details className="promotion__terms" open={isOpen}>
          <summary>{t('promotions.details')}</summary>
          <SafeHtml className="prose" html={promotion.content} />
        </details>
      </div>
    </article>
  );
}

/** Promotions (spec: announcements of type PR, each with its images): the merchant's current offers. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const openId = Number(params.get('id'));
  const { data, isPending, isError, error } = useAnnouncements('PR', { pageSize: PROMOTIONS_PAGE_SIZE });
  const list = data?.list ?? [];
  return (
    <div className="page">
      <PageHeader icon="gift" title={t('promotions.title')} />
      {isPending ? (
        <div className="promotions" aria-hidden="true">
          <div className="skeleton promotion promotion--skeleton" />
          <div className="skeleton promotion promotion--skeleton" />
        </div>
      ) : null}
      {isError ? (
        <p className="form-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {!isPending && !isError && list.length === 0 ? (
        <div className="panel">
          <EmptyState
            icon="gift"
            title={t('promotions.emptyTitle')}
            text={t('promotions.emptyText')}
            level={2}
          />
        </div>
      ) : null}
      {list.length > 0 ? (
        <div className="promotions">
          {list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} isOpen={promotion.id === openId} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
