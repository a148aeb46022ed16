import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** /lottery, /seaLottery, /vnLottery (login required, `?gameCode=`): the lottery arrives later. */
export function LotteryPage({ kind }: { kind: 'LOTTERY' | 'SEA' | 'VN' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="page">
      <PageHeader
        icon="balls"
        title={t(`lottery.${kind}`)}
        lead={gameCode ? t('lottery.gameCode', { code: gameCode }) : undefined}
      />
      <div className="panel">
        <EmptyState icon="balls" title={t('lottery.emptyTitle')} text={t('lottery.emptyText')} level={2} />
      </div>
    </div>
  );
}
