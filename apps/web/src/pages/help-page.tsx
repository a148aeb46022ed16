import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHelpCenter } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { findHelpArticle } from '../lib/help.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { HelpResponsibleGambling } from './member/rg/responsible-gambling-page.tsx';

/**
 * Help centre: categories and articles of `/wps/system/helpCenter` in the current language. It
 * opens together with the help popup (spec section 2); `/help#<id>` scrolls to that article (or
 * category) and opens it in the popup, so `/help#term` shows the terms.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const target = hash.length > 1 ? decodeURIComponent(hash.slice(1)) : null;
  const { data: help, isPending, isError, error, refetch } = useHelpCenter();
  const openHelp = useUiStore((state) => state.openHelp);
  const closePopup = useUiStore((state) => state.closePopup);
  const found = findHelpArticle(help, target);
  const activeId = found?.isExactMatch ? found.article.id : null;

  useEffect(() => {
    openHelp(target);
  }, [target, openHelp]);

  useEffect(
    () => () => {
      if (useUiStore.getState().popup === 'help') closePopup();
    },
    [closePopup],
  );

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'start' });
  }, [activeId]);

  const categories = help?.categories.filter((category) => category.articles.length > 0) ?? [];

  return (
    <div className="page">
      <PageHeader icon="help" title={t('help.title')} />
      {isPending ? <div className="skeleton skeleton--block" aria-hidden="true" /> : null}
      {isError ? (
        <div className="panel">
          <EmptyState icon="alert" title={error.message} level={2}>
            <button type="button" className="button button--primary" onClick={() => void refetch()}>
              {t('common.tryAgain')}
            </button>
          </EmptyState>
        </div>
      ) : null}
      {help && categories.length === 0 ? (
        <div className="panel">
          <EmptyState icon="help" title={t('help.emptyTitle')} text={t('help.emptyText')} level={2} />
        </div>
      ) : null}
      {categories.length > 0 ? (
        <div className="help-layout">
          <nav className="section-menu help-layout__menu" aria-label={t('help.categories')}>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`#${encodeURIComponent(category.articles[0]?.id ?? category.id)}`}
                    className="section-menu__link"
                    aria-current={
                      found?.category.id === category.id && found.isExactMatch ? 'location' : undefined
                    }
                  >
                    <span>{category.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="help-layout__articles">
            {categories.map((category) => (
              <section
                key={category.id}
                id={`help-category-${category.id}`}
                className="panel help-category"
                aria-labelledby={`help-category-${category.id}-title`}
              >
                <h2 id={`help-category-${category.id}-title`} className="help-category__title">
                  {category.title}
                </h2>
                {category.articles.map((article) => (
                  <article
                    key={article.id}
                    id={article.id}
                    className="help-article"
                    data-active={article.id === activeId || undefined}
                    aria-labelledby={`${article.id}-title`}
                  >
                    <h3 id={`${article.id}-title`} className="help-article__title">
                      <Link to={`#${encodeURIComponent(article.id)}`}>{article.title}</Link>
                    </h3>
                    <SafeHtml html={article.content} />
                  </article>
                ))}
              </section>
            ))}
            <HelpResponsibleGambling />
          </div>
        </div>
      ) : (
        <HelpResponsibleGambling />
      )}
    </div>
  );
}
