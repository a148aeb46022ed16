import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import {
  PointsDetailsSection,
  PointsOverviewSection,
  PointsRulesSection,
  RedeemHistorySection,
} from './loyalty/point-mall-sections.tsx';
import { SectionLayout, SectionMenu, type TSection, useSelectedSection } from './section-tabs-page.tsx';

/** Points mall (login required; PTSYS3): current points and goods, redeem history, details and rules. */
export function PointMallPage() {
  const { t } = useTranslation();
  const { flags } = useBootstrap().permission;
  const sections: TSection[] = [
    { id: 'points', label: t('pointMall.currentPoints'), icon: 'star' },
    { id: 'redeemHistory', label: t('pointMall.redeemHistory'), icon: 'clock' },
    { id: 'pointsDetails', label: t('pointMall.pointsDetails'), icon: 'chart' },
    { id: 'pointsRules', label: t('pointMall.pointsRules'), icon: 'help' },
  ];
  const selected = useSelectedSection(sections);
  const section = !flags.pointsMall ? (
    <EmptyState icon="gift" title={t('pointMall.emptyTitle')} text={t('pointMall.emptyText')} level={2} />
  ) : selected?.id === 'redeemHistory' ? (
    <RedeemHistorySection />
  ) : selected?.id === 'pointsDetails' ? (
    <PointsDetailsSection />
  ) : selected?.id === 'pointsRules' ? (
    <PointsRulesSection />
  ) : (
    <PointsOverviewSection />
  );
  return (
    <div className="page">
      <PageHeader icon="gift" title={t('pointMall.title')} />
      <SectionLayout
        menu={
          <SectionMenu
            label={t('pointMall.sections')}
            sections={sections}
            selected={selected}
            basePath="/pointMall"
          />
        }
      >
        {section}
      </SectionLayout>
    </div>
  );
}
