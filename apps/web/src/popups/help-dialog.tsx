import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelpCenter } from '../api/queries.ts';
import { Dialog } from '../components/dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { findHelpArticle } from '../lib/help.ts';

/** The help popup: the help-centre articles with a reader pane, opened on a given article. */
export function HelpDialog({ target, onClose }: { target: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: help, isPending, isError, error } = useHelpCenter();
  const [selected, setSelected] = useState<string | null>(target);
  const found = findHelpArticle(help, selected);

  let body = <div className="skeleton skeleton--block" aria-hidden="true" />;
  if (isError) body = <EmptyState icon="alert" title={error.message} compact />;
  else if (!isPending && !found)
    body = <EmptyState icon="help" title={t('help.emptyTitle')} text={t('help.emptyText')} compact />;
  else if (help && found) {
    body = (
      <div className="help-reader">
        <ul className="help-reader__index" aria-label={t('help.categories')}>
          {help.categories
            .filter((category) => category.articles.length > 0)
            .map((category) => (
              <li key={category.id}>
                <p className="help-reader__category">{category.title}</p>
                <ul>
                  {category.articles.map((article) => (
                    <li key={article.id}>
                      <button
                        type="button"
                        className="help-reader__article-link"
                        aria-current={article.id === found.article.id ? 'true' : undefined}
                        onClick={() => setSelected(article.id)}
                      >
                        {article.title}
                      </button>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
        </ul>
        <article className="help-reader__article">
          <p className="help-reader__crumb">{found.category.title}</p>
          <h3 className="help-reader__title">{found.article.title}</h3>
          <SafeHtml html={found.article.content} />
        </article>
      </div>
    );
  }

  return (
    <Dialog title={t('help.title')} onClose={onClose} size="large">
      {body}
    </Dialog>
  );
}
