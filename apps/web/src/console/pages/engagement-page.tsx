import type { TOperatorMe } from '@croupier/contracts';
import { can } from '../console-api.ts';
import { ApplicationsTab } from './applications-tab.tsx';
import { MissionsTab } from './missions-tab.tsx';
import { PromotionsTab } from './promotions-tab.tsx';
import { useTabStrip } from './tab-strip.tsx';
import { VipLevelsTab } from './vip-levels-tab.tsx';

type Tab = 'promotions' | 'applications' | 'vip' | 'missions';
const TABS: { id: Tab; label: string }[] = [
  { id: 'promotions', label: 'Promotions' },
  { id: 'applications', label: 'Applications' },
  { id: 'vip', label: 'VIP levels' },
  { id: 'missions', label: 'Missions' },
];

/**
 * Engagement (issue 19): what brings members back, run by marketing: promotions (every kind the
 * server runs), the VIP table and the mission set. Each change is checked with the contracts'
 * schema, refused when stale, and audited on the server. Applications is the review queue of apply
 * activities.
 */
export function EngagementPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const { current: tab, strip } = useTabStrip('Engagement view', TABS);
  const canWrite = can(me, 'promotions.write');
  return (
    <section className="console-page" aria-labelledby="engagement-title">
      <header className="console-page__head">
        <div>
          <h1 id="engagement-title">Engagement</h1>
          <p className="console-muted">
            What brings members back: promotions they join and claim on the site, the VIP levels they climb
            and the missions they complete.
          </p>
        </div>
      </header>
      {strip}
      {tab === 'promotions' ? <PromotionsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'applications' ? <ApplicationsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'vip' ? <VipLevelsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'missions' ? <MissionsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
    </section>
  );
}
