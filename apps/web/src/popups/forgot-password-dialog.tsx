import { checkField, type TForgotMethods } from '@croupier/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  fetchForgotMethods,
  forgotPasswordByEmail,
  resetPasswordByPhone,
  sendAccountSmsCode,
} from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useDialingCode } from '../api/profile-api.ts';
import { showFieldErrors, useMessageText, useMobileProblem } from '../auth/form-messages.ts';
import { useFinishPopupAuth } from '../auth/use-auth-success.ts';
import { CustomerServiceLinks } from '../components/customer-service-links.tsx';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';
import { Tabs, tabId, tabPanelId } from '../components/tabs.tsx';
import { fieldMessage, placeApiError } from '../lib/field-messages.ts';

type TForgotMode = 'email' | 'mobile';
type TForgotValues = {
  username: string;
  email: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
};
type TProblem = { field: string; message: string };

/**
 * "Forgot password" (spec section 2). The username comes first: the server answers which methods
 * that account can use (issue #24: no e-mail recovery for a member who never gave an e-mail), and
 * only those are offered, with the masked address or number they go to: by email (username and
 * email → a reset link is emailed), by mobile when the merchant offers it (SMS code and a new
 * password → logged in), or, with neither, customer service.
 */
export function ForgotPasswordDialog({
  onClose,
  onBackToLogin,
}: {
  onClose: () => void;
  onBackToLogin: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { permission } = useBootstrap();
  const { flags, publicKey, register: registerSettings } = permission;
  const finish = useFinishPopupAuth();
  const idPrefix = useId();
  const [account, setAccount] = useState<{ username: string; found: TForgotMethods } | null>(null);
  const modes: TForgotMode[] = account?.found.methods ?? [];
  const [mode, setMode] = useState<TForgotMode>('email');
  const [countryCode, setCountryCode] = useDialingCode(flags.countryCodePicker);
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [alert, setAlert] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const activeMode: TForgotMode | 'username' = account
    ? modes.includes(mode)
      ? mode
      : (modes[0] ?? 'email')
    : 'username';
  const dialingCode = flags.countryCodePicker && countryCode ? countryCode : undefined;
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors },
  } = useForm<TForgotValues>({
    shouldUnregister: true,
    defaultValues: {
      username: '',
      email: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });
  const field = (name: keyof TForgotValues) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const mobileProblem = useMobileProblem();

  const validate = (values: TForgotValues): TProblem[] => {
    const problems: TProblem[] = [];
    const required = (name: keyof TForgotValues) => {
      if (!values[name].trim()) problems.push({ field: name, message: t('validation.required') });
    };
    if (activeMode === 'username') {
      required('username');
      return problems;
    }
    if (activeMode === 'email') {
      const emailProblem = checkField(values.email, { ...registerSettings.fields.email, required: true });
      if (emailProblem)
        problems.push({ field: 'email', message: messageText(fieldMessage('email', emailProblem)) });
      return problems;
    }
    const phone = mobileProblem(values.mobileNum);
    if (phone) problems.push({ field: 'mobileNum', message: phone });
    required('verificationCode');
    const passwordProblem = checkField(values.newPassword, {
      ...registerSettings.fields.password,
      required: true,
    });
    if (passwordProblem) {
      problems.push({
        field: 'newPassword',
        message: messageText(fieldMessage('newPassword', passwordProblem)),
      });
    }
    if (!values.confirmNewPassword.trim()) required('confirmNewPassword');
    else if (values.confirmNewPassword.trim() !== values.newPassword.trim()) {
      problems.push({ field: 'confirmNewPassword', message: t('validation.confirmMismatch') });
    }
    return problems;
  };

  const onSubmit = async (values: TForgotValues) => {
    setAlert(null);
    setSuccess(null);
    const problems = validate(values);
    if (problems.length > 0) {
      showFieldErrors(setError, problems);
      return;
    }
    setPhase('submitting');
    try {
      if (activeMode === 'username') {
        const username = values.username.trim();
        const found = await fetchForgotMethods(username);
        setMode(found.methods[0] ?? 'email');
        setAccount({ username, found });
        return;
      }
      if (activeMode === 'email') {
        await forgotPasswordByEmail({ username: account?.username ?? '', email: values.email.trim() });
        setSuccess(t('forgot.emailSent'));
        return;
      }
      const value = await resetPasswordByPhone(publicKey, {
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: dialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword.trim(),
      });
      finish(value, 'reset');
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setAlert(String(error));
        return;
      }
      const shown = new Set(
        activeMode === 'mobile' ? ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'] : [],
      );
      const placed = placeApiError(error, shown);
      showFieldErrors(
        setError,
        placed.fields.map(({ field: name, message }) => ({ field: name, message: messageText(message) })),
      );
      setAlert(placed.general);
    } finally {
      setPhase('idle');
    }
  };

  const startOver = () => {
    setAccount(null);
    setAlert(null);
    setSuccess(null);
    clearErrors();
  };
  const backToLogin = (
    <p className="auth-dialog__switch">
      {t('forgot.remembered')}{' '}
      <button type="button" className="link-button link-button--strong" onClick={onBackToLogin}>
        {t('auth.backToLogin')}
      </button>
    </p>
  );
  const otherUsername = (
    <button type="button" className="link-button forgot-dialog__other" onClick={startOver}>
      {t('recovery.otherUsername')}
    </button>
  );

  if (account && modes.length === 0) {
    return (
      <Dialog title={t('forgot.title')} onClose={onClose} size="small" className="auth-dialog">
        <section className="forgot-dialog__none" aria-labelledby={`${idPrefix}-none`}>
          <h3 id={`${idPrefix}-none`}>{t('recovery.noneTitle')}</h3>
          <p className="form__lead">{t('recovery.noneText')}</p>
          <p className="muted small">{t('recovery.contactSupport')}</p>
          <CustomerServiceLinks variant="tiles" />
          {otherUsername}
        </section>
        {backToLogin}
      </Dialog>
    );
  }

  const lead =
    activeMode === 'username'
      ? t('recovery.usernameLead')
      : activeMode === 'email'
        ? t('recovery.emailLead', { email: account?.found.maskedEmail ?? '' })
        : t('recovery.mobileLead', { mobile: account?.found.maskedMobile ?? '' });
  const onlyNote =
    modes.length === 1 ? (modes[0] === 'email' ? t('recovery.onlyEmail') : t('recovery.onlyMobile')) : null;

  return (
    <Dialog title={t('forgot.title')} onClose={onClose} size="small" className="auth-dialog">
      {modes.length > 1 ? (
        <Tabs
          label={t('forgot.method')}
          idPrefix={idPrefix}
          value={activeMode === 'username' ? 'email' : activeMode}
          onChange={(next) => {
            setMode(next);
            setAlert(null);
            setSuccess(null);
            clearErrors();
          }}
          tabs={[
            { id: 'email', label: t('forgot.byEmail') },
            { id: 'mobile', label: t('forgot.byMobile') },
          ]}
        />
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        {...(modes.length > 1
          ? { id: tabPanelId(idPrefix), role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, activeMode) }
          : {})}
      >
        {onlyNote ? <FormNotice message={onlyNote} tone="info" /> : null}
        <p className="form__lead">{lead}</p>
        {activeMode === 'username' ? (
          <TextField
            label={t('auth.username')}
            autoComplete="username"
            autoCapitalize="none"
            placeholder={t('auth.usernamePlaceholder')}
            isRequired
            autoFocusOnOpen
            {...field('username')}
          />
        ) : activeMode === 'email' ? (
          <TextField
            label={t('forgot.emailLabel')}
            type="email"
            autoComplete="email"
            placeholder={t('forgot.emailPlaceholder')}
            isRequired
            autoFocusOnOpen
            {...field('email')}
          />
        ) : (
          <>
            <PhoneField
              label={t('auth.mobileNumber')}
              isRequired
              autoFocusOnOpen
              countryCode={flags.countryCodePicker ? { value: countryCode, onChange: setCountryCode } : null}
              {...field('mobileNum')}
            />
            <SmsCodeField
              {...field('verificationCode')}
              canSend={() => {
                const problem = mobileProblem(getValues('mobileNum'));
                if (problem) showFieldErrors(setError, [{ field: 'mobileNum', message: problem }]);
                return problem === null;
              }}
              send={(humanVerification) =>
                sendAccountSmsCode({
                  purpose: 'reset',
                  mobileNum: getValues('mobileNum').trim(),
                  countryDialingCode: dialingCode,
                  humanVerification: humanVerification ?? '',
                })
              }
            />
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
          </>
        )}
        <FormNotice message={alert} tone="error" />
        <FormNotice message={success} tone="success" />
        <SubmitButton phase={phase}>
          {activeMode === 'username'
            ? t('recovery.continue')
            : activeMode === 'email'
              ? t('forgot.sendTemporary')
              : t('forgot.resetAndLogin')}
        </SubmitButton>
        {account ? otherUsername : null}
      </form>
      {backToLogin}
    </Dialog>
  );
}
