import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** Favourites and recent games (login required); lists arrive with the catalogue. */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const icon = kind === 'favorite' ? 'heart' : 'clock';
  return (
    <div className="page">
      <PageHeader icon={icon} title={t(`${kind}.title`)} />
      <div className="panel">
        <EmptyState icon={icon} title={t(`${kind}.emptyTitle`)} text={t(`${kind}.emptyText`)} level={2} />
      </div>
    </div>
  );
}
