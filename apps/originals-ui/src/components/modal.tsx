import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';

/**
 * An accessible modal dialog on the native <dialog> element (focus trap, Escape, inert page for
 * free), named by its heading. `variant="drawer"` slides in from the side on wide screens and up
 * from the bottom on phones.
 */
export function Modal({
  title,
  isOpen,
  onClose,
  children,
  variant = 'center',
  headerExtra,
}: {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
  variant?: 'center' | 'drawer';
  headerExtra?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useI18n();
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape closes natively
    <dialog
      ref={ref}
      className={`modal modal--${variant}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {isOpen && (
        <div className="modal__panel">
          <header className="modal__header">
            {headerExtra}
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button type="button" className="icon-btn" aria-label={t('close')} onClick={onClose}>
              <Icon name="close" />
            </button>
          </header>
          <div className="modal__body">{children}</div>
        </div>
      )}
    </dialog>
  );
}
