import { useTranslation } from 'react-i18next';
import { SlowLoadNotice } from './slow-load-notice.tsx';

/** Branded full-screen loader shown until the bootstrap answers. */
export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <div className="screen-loader" role="status" aria-label={t('common.loading')}>
      <div className="screen-loader__mark" aria-hidden="true">
        <span className="screen-loader__ring" />
        <span className="screen-loader__chip">♠</span>
      </div>
      <div className="screen-loader__bar" aria-hidden="true">
        <span />
      </div>
      <SlowLoadNotice />
    </div>
  );
}
