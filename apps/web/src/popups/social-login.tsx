import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { Icon } from '../components/icon.tsx';

/** One-click log in buttons, each shown only when its provider is enabled for the merchant. */
export function SocialLogin({ onUnavailable }: { onUnavailable: () => void }) {
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
          <button type="button" className="button button--outline" onClick={onUnavailable}>
            <span className="social-login__g" aria-hidden="true">
              G
            </span>
            {t('auth.google')}
          </button>
        ) : null}
        {flags.facebookLogin ? (
          <button type="button" className="button button--outline" onClick={onUnavailable}>
            <Icon name="facebook" size={18} />
            {t('auth.facebook')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
