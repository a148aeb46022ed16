import { checkField } from '@croupier/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmPasswordReset } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { showFieldErrors, useMessageText } from '../auth/form-messages.ts';
import { FormNotice, PasswordField } from '../components/form-fields.tsx';
import { Icon } from '../components/icon.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';
import { fieldMessage, placeApiError } from '../lib/field-messages.ts';

type TResetValues = { newPassword: string; confirmNewPassword: string };

/** Reads the emailed token once and takes it out of the address bar (and so out of history and Referer). */
function useLinkToken(): string | null {
  const [token] = useState(() => {
    const url = new URL(window.location.href);
    const value = url.searchParams.get('token');
    if (value) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    return value;
  });
  return token;
}

/**
 * `/reset-password?token=`: the page the forgotten-password email links to. The password changes
 * only here, when the owner of the mailbox chooses a new one (issue 21, finding 9).
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { permission } = useBootstrap();
  const token = useLinkToken();
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [outcome, setOutcome] = useState<'done' | 'invalid' | null>(token ? null : 'invalid');
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TResetValues>({ defaultValues: { newPassword: '', confirmNewPassword: '' } });
  const field = (name: keyof TResetValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const onSubmit = async (values: TResetValues) => {
    setAlert(null);
    const problems: { field: string; message: string }[] = [];
    const passwordProblem = checkField(values.newPassword, {
      ...permission.register.fields.password,
      required: true,
    });
    if (passwordProblem)
      problems.push({
        field: 'newPassword',
        message: messageText(fieldMessage('newPassword', passwordProblem)),
      });
    if (values.confirmNewPassword.trim() !== values.newPassword.trim())
      problems.push({ field: 'confirmNewPassword', message: t('validation.confirmMismatch') });
    if (problems.length > 0) {
      showFieldErrors(setError, problems);
      return;
    }
    setPhase('submitting');
    try {
      await confirmPasswordReset({
        token: token ?? '',
        newPassword: values.newPassword.trim(),
        confirmNewPassword: values.confirmNewPassword.trim(),
      });
      setOutcome('done');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TICKET_INVALID') setOutcome('invalid');
      else if (error instanceof ApiError) {
        const placed = placeApiError(error, new Set(['newPassword', 'confirmNewPassword']));
        showFieldErrors(
          setError,
          placed.fields.map(({ field: name, message }) => ({ field: name, message: messageText(message) })),
        );
        setAlert(placed.general);
      } else setAlert(String(error));
    } finally {
      setPhase('idle');
    }
  };

  return (
    <div className="page reset-password">
      <section className="reset-password__card" aria-labelledby="reset-password-title">
        <span className="reset-password__badge" aria-hidden="true">
          <Icon name="lock" size={22} />
        </span>
        <h1 id="reset-password-title" className="reset-password__title">
          {t('forgot.resetTitle')}
        </h1>
        {outcome === null ? (
          <form className="form" noValidate onSubmit={handleSubmit(onSubmit)}>
            <p className="muted">{t('forgot.resetLead')}</p>
            <FormNotice message={alert} tone="error" />
            <PasswordField
              label={t('password.new')}
              autoComplete="new-password"
              isRequired
              {...field('newPassword')}
            />
            <PasswordField
              label={t('password.confirmNew')}
              autoComplete="new-password"
              isRequired
              {...field('confirmNewPassword')}
            />
            <SubmitButton phase={phase}>{t('forgot.resetSave')}</SubmitButton>
          </form>
        ) : (
          <>
            <FormNotice
              message={outcome === 'done' ? t('forgot.resetDone') : t('forgot.resetInvalid')}
              tone={outcome === 'done' ? 'success' : 'error'}
            />
            <Link to="/login" className="button button--primary button--block button--large">
              {t('forgot.resetLogin')}
            </Link>
          </>
        )}
      </section>
    </div>
  );
}
