import { MEMBER_ICONS, type TMemberIcon } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSetMemberIcon } from '../../api/profile-api.ts';
import { useMemberInfo } from '../../api/queries.ts';
import { FormNotice } from '../../components/form-fields.tsx';
import { MemberAvatar } from '../../components/member-avatar.tsx';
import { formatTime } from './money-time.ts';
import { MoneyError, MoneySectionHead, MoneySkeleton, useMerchantMoney } from './money-ui.tsx';

/**
 * Account info (spec section 5): the avatar (picked from the set, `/wps/member/info/icon`), nickname
 * and account, the bound mobile and email as the server masks them, and the login before this one.
 */
export function AccountInfoPage() {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const setIcon = useSetMemberIcon();
  const { timezone } = useMerchantMoney();
  const [notice, setNotice] = useState<string | null>(null);
  // The pick shows at once; the server's answer (or its refusal) settles it.
  const [picked, setPicked] = useState<TMemberIcon | null>(null);
  const member = info.data;
  const name = member ? (member.nickname ?? member.account) : '';
  const icon = picked ?? member?.icon ?? null;

  const choose = (icon: TMemberIcon) => {
    setNotice(null);
    setPicked(icon);
    setIcon.mutate(icon, {
      onSuccess: () => setNotice(t('member.account.avatarSaved')),
      onError: () => setPicked(null),
    });
  };

  return (
    <section className="money-page">
      <MoneySectionHead icon="user" title={t('member.accountInfo')} lead={t('member.account.lead')} />
      {info.isPending ? <MoneySkeleton rows={2} /> : null}
      {info.isError ? <MoneyError error={info.error} onRetry={() => void info.refetch()} /> : null}
      {member ? (
        <div className="money-cards">
          <article className="money-card account-card" aria-labelledby="account-name">
            <div className="account-card__who">
              <MemberAvatar icon={icon} name={name} size={72} />
              <div>
                <h3 id="account-name" className="account-card__name">
                  {name}
                </h3>
                <p className="account-card__kind">
                  {member.isAgent ? t('member.account.agent') : t('member.account.member')}
                </p>
              </div>
            </div>
            <dl className="account-card__facts">
              <div>
                <dt>{t('member.account.account')}</dt>
                <dd>{member.account}</dd>
              </div>
              <div>
                <dt>{t('member.account.nickname')}</dt>
                <dd>{member.nickname ?? t('member.account.noNickname')}</dd>
              </div>
              <div>
                <dt>{t('member.account.mobile')}</dt>
                <dd>{member.mobileNum ?? <NotBound />}</dd>
              </div>
              <div>
                <dt>{t('member.account.email')}</dt>
                <dd>{member.email ?? <NotBound />}</dd>
              </div>
              <div>
                <dt>{t('member.account.lastLogin')}</dt>
                <dd>
                  {member.lastLoginAt
                    ? formatTime(member.lastLoginAt, timezone)
                    : t('member.account.firstLogin')}
                </dd>
              </div>
            </dl>
          </article>
          <article className="money-card" aria-labelledby="avatar-title">
            <div>
              <h3 id="avatar-title" className="money-card__title">
                {t('member.account.avatar')}
              </h3>
              <p className="money-card__text">{t('member.account.avatarText')}</p>
            </div>
            <fieldset className="avatar-picker">
              <legend className="visually-hidden">{t('member.account.avatar')}</legend>
              {MEMBER_ICONS.map((choice) => (
                <label key={choice} className="avatar-picker__option">
                  <input
                    type="radio"
                    name="avatar"
                    className="avatar-picker__input"
                    aria-label={t(`member.account.icons.${choice}`)}
                    checked={icon === choice}
                    onChange={() => choose(choice)}
                  />
                  <MemberAvatar icon={choice} name={name} size={52} />
                </label>
              ))}
            </fieldset>
            <FormNotice message={notice} tone="success" />
          </article>
        </div>
      ) : null}
    </section>
  );
}

function NotBound() {
  const { t } = useTranslation();
  return (
    <span className="account-card__unbound">
      {t('member.account.notBound')}{' '}
      <Link to="/member?tab=securityCenter" className="link-button">
        {t('member.account.bind')}
      </Link>
    </span>
  );
}
