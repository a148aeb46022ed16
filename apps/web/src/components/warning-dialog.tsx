import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog.tsx';
import { Icon } from './icon.tsx';

/**
 * The spec's warning dialog (section 8): an alert dialog named "Warning" whose description is the
 * message, with one "Confirm" button that closes it; `action` adds the way forward beside it (the
 * need-real-account message's Register button).
 */
export function WarningDialog({
  message,
  onClose,
  action,
}: {
  message: string;
  onClose: () => void;
  action?: { label: string; onClick: () => void } | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={
        <span className="warning-dialog__title">
          <span className="warning-dialog__icon" aria-hidden="true">
            <Icon name="alert" size={20} />
          </span>
          {t('common.warning')}
        </span>
      }
      description={message}
      role="alertdialog"
      size="small"
      className="warning-dialog"
      onClose={onClose}
    >
      <div className="dialog__actions">
        {action ? (
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('common.confirm')}
          </button>
        ) : null}
        {action ? (
          <button type="button" className="button button--primary" data-autofocus onClick={action.onClick}>
            {action.label}
          </button>
        ) : (
          <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
            {t('common.confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
