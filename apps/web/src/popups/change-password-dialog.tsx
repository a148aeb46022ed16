import { checkField } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword, login, logoutToken, solveHumanCheck } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { showFieldErrors, useMessageText } from '../auth/form-messages.ts';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';
import { fieldMessage, placeApiError } from '../lib/field-messages.ts';

type TPasswordValues = {
  username: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
};

type ChangePasswordDialogProps = {
  onClose: () => void;
  /** Called after the password changed. */
  onDone: () => void;
  /**
   * Forced after a log in with an expired or temporary password: it cannot be dismissed, and the
   * old password is the one just typed (kept hidden). `onSignOut` is then the only other way out.
   */
  isForced?: boolean;
  knownOldPassword?: string | null;
  onSignOut?: () => void;
  /**
   * The agent page without a session: the agent names their account, and the change signs in
   * (agent side) for that one call.
   */
  signsInAs?: 'agent';
};

/**
 * "Change password" (spec sections 4 and 5): old password (unless known), new password by the
 * merchant's password rule, and its confirmation → `POST /wps/member/password` (T, E).
 */
export function ChangePasswordDialog({
  onClose,
  onDone,
  isForced = false,
  knownOldPassword = null,
  onSignOut,
  signsInAs,
}: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { publicKey, register: registerSettings } = useBootstrap().permission;
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const showsOld = knownOldPassword === null;
  const showsUsername = signsInAs === 'agent';
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TPasswordValues>({
    shouldUnregister: true,
    defaultValues: { username: '', oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const field = (name: keyof TPasswordValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const validate = (values: TPasswordValues) => {
    const problems: { field: string; message: string }[] = [];
    const required = (name: keyof TPasswordValues) => {
      if (!values[name].trim()) problems.push({ field: name, message: t('validation.required') });
    };
    if (showsUsername) required('username');
    if (showsOld) required('oldPassword');
    const rule = { ...registerSettings.fields.password, required: true };
    const newProblem = checkField(values.newPassword, rule);
    if (newProblem) {
      problems.push({ field: 'newPassword', message: messageText(fieldMessage('newPassword', newProblem)) });
    }
    if (!values.confirmNewPassword.trim()) {
      problems.push({ field: 'confirmNewPassword', message: t('validation.required') });
    } else if (values.confirmNewPassword.trim() !== values.newPassword.trim()) {
      problems.push({
        field: 'confirmNewPassword',
        message: messageText(fieldMessage('confirmNewPassword', { kind: 'mismatch' })),
      });
    }
    return problems;
  };

  const onSubmit = async (values: TPasswordValues) => {
    setAlert(null);
    const problems = validate(values);
    if (problems.length > 0) {
      showFieldErrors(setError, problems);
      return;
    }
    const oldPassword = knownOldPassword ?? values.oldPassword.trim();
    const input = {
      oldPassword,
      newPassword: values.newPassword.trim(),
      confirmNewPassword: values.confirmNewPassword.trim(),
    };
    let temporaryToken: string | null = null;
    try {
      if (showsUsername) {
        setPhase('verifying');
        const humanVerification = await solveHumanCheck();
        setPhase('submitting');
        const session = await login(publicKey, {
          type: 'username',
          side: 'agent',
          username: values.username.trim(),
          password: oldPassword,
          humanVerification,
        });
        temporaryToken = session.token;
        await changePassword(publicKey, input, temporaryToken);
        setSuccess(t('password.changedSignIn'));
        return;
      }
      setPhase('submitting');
      await changePassword(publicKey, input);
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(String(error));
        return;
      }
      const shown = new Set(['newPassword', 'confirmNewPassword', ...(showsOld ? ['oldPassword'] : [])]);
      const placed = placeApiError(error, shown);
      showFieldErrors(
        setError,
        placed.fields.map(({ field: name, message }) => ({ field: name, message: messageText(message) })),
      );
      setAlert(placed.general);
    } finally {
      if (temporaryToken) await logoutToken(temporaryToken);
      setPhase('idle');
    }
  };

  return (
    <Dialog
      title={isForced ? t('password.forcedTitle') : t('password.title')}
      description={isForced ? t('password.forcedText') : undefined}
      onClose={onClose}
      isDismissible={!isForced}
      size="small"
      className="auth-dialog"
    >
      {success ? (
        <div className="form">
          <FormNotice message={success} tone="success" />
          <button
            type="button"
            className="button button--primary button--block"
            onClick={onClose}
            data-autofocus
          >
            {t('common.done')}
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
          {showsUsername ? (
            <TextField
              label={t('auth.username')}
              autoComplete="username"
              autoCapitalize="none"
              isRequired
              autoFocusOnOpen
              {...field('username')}
            />
          ) : null}
          {showsOld ? (
            <PasswordField
              label={t('password.old')}
              autoComplete="current-password"
              isRequired
              autoFocusOnOpen={!showsUsername}
              {...field('oldPassword')}
            />
          ) : null}
          <PasswordField
            label={t('password.new')}
            autoComplete="new-password"
            isRequired
            autoFocusOnOpen={!showsOld}
            {...field('newPassword')}
          />
          <PasswordField
            label={t('password.confirmNew')}
            autoComplete="new-password"
            isRequired
            {...field('confirmNewPassword')}
          />
          <FormNotice message={alert} tone="error" />
          <SubmitButton phase={phase}>{t('password.save')}</SubmitButton>
          {isForced && onSignOut ? (
            <button type="button" className="link-button auth-dialog__center" onClick={onSignOut}>
              {t('password.signOutInstead')}
            </button>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
