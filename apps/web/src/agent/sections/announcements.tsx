import { API, type TAnnouncement, ZAnnouncementsResponse } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiValue } from '../../api/api-client.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { SafeHtml } from '../../components/safe-html.tsx';
import { Pager } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAgentTimezone } from '../use-agent-context.ts';

/** Announcements per page (spec section 9). */
const PAGE_SIZE = 9;

/** The platform's announcements in the agent's language, newest first (the notice board, type B). */
function useAgentAnnouncements(pageNo: number) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['agent', 'announcements', i18n.language, pageNo],
    queryFn: ({ signal }) =>
      apiValue(API.content.announcements, ZAnnouncementsResponse.shape.value, {
        query: {
          type: 'B',
          platform: 'W',
          execution: 'A',
          language: i18n.language,
          pageNo,
          pageSize: PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** Agent announcements: a list of 9 per page beside the selected one's formatted content. */
export function AnnouncementsSection() {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const detailId = useId();
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const announcements = useAgentAnnouncements(page);
  const list = announcements.data?.list ?? [];
  const selected: TAnnouncement | undefined = list.find((item) => item.id === selectedId) ?? list[0];

  return (
    <AgentSection
      icon="megaphone"
      title={t('agent.items.announcement')}
      lead={t('agentCenter.announcements.lead')}
    >
      {announcements.error ? (
        <p className="form-notice form-notice--error" role="alert">
          {announcements.error.message}
        </p>
      ) : null}
      {announcements.isPending ? (
        <div className="report-table__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : null}
      {announcements.isSuccess && list.length === 0 ? (
        <EmptyState
          compact
          icon="megaphone"
          title={t('agentCenter.announcements.emptyTitle')}
          text={t('agentCenter.announcements.emptyText')}
        />
      ) : null}
      {list.length > 0 ? (
        <div className="board">
          <div className="board__side">
            <ul className="board__list" aria-label={t('agentCenter.announcements.list')}>
              {list.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="board__item"
                    aria-current={item.id === selected?.id ? 'true' : undefined}
                    aria-controls={detailId}
                    onClick={() => setSelectedId(item.id)}
                  >
                    <span className="board__item-title">{item.title}</span>
                    <time className="board__item-date" dateTime={item.startTime}>
                      {formatDateTime(item.startTime, timezone, false)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
            <Pager
              label={t('agentCenter.announcements.list')}
              paging={{ page, pageSize: PAGE_SIZE, total: announcements.data?.total ?? 0, onPage: setPage }}
            />
          </div>
          {selected ? (
            <article id={detailId} className="board__detail" aria-labelledby={`${detailId}-title`}>
              <h3 id={`${detailId}-title`} className="board__detail-title">
                {selected.title}
              </h3>
              <time className="board__item-date" dateTime={selected.startTime}>
                {formatDateTime(selected.startTime, timezone, false)}
              </time>
              {selected.announcementImages.map((image) => (
                <img key={image.sequence} src={image.url} alt="" className="board__image" loading="lazy" />
              ))}
              <SafeHtml html={selected.content} className="prose" />
            </article>
          ) : null}
        </div>
      ) : null}
    </AgentSection>
  );
}
