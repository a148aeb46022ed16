import '../agent/agent-layout.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useMemberInfo } from '../api/queries.ts';
import { BrandLink } from '../components/brand-link.tsx';
import { CustomerServiceWidget } from '../components/customer-service-widget.tsx';
import { Icon } from '../components/icon.tsx';
import { LanguageSelect } from '../components/language-select.tsx';
import { SignOutButton } from '../components/sign-out-button.tsx';
import { ThemeToggle } from '../components/theme-toggle.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { SkipLink } from './default-layout.tsx';

/** Merchant-time clock of the agent header, refreshed every second (24-hour, spec section 9). */
function AgentClock({ timezone }: { timezone: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  let text: string;
  try {
    text = new Intl.DateTimeFormat(i18n.language === 'CN' ? 'zh-CN' : 'en-GB', {
      timeZone: timezone,
      dateStyle: 'medium',
      timeStyle: 'medium',
      hourCycle: 'h23',
    }).format(now);
  } catch {
    text = now.toISOString();
  }
  return (
    <p className="agent-clock">
      <Icon name="clock" size={16} />
      <span className="agent-clock__zone">{t('agent.timezone', { timezone })}</span>
      <time dateTime={now.toISOString()}>{text}</time>
    </p>
  );
}

/** Agent layout (/agent, /agentHome): no side menu; header with the merchant name. */
export function AgentLayout() {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const isAgent = useSessionStore((state) => state.isAgent);
  const displayName = useSessionStore((state) => state.nickname ?? state.account ?? state.username);
  const mainRef = useRef<HTMLElement>(null);
  // Loads the member while a session is held; a session the server no longer knows ends here.
  useMemberInfo();

  return (
    <div className="agent-layout">
      <SkipLink targetRef={mainRef} />
      <header className="agent-header">
        <div className="agent-header__start">
          <BrandLink to="/agent" showMerchantName />
          <span className="badge badge--accent">{t('agent.title')}</span>
        </div>
        <div className="agent-header__end">
          {isAgent ? <AgentClock timezone={permission.merchant.timezone} /> : null}
          {isAgent && displayName ? (
            <span className="agent-header__user">
              <Icon name="user" size={16} />
              {displayName}
            </span>
          ) : null}
          <LanguageSelect compact />
          <ThemeToggle />
          {isAgent ? <SignOutButton redirectTo="/agent" /> : null}
        </div>
      </header>
      <main id="main-content" ref={mainRef} className="agent-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="agent-footer">
        <p>{t('footer.copyright', { year: new Date().getFullYear(), name: permission.merchant.name })}</p>
      </footer>
      <CustomerServiceWidget />
    </div>
  );
}
