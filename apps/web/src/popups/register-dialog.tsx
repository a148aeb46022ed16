import {
  checkField,
  isPasswordlessMobileRegistration,
  type TFieldRule,
  type TRegisterField,
  type TRegisterRequest,
} from '@croupier/contracts';
import { type HTMLInputTypeAttribute, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkAffiliateCode, register, sendRegisterSmsCode, solveHumanCheck } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useDialingCode } from '../api/profile-api.ts';
import { showFieldErrors, useMessageText } from '../auth/form-messages.ts';
import { useFinishPopupAuth } from '../auth/use-auth-success.ts';
import { CaptchaField } from '../components/captcha-field.tsx';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { GroupBanner } from '../components/group-banner.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';
import { Tabs, tabId, tabPanelId } from '../components/tabs.tsx';
import { WarningDialog } from '../components/warning-dialog.tsx';
import type { TBundle } from '../i18n/locales/en.ts';
import { fieldMessage, placeApiError } from '../lib/field-messages.ts';
import { useCaptcha } from '../lib/use-captcha.ts';
import { SocialLogin } from './social-login.tsx';

type TRegisterMode = 'username' | 'mobile';

/** The text fields of the form: every registration field (the terms box besides). */
type TInputField = TRegisterField;
type TRegisterValues = Record<TInputField, string> & { terms: boolean };

/** Optional fields shown by server config, in the spec's order, with their label and input type. */
const OPTIONAL_FIELDS: {
  field: Exclude<
    TRegisterField,
    'username' | 'password' | 'confirmPassword' | 'mobileNum' | 'verificationCode' | 'captcha'
  >;
  label: keyof TBundle['auth'];
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
}[] = [
  { field: 'payeeName', label: 'payeeName', autoComplete: 'name' },
  { field: 'paymentPassword', label: 'paymentPassword', type: 'password', autoComplete: 'new-password' },
  { field: 'qqNum', label: 'qqNum', type: 'tel' },
  { field: 'line', label: 'line' },
  { field: 'whatsapp', label: 'whatsapp', type: 'tel' },
  { field: 'facebook', label: 'facebookId' },
  { field: 'wechat', label: 'wechat' },
  { field: 'idNumber', label: 'idNumber' },
  { field: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { field: 'recommenderId', label: 'recommenderId' },
  { field: 'affiliateCode', label: 'affiliateCode' },
];

const EMPTY_VALUES: TRegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  paymentPassword: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  email: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  terms: false,
};

function isShown(rule: TFieldRule | undefined): rule is TFieldRule {
  return rule?.enabled === true;
}

/**
 * The "Register" dialog (spec sections 2, 4 and 5): username and mobile tabs (each only if
 * enabled; mobile first when on), exactly the fields the merchant's register settings enable
 * (required ones starred), each checked by its rule with the spec's message beside it, the terms
 * first, the invitation code checked before sending, a human check, and then the player is in.
 */
