import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useHelpCenter, useVendorLanes } from '../api/queries.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { Icon } from './icon.tsx';

/** Site footer: vendor marks, help links, feedback, the merchant name and the year. */
export function Footer() {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const { data: lanes = [], isPending: isLanesPending } = useVendorLanes();
  const { data: help } = useHelpCenter();
  const openPopup = useUiStore((state) => state.openPopup);

  const vendors = new Map<string, string>();
  for (const lane of lanes) {
    for (const vendor of lane.vendors)
      if (!vendors.has(vendor.vassalage)) vendors.set(vendor.vassalage, vendor.displayName);
  }
  const articles = help?.categories.flatMap((category) => category.articles) ?? [];
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <section className="site-footer__providers" aria-labelledby="footer-providers">
        <h2 id="footer-providers" className="site-footer__heading">
          {t('footer.providers')}
        </h2>
        {isLanesPending ? (
          <ul className="provider-marks" aria-hidden="true">
            {['a', 'b', 'c', 'd', 'e'].map((key) => (
              <li key={key} className="skeleton provider-mark provider-mark--skeleton" />
            ))}
          </ul>
        ) : vendors.size > 0 ? (
          <ul className="provider-marks">
            {[...vendors].map(([code, name]) => (
              <li key={code} className="provider-mark" title={name}>
                <span className="provider-mark__code" aria-hidden="true">
                  {code.replace(/_/g, ' ')}
                </span>
                <span className="provider-mark__name">{name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted small">{t('footer.noProviders')}</p>
        )}
      </section>

      <div className="site-footer__columns">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__heading">
            {t('footer.help')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <Link to="/help">{t('footer.helpCenter')}</Link>
            </li>
            {articles.map((article) => (
              <li key={article.id}>
                <Link to={`/help#${encodeURIComponent(article.id)}`}>{article.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {t('footer.contact')}
          </h2>
          <ul className="site-footer__links">
            <li>
              <button type="button" className="link-button" onClick={() => openPopup('feedback')}>
                <Icon name="mail" size={16} />
                {t('footer.feedback')}
              </button>
            </li>
          </ul>
        </section>
        <div className="site-footer__about">
          <p className="site-footer__brand">{permission.merchant.name}</p>
          <p className="site-footer__responsible">
            <span className="age-badge" aria-hidden="true">
              18+
            </span>
            {t('footer.responsible')}
          </p>
        </div>
      </div>

      <p className="site-footer__copyright">
        {t('footer.copyright', { year, name: permission.merchant.name })}
      </p>
    </footer>
  );
}
