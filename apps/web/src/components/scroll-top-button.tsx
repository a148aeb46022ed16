import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/** Offset (px) after which the button appears. */
const SHOW_AFTER = 320;

/** "Scroll to top" button that appears once the page has been scrolled down. */
export function ScrollTopButton() {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!isVisible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={t('scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
