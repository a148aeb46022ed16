import { errorMessage } from '@croupier/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useMemberInfo } from '../api/queries.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { Icon, type TIconName } from './icon.tsx';
import { MemberAvatar } from './member-avatar.tsx';
import { SignOutConfirmDialog } from './sign-out-button.tsx';
import { WarningDialog } from './warning-dialog.tsx';

type TMenuLink = {
  key: string;
  label: string;
  icon: TIconName;
  to: string;
  /** A real-money feature: a trial account gets the need-real-account notice instead. */
  isRealMoney?: boolean;
};

/** The need-real-account notice of spec section 8 (TRIAL_NOT_ALLOWED), in the current language. */
export function useTrialNotice(): [string | null, () => void, () => void] {
  const { i18n } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const show = () => setMessage(errorMessage('TRIAL_NOT_ALLOWED', i18n.language));
  return [message, show, () => setMessage(null)];
}

/** Whether the logged-in member is a trial (free play) account. */
export function useIsTrial(): boolean {
  const { data } = useMemberInfo();
  return data?.isTrial ?? false;
}

/**
 * The header's account dropdown (spec section 2): a button named "Account menu: {name}" that
 * shows the spec's links, agent centre for agents, points mall and manual rebate when on, change
 * password and sign out (with its confirmation).
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { flags } = useBootstrap().permission;
  const displayName = useSessionStore((state) => state.nickname ?? state.account ?? state.username ?? '');
  const account = useSessionStore((state) => state.account);
  const isAgent = useSessionStore((state) => state.isAgent);
  const isTrial = useIsTrial();
  const { data: memberInfo } = useMemberInfo();
  const openPasswordChange = useUiStore((state) => state.openPasswordChange);
  const [isOpen, setOpen] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const [trialNotice, showTrialNotice, hideTrialNotice] = useTrialNotice();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (a link of the menu) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!isOpen) return;
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [isOpen]);

  const links: TMenuLink[] = [
    {
      key: 'betting',
      label: t('account.bettingRecord'),
      icon: 'ticket',
      to: '/member?tab=personalHistoryCopy',
    },
    {
      key: 'records',
      label: t('account.accountRecord'),
      icon: 'clock',
      to: '/member?tab=transactionHistory',
    },
    { key: 'profit', label: t('account.profitAndLoss'), icon: 'chart', to: '/member?tab=personalProfit' },
    {
      key: 'rewards',
      label: t('account.rewardCenter'),
      icon: 'trophy',
      to: '/member?tab=rewardCenter',
      isRealMoney: true,
    },
    ...(flags.pointsMall
      ? [
          {
            key: 'points',
            label: t('account.pointsMall'),
            icon: 'coins',
            to: '/pointMall',
            isRealMoney: true,
          } as const,
        ]
      : []),
    {
      key: 'security',
      label: t('account.securityCenter'),
      icon: 'shield',
      to: '/member?tab=securityCenter',
      isRealMoney: true,
    },
    ...(isAgent
      ? [{ key: 'agent', label: t('account.agentCenter'), icon: 'users', to: '/agentHome' } as const]
      : []),
    ...(flags.manualRebate
      ? [
          {
            key: 'rebate',
            label: t('account.manualRebate'),
            icon: 'percent',
            to: '/member?tab=manualRebate',
            isRealMoney: true,
          } as const,
        ]
      : []),
  ];

  const initial = displayName.trim().charAt(0).toUpperCase() || '?';
  // The avatar the member chose on the account page (member info), or the initial until then.
  const icon = memberInfo?.icon ?? null;
  let role = t('account.member');
  if (isTrial) role = t('header.freePlay');
  else if (isAgent) role = t('account.agent');

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-label={t('header.accountMenu', { name: displayName })}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        <MemberAvatar icon={icon} name={initial} size={30} />
        <span className="account-menu__name">{displayName}</span>
        <Icon name="chevronDown" size={16} className="account-menu__chevron" />
      </button>
      {isOpen ? (
        <div id={menuId} className="account-menu__panel">
          <div className="account-menu__head">
            <MemberAvatar
              icon={icon}
              name={initial}
              size={44}
              label={icon ? t('header.avatar', { avatar: t(`member.account.icons.${icon}`) }) : undefined}
            />
            <div className="account-menu__who">
              <span className="account-menu__display">{displayName}</span>
              {account && account !== displayName ? (
                <span className="account-menu__account">{account}</span>
              ) : null}
              <span className={`badge${isTrial ? ' badge--warning' : ' badge--accent'}`}>{role}</span>
            </div>
          </div>
          <nav aria-label={t('account.menu')}>
            <ul className="account-menu__list">
              {links.map((link) => (
                <li key={link.key}>
                  {isTrial && link.isRealMoney ? (
                    <button
                      type="button"
                      className="account-menu__item"
                      onClick={() => {
                        setOpen(false);
                        showTrialNotice();
                      }}
                    >
                      <Icon name={link.icon} size={18} />
                      <span>{link.label}</span>
                    </button>
                  ) : (
                    <Link to={link.to} className="account-menu__item">
                      <Icon name={link.icon} size={18} />
                      <span>{link.label}</span>
                    </Link>
                  )}
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className="account-menu__item"
                  onClick={() => {
                    setOpen(false);
                    if (isTrial) showTrialNotice();
                    else openPasswordChange();
                  }}
                >
                  <Icon name="lock" size={18} />
                  <span>{t('account.changePassword')}</span>
                </button>
              </li>
              <li className="account-menu__separator">
                <button
                  type="button"
                  className="account-menu__item account-menu__item--danger"
                  onClick={() => {
                    setOpen(false);
                    setSigningOut(true);
                  }}
                >
                  <Icon name="logout" size={18} />
                  <span>{t('header.signOut')}</span>
                </button>
              </li>
            </ul>
          </nav>
        </div>
      ) : null}
      {isSigningOut ? <SignOutConfirmDialog redirectTo="/" onClose={() => setSigningOut(false)} /> : null}
      {trialNotice ? <WarningDialog message={trialNotice} onClose={hideTrialNotice} /> : null}
    </div>
  );
}
