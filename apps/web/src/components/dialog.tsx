import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialogs } from '../lib/open-dialogs.ts';
import { Icon } from './icon.tsx';

type DialogProps = {
  /** Visible title; it also names the dialog (`aria-labelledby`). */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: 'small' | 'medium' | 'large';
  /** Optional short text under the title, announced as the dialog description. */
  description?: ReactNode;
  className?: string;
  /**
   * False for a step the player must complete (the forced password change): no Close button, and
   * neither Escape nor the backdrop closes it.
   */
  isDismissible?: boolean;
  /** `alertdialog` for a warning that interrupts (its text is the description). */
  role?: 'dialog' | 'alertdialog';
  /**
   * False for a dialog that waits for the others (the public popup): it is not counted among the
   * open dialogs (lib/open-dialogs.ts) that such a dialog waits for.
   */
  isCounted?: boolean;
};

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` puts it in the top layer and
 * makes the rest of the page inert (focus cannot leave it), Escape and the Close button call
 * `onClose`, and on unmount focus returns to the control that opened it. The first element
 * marked `data-autofocus` receives focus on open.
 */
export function Dialog({
  title,
  onClose,
  children,
  size = 'medium',
  description,
  className,
  isDismissible = true,
  role,
  isCounted = true,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const isDismissibleRef = useRef(isDismissible);
  isDismissibleRef.current = isDismissible;
  const isCountedRef = useRef(isCounted);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const closeRegistration = isCountedRef.current ? openDialogs.open() : null;
    return () => {
      closeRegistration?.();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleCancel = (event: Event) => {
      event.preventDefault();
      // A nested dialog (a warning over a form) handles its own Escape.
      if (event.target !== dialog) return;
      if (isDismissibleRef.current) onCloseRef.current();
    };
    // A press that starts and ends on the backdrop (the dialog box itself, outside the panel) closes.
    let pressedOnBackdrop = false;
    const handlePointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog;
    };
    const handleClick = (event: MouseEvent) => {
      if (pressedOnBackdrop && event.target === dialog && isDismissibleRef.current) onCloseRef.current();
      pressedOnBackdrop = false;
    };
    dialog.addEventListener('cancel', handleCancel);
    dialog.addEventListener('pointerdown', handlePointerDown);
    dialog.addEventListener('click', handleClick);
    return () => {
      dialog.removeEventListener('cancel', handleCancel);
      dialog.removeEventListener('pointerdown', handlePointerDown);
      dialog.removeEventListener('click', handleClick);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      role={role}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <div className="dialog__panel">
        <header className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {isDismissible ? (
            <button
              type="button"
              className="icon-button dialog__close"
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </header>
        {description ? (
          <p id={descriptionId} className="dialog__description">
            {description}
          </p>
        ) : null}
        <div className="dialog__body">{children}</div>
      </div>
    </dialog>
  );
}
