import { useTranslation } from 'react-i18next';
import { oauthStartUrl } from '../api/accounts.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { Icon } from '../components/icon.tsx';

/**
 * One-click log in buttons, each shown only when its provider is enabled for the merchant. They
 * leave for the provider; the way back lands on the site with a ticket (see OauthReturn).
 */
export function SocialLogin({ side = 'player' }: { side?: 'player' | 'agent' }) {
  const { t } = useTranslation();
  const { flags } = useBootstrap().permission;
  if (!flags.googleLogin && !flags.facebookLogin) return null;
  return (
    <div className="social-login">
      <p className="divider">
        <span>{t('auth.or')}</span>
      </p>
      <div className="social-login__buttons">
        {flags.googleLogin ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => window.location.assign(oauthStartUrl('google', side))}
          >
            <span className="social-login__g" aria-hidden="true">
              G
            </span>
            {t('auth.google')}
          </button>
        ) : null}
        {flags.facebookLogin ? (
          <button
            type="button"
            className="button button--outline"
            onClick={() => window.location.assign(oauthStartUrl('facebook', side))}
          >
            <Icon name="facebook" size={18} />
            {t('auth.facebook')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
