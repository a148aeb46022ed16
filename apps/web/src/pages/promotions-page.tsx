import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** Promotions: the list arrives with the promotions issue; until then an honest empty state. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <PageHeader icon="gift" title={t('promotions.title')} />
      <div className="panel">
        <EmptyState
          icon="gift"
          title={t('promotions.emptyTitle')}
          text={t('promotions.emptyText')}
          level={2}
        />
      </div>
    </div>
  );
}
