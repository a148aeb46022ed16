import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLoads } from '../lib/load-failure.ts';
import { Icon } from './icon.tsx';

/** "Page took longer to load, check network" while a page chunk is slower than expected. */
export function SlowLoadNotice() {
  const { t } = useTranslation();
  const isSlow = useSyncExternalStore(pageLoads.subscribe, pageLoads.isSlow, pageLoads.isSlow);
  return (
    <div className="slow-load" role="status" aria-live="polite">
      {isSlow ? (
        <p className="slow-load__message">
          <Icon name="alert" size={18} />
          {t('loadError.slow')}
        </p>
      ) : null}
    </div>
  );
}
