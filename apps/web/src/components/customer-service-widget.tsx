import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceLinks } from './customer-service-links.tsx';
import { Icon } from './icon.tsx';

/** Fields a player types into or picks from: while one has focus the floating button steps aside. */
const FORM_FIELD = 'input, select, textarea, [contenteditable="true"], iframe';

/**
 * Whether the player is busy in a form field or a game frame, so the floating button must not sit
 * over what they are doing (it came back over the withdraw form's payee field on phones).
 */
function useIsFillingForm(rootRef: RefObject<HTMLElement | null>): boolean {
  const [isBusy, setBusy] = useState(false);
  useEffect(() => {
    const sync = () => {
      const active = document.activeElement;
      const isField = active instanceof Element && active.matches(FORM_FIELD);
      setBusy(isField && !rootRef.current?.contains(active));
    };
    document.addEventListener('focusin', sync);
    document.addEventListener('focusout', sync);
    window.addEventListener('blur', sync);
    window.addEventListener('focus', sync);
    return () => {
      document.removeEventListener('focusin', sync);
      document.removeEventListener('focusout', sync);
      window.removeEventListener('blur', sync);
      window.removeEventListener('focus', sync);
    };
  }, [rootRef]);
  return isBusy;
}

/**
 * Floating "Customer service" button; it opens a small non-modal dialog with the channel links.
 * Escape, the Close button or a click elsewhere closes it and focus returns to the button. It steps
 * aside (hidden, not focusable) while a form field or a game frame has focus, sits above the phone
 * tab bar and is smaller on phones, so it never covers a control the player is using.
 */
export function CustomerServiceWidget() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const panelRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const panelId = useId();
  const isFillingForm = useIsFillingForm(rootRef);
  const isHidden = isFillingForm && !isOpen;

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (isOpen && !panel.open) {
      panel.show();
      panel.querySelector<HTMLElement>('a, button')?.focus();
    }
    if (!isOpen && panel.open) panel.close();
    if (!isOpen) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const handlePointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', handleKey);
    document.addEventListener('pointerdown', handlePointer);
    return () => {
      document.removeEventListener('keydown', handleKey);
      document.removeEventListener('pointerdown', handlePointer);
    };
  }, [isOpen]);

  return (
    <div className="cs-widget" ref={rootRef} data-hidden={isHidden} inert={isHidden}>
      <dialog ref={panelRef} id={panelId} className="cs-widget__panel" aria-labelledby={titleId}>
        <header className="cs-widget__header">
          <span className="cs-widget__badge" aria-hidden="true">
            <Icon name="headset" size={20} />
          </span>
          <div>
            <h2 id={titleId} className="cs-widget__title">
              {t('customerService.widget')}
            </h2>
            <p className="muted small">{t('customerService.panelText')}</p>
          </div>
          <button
            type="button"
            className="icon-button icon-button--small"
            aria-label={t('common.close')}
            onClick={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          >
            <Icon name="close" size={16} />
          </button>
        </header>
        <CustomerServiceLinks variant="tiles" />
      </dialog>
      <button
        ref={buttonRef}
        type="button"
        className="cs-widget__button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('customerService.widget')}
        onClick={() => setOpen((open) => !open)}
      >
        <Icon name={isOpen ? 'close' : 'headset'} size={24} />
      </button>
    </div>
  );
}
