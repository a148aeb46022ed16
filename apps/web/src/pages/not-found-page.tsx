import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('common.backHome')}
      </Link>
    </div>
  );
}