export function RegisterDialog({
  referralCode,
  onClose,
  onSwitchToLogin,
}: {
  referralCode: string | null;
  onClose: () => void;
  onSwitchToLogin: () => void;
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { permission } = useBootstrap();
  const { flags, register: settings, publicKey } = permission;
  const rules = settings.fields;
  const finish = useFinishPopupAuth();
  const modes: TRegisterMode[] = [];
  if (flags.mobileRegistration) modes.push('mobile');
  if (flags.usernameRegistration || modes.length === 0) modes.push('username');
  const [mode, setMode] = useState<TRegisterMode>(modes[0] ?? 'username');
  const [countryCode, setCountryCode] = useDialingCode(flags.countryCodePicker);
  const [termsError, setTermsError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const idPrefix = useId();
  const activeMode = modes.includes(mode) ? mode : (modes[0] ?? 'username');
  const isMobileMode = activeMode === 'mobile';
  // MOBILENUMPASSREG3 off: a mobile registration is the number and its SMS code, no password.
  const isPasswordless = isMobileMode && isPasswordlessMobileRegistration(flags);
  const captcha = useCaptcha(isShown(rules.captcha));
  const dialingCode = flags.countryCodePicker && countryCode ? countryCode : undefined;

  const {
    register: registerInput,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TRegisterValues>({ shouldUnregister: true, defaultValues: EMPTY_VALUES });
  const field = (name: TInputField) => ({
    ...registerInput(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const showsMobile = isMobileMode || isShown(rules.mobileNum);
  const showsCode = showsMobile && (flags.smsVerification || isPasswordless);
  const optionalFields = OPTIONAL_FIELDS.filter(({ field: name }) => isShown(rules[name]));
  const showsCaptcha = isShown(rules.captcha);

  /** Each shown field with the rule it is checked by (required where the spec forces it). */
  const checkedFields = (values: TRegisterValues): { field: TInputField; rule: TFieldRule }[] => {
    const list: { field: TInputField; rule: TFieldRule }[] = [];
    if (!isMobileMode) list.push({ field: 'username', rule: { ...rules.username, required: true } });
    if (showsMobile) {
      list.push({
        field: 'mobileNum',
        rule: { ...rules.mobileNum, required: isMobileMode || rules.mobileNum.required },
      });
    }
    if (showsCode) {
      const needsCode = isMobileMode || values.mobileNum.trim().length > 0;
      list.push({ field: 'verificationCode', rule: { ...rules.verificationCode, required: needsCode } });
    }
    if (!isPasswordless) list.push({ field: 'password', rule: { ...rules.password, required: true } });
    for (const { field: name } of optionalFields) {
      list.push({
        field: name,
        rule: name === 'paymentPassword' ? { ...rules[name], required: true } : rules[name],
      });
    }
    if (showsCaptcha) list.push({ field: 'captcha', rule: { ...rules.captcha, required: true } });
    return list;
  };

  const validate = (values: TRegisterValues) => {
    const problems: { field: string; message: string }[] = [];
    for (const { field: name, rule } of checkedFields(values)) {
      const problem = checkField(values[name], rule);
      if (problem) problems.push({ field: name, message: messageText(fieldMessage(name, problem)) });
      if (name === 'password') {
        if (!values.confirmPassword.trim()) {
          problems.push({ field: 'confirmPassword', message: t('validation.required') });
        } else if (values.confirmPassword.trim() !== values.password.trim()) {
          problems.push({ field: 'confirmPassword', message: t('validation.confirmMismatch') });
        }
      }
    }
    return problems;
  };

  const mobileProblem = (): string | null => {
    const rule = { ...rules.mobileNum, required: true };
    const problem = checkField(getValues('mobileNum'), rule);
    return problem ? messageText(fieldMessage('mobileNum', problem)) : null;
  };

  const onSubmit = async (values: TRegisterValues) => {
    setAlert(null);
    // Spec section 4: the terms come first.
    if (!values.terms) {
      setTermsError(t('auth.termsRequired'));
      return;
    }
    const problems = validate(values);
    if (problems.length > 0) {
      showFieldErrors(setError, problems);
      return;
    }
    const affiliateCode = values.affiliateCode?.trim() ?? '';
    try {
      if (isShown(rules.affiliateCode) && affiliateCode) {
        setPhase('submitting');
        try {
          await checkAffiliateCode(affiliateCode, window.location.hostname);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'INVALID_INVITATION_CODE') {
            setWarning(error.message);
            return;
          }
          throw error;
        }
      }
      setPhase('verifying');
      const humanVerification = await solveHumanCheck();
      setPhase('submitting');
      const request: TRegisterRequest = {
        password: isPasswordless ? '' : values.password.trim(),
        confirmPassword: isPasswordless ? '' : values.confirmPassword.trim(),
        termsAccepted: true,
        humanVerification,
        registerMethod: 'WEB',
        domain: window.location.hostname,
        registerUrl: window.location.href,
        login: true,
      };
      for (const { field: name } of checkedFields(values)) {
        if (name === 'password' || name === 'captcha') continue;
        const value = values[name].trim();
        if (value) request[name] = value;
      }
      if (request.mobileNum && dialingCode) request.countryDialingCode = dialingCode;
      if (showsCaptcha) {
        request.captcha = values.captcha.trim();
        request.captchaKey = captcha.captchaKey ?? '';
      }
      if (referralCode) request.referralCode = referralCode;
      const value = await register(publicKey, activeMode, request);
      finish(value, 'register');
    } catch (error) {
      if (showsCaptcha) {
        captcha.refresh({ force: true });
        setValue('captcha', '');
      }
      if (!(error instanceof ApiError)) {
        setAlert(String(error));
        return;
      }
      if (error.code === 'INVALID_INVITATION_CODE') {
        setWarning(error.message);
        return;
      }
      if (error.code === 'TERMS_NOT_ACCEPTED') {
        setTermsError(error.message);
        return;
      }
      const shown = new Set<string>([
        ...checkedFields(values).map(({ field: name }) => name),
        'confirmPassword',
      ]);
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

  // Up to five fields read best in one column of a narrow dialog; more get two columns.
  const fieldCount =
    (isPasswordless ? 1 : 3) +
    (showsMobile ? 1 : 0) +
    (showsCode ? 1 : 0) +
    (isMobileMode ? -1 : 0) +
    optionalFields.length +
    (referralCode ? 1 : 0) +
    (showsCaptcha ? 1 : 0);
  const isWide = fieldCount > 5;

  const requiredOf = (name: TRegisterField) => rules[name]?.required === true || name === 'paymentPassword';

  return (
    <Dialog
      title={t('auth.registerTitle')}
      onClose={onClose}
      size={isWide ? 'medium' : 'small'}
      className="auth-dialog"
    >
      <GroupBanner group="w_register" label={t('auth.offers')} onFollow={onClose} />
      {modes.length > 1 ? (
        <Tabs
          label={t('auth.registerMethod')}
          idPrefix={idPrefix}
          value={activeMode}
          onChange={(next) => {
            setMode(next);
            setAlert(null);
            clearErrors();
          }}
          tabs={modes.map((id) => ({
            id,
            label: id === 'mobile' ? t('auth.modeMobile') : t('auth.modeUsername'),
          }))}
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
        <div className={isWide ? 'form__grid' : 'form__stack'}>
          {isMobileMode ? null : (
            <TextField
              label={t('auth.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.usernamePlaceholder')}
              isRequired
              autoFocusOnOpen
              {...field('username')}
            />
          )}
          {showsMobile ? (
            <PhoneField
              label={t('auth.mobileNumber')}
              isRequired={isMobileMode || rules.mobileNum.required}
              autoFocusOnOpen={isMobileMode}
              countryCode={flags.countryCodePicker ? { value: countryCode, onChange: setCountryCode } : null}
              {...field('mobileNum')}
            />
          ) : null}
          {showsCode ? (
            <SmsCodeField
              {...field('verificationCode')}
              isRequired={isMobileMode}
              canSend={() => {
                const problem = mobileProblem();
                if (problem) showFieldErrors(setError, [{ field: 'mobileNum', message: problem }]);
                return problem === null;
              }}
              send={(humanVerification) =>
                sendRegisterSmsCode({
                  mobileNum: getValues('mobileNum').trim(),
                  countryDialingCode: dialingCode,
                  humanVerification: humanVerification ?? '',
                })
              }
            />
          ) : null}
          {isPasswordless ? null : (
            <>
              <PasswordField
                label={t('auth.password')}
                autoComplete="new-password"
                placeholder={t('auth.passwordPlaceholder')}
                isRequired
                {...field('password')}
              />
              <PasswordField
                label={t('auth.confirmPassword')}
                autoComplete="new-password"
                isRequired
                {...field('confirmPassword')}
              />
            </>
          )}
          {optionalFields.map(({ field: name, label, type, autoComplete }) =>
            type === 'password' ? (
              <PasswordField
                key={name}
                label={t(`auth.${label}`)}
                autoComplete={autoComplete ?? 'off'}
                inputMode="numeric"
                isRequired
                {...field(name)}
              />
            ) : (
              <TextField
                key={name}
                label={t(`auth.${label}`)}
                type={type ?? 'text'}
                autoComplete={autoComplete ?? 'off'}
                isRequired={requiredOf(name)}
                {...field(name)}
              />
            ),
          )}
          {referralCode ? (
            <TextField label={t('auth.referralCode')} name="referralCode" value={referralCode} readOnly />
          ) : null}
          {showsCaptcha ? <CaptchaField captcha={captcha} {...field('captcha')} /> : null}
        </div>
        <div className={`form__terms${termsError ? ' form__terms--invalid' : ''}`}>
          <label className="checkbox">
            <input
              type="checkbox"
              {...registerInput('terms', {
                onChange: (event: { target: { checked: boolean } }) => {
                  if (event.target.checked) setTermsError(null);
                },
              })}
              aria-invalid={termsError ? true : undefined}
            />
            <span>{t('auth.terms')}</span>
          </label>
          <Link to="/help#term" className="link-button">
            {t('auth.readTerms')}
          </Link>
        </div>
        {isPasswordless ? <p className="field__hint">{t('auth.passwordlessHint')}</p> : null}
        <FormNotice message={termsError ?? alert} tone="error" />
        <SubmitButton phase={phase}>{t('auth.submitRegister')}</SubmitButton>
      </form>
      <SocialLogin />
      <p className="auth-dialog__switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button link-button--strong" onClick={onSwitchToLogin}>
          {t('auth.toLogin')}
        </button>
      </p>
      {warning ? <WarningDialog message={warning} onClose={() => setWarning(null)} /> : null}
    </Dialog>
  );
}
