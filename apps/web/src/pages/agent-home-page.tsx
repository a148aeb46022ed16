import type { TSiteFlags } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon, type TIconName } from '../components/icon.tsx';
import type { TBundle } from '../i18n/locales/en.ts';
import { useSessionStore } from '../stores/session-store.ts';

type TAgentItem = keyof TBundle['agent']['items'];

/** The agent menu of spec section 2; salary and dividend entries only when the merchant enables them. */
const AGENT_MENU: { key: TAgentItem; icon: TIconName; flag?: keyof TSiteFlags }[] = [
  { key: 'deposit', icon: 'wallet' },
  { key: 'withdraw', icon: 'wallet' },
  { key: 'announcement', icon: 'megaphone' },
  { key: 'teamOverview', icon: 'users' },
  { key: 'registerAccount', icon: 'user' },
  { key: 'teamManagement', icon: 'users' },
  { key: 'teamBetting', icon: 'ticket' },
  { key: 'userLoss', icon: 'chart' },
  { key: 'myIncome', icon: 'chart' },
  { key: 'accountDetails', icon: 'clock' },
  { key: 'bonusDividend', icon: 'gift', flag: 'dividend' },
  { key: 'dailyWages', icon: 'wallet', flag: 'dailySalary' },
  { key: 'hourlySalary', icon: 'clock', flag: 'hourlySalary' },
  { key: 'realtimeSalary', icon: 'flame', flag: 'realtimeSalary' },
  { key: 'platformMessages', icon: 'mail' },
];

/** Agent centre (agents only): the menu of tools, each coming soon, and customer service. */
export function AgentHomePage() {
  const { t } = useTranslation();
  const { permission, customerService } = useBootstrap();
  const displayName = useSessionStore((state) => state.nickname ?? state.account ?? state.username);
  const items = AGENT_MENU.filter(({ flag }) => !flag || permission.flags[flag]);
  const firstCs = customerService[0];

  return (
    <div className="page agent-home">
      <header className="page-header">
        <span className="page-header__icon" aria-hidden="true">
          <Icon name="users" size={26} />
        </span>
        <div className="page-header__text">
          <h1 className="page-header__title">{t('agent.title')}</h1>
          {displayName ? (
            <p className="page-header__lead">{t('agent.welcome', { name: displayName })}</p>
          ) : null}
        </div>
      </header>
      <nav aria-label={t('agent.menu')}>
        <ul className="agent-menu">
          {items.map(({ key, icon }) => (
            <li key={key} className="agent-menu__item">
              <span className="agent-menu__icon" aria-hidden="true">
                <Icon name={icon} size={22} />
              </span>
              <span className="agent-menu__text">
                <span className="agent-menu__label">{t(`agent.items.${key}`)}</span>
                <span className="badge">{t('common.comingSoon')}</span>
              </span>
            </li>
          ))}
          <li className="agent-menu__item">
            <span className="agent-menu__icon" aria-hidden="true">
              <Icon name="headset" size={22} />
            </span>
            {firstCs ? (
              <a
                className="agent-menu__label agent-menu__link"
                href={firstCs.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('agent.items.customerService')}
              </a>
            ) : (
              <span className="agent-menu__label">{t('agent.items.customerService')}</span>
            )}
          </li>
        </ul>
      </nav>
      <div className="panel">
        <EmptyState icon="chart" title={t('agent.emptyTitle')} text={t('agent.emptyText')} level={2} />
      </div>
    </div>
  );
}
