import { isSmsLoginOffered, type TLoginValue, type TSecondFactorChallenge } from '@croupier/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  login,
  needsCaptcha,
  secondFactorChallengeOf,
  sendAccountSmsCode,
  solveHumanCheck,
} from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useDialingCode } from '../api/profile-api.ts';
import { CaptchaField } from '../components/captcha-field.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { PhoneField } from '../components/phone-field.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';
import { Tabs, tabId, tabPanelId } from '../components/tabs.tsx';
import {
  browserLocalStorage,
  clearRemembered,
  loadRemembered,
  saveRemembered,
  type TRemembered,
} from '../lib/remember-me.ts';
import { useCaptcha } from '../lib/use-captcha.ts';
import { showFieldErrors, useMobileProblem } from './form-messages.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

type TLoginMode = 'username' | 'sms';

type TLoginValues = {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

type LoginFormProps = {
  /** Where the form is: the player popup, or the agent page (agents only, no SMS mode, no remember). */
  side: 'player' | 'agent';
  /** Called once the member is in, with how they logged in and the password they typed. */
  onSuccess: (value: TLoginValue, kind: TLoginMode, typedPassword: string) => void;
  /** "Forgot password?" next to "Remember password" (player side). */
  onForgotPassword?: () => void;
  /** Shown under the form (free play, one-click log in, switch to register), not in the second step. */
  children?: ReactNode;
};

/**
 * The log in form of spec sections 2 and 4: username mode (human check, image captcha when the
 * server asks for it) and SMS-code mode (mobile number, country code, "Get code" with its
 * countdown), remember password for a day, and the "Verify it's you" step of a log in from a new
 * address. Errors of the server show in the form's alert, in the current language.
 */
export function LoginForm({ side, onSuccess, onForgotPassword, children }: LoginFormProps) {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const { flags, publicKey } = permission;
  const idPrefix = useId();
  const isPlayer = side === 'player';
  const hasSmsMode = isPlayer && isSmsLoginOffered(flags);
  const showsRemember = isPlayer;
  const [remembered] = useState<TRemembered | null>(() =>
    showsRemember ? loadRemembered(browserLocalStorage()) : null,
  );
  const [mode, setMode] = useState<TLoginMode>('username');
  const [countryCode, setCountryCode] = useDialingCode(
    flags.countryCodePicker,
    remembered?.countryDialingCode,
  );
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const [isCaptchaShown, setCaptchaShown] = useState(false);
  const [secondFactor, setSecondFactor] = useState<{
    challenge: TSecondFactorChallenge;
    password: string;
  } | null>(null);
  const captcha = useCaptcha(isCaptchaShown);
  const activeMode: TLoginMode = hasSmsMode ? mode : 'username';
  const dialingCode = flags.countryCodePicker && countryCode ? countryCode : undefined;

  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<TLoginValues>({
    shouldUnregister: true,
    defaultValues: {
      username: remembered?.username ?? '',
      password: remembered?.password ?? '',
      mobileNum: remembered?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      remember: remembered !== null,
    },
  });
  const field = (name: Exclude<keyof TLoginValues, 'remember'>) => ({
    ...register(name, { onChange: () => clearErrors(name) }),
    error: errors[name]?.message,
  });

  const mobileProblem = useMobileProblem();

  const rememberAfterCheck = (values: TLoginValues) => {
    if (!showsRemember) return;
    const storage = browserLocalStorage();
    if (!values.remember) {
      clearRemembered(storage);
      return;
    }
    saveRemembered(
      storage,
      activeMode === 'username'
        ? { username: values.username.trim(), password: values.password.trim() }
        : { mobileNum: values.mobileNum.trim(), countryDialingCode: dialingCode },
    );
  };

  const validate = (values: TLoginValues): { field: string; message: string }[] => {
    const problems: { field: string; message: string }[] = [];
    const required = (name: keyof TLoginValues, value: string) => {
      if (!value.trim()) problems.push({ field: name, message: t('validation.required') });
    };
    if (activeMode === 'username') {
      required('username', values.username);
      required('password', values.password);
      if (isCaptchaShown) required('captcha', values.captcha);
    } else {
      const problem = mobileProblem(values.mobileNum);
      if (problem) problems.push({ field: 'mobileNum', message: problem });
      required('verificationCode', values.verificationCode);
    }
    return problems;
  };

  const onSubmit = async (values: TLoginValues) => {
    setAlert(null);
    const problems = validate(values);
    if (problems.length > 0) {
      showFieldErrors(setError, problems);
      return;
    }
    const password = activeMode === 'username' ? values.password.trim() : values.verificationCode.trim();
    try {
      let value: TLoginValue;
      if (activeMode === 'username') {
        setPhase('verifying');
        const humanVerification = await solveHumanCheck();
        setPhase('submitting');
        value = await login(publicKey, {
          type: 'username',
          side,
          username: values.username.trim(),
          password,
          humanVerification,
          ...(isCaptchaShown && captcha.captchaKey
            ? { captcha: values.captcha.trim(), captchaKey: captcha.captchaKey }
            : {}),
        });
      } else {
        setPhase('submitting');
        value = await login(publicKey, {
          type: 'sms',
          side,
          username: values.mobileNum.trim(),
          password,
          countryDialingCode: dialingCode,
        });
      }
      rememberAfterCheck(values);
      onSuccess(value, activeMode, password);
    } catch (error) {
      const challenge = secondFactorChallengeOf(error);
      if (challenge) {
        rememberAfterCheck(values);
        setSecondFactor({ challenge, password });
        return;
      }
      if (activeMode === 'username') {
        // A captcha answers once: every failed try needs a new image.
        if (needsCaptcha(error) && !isCaptchaShown) setCaptchaShown(true);
        else if (isCaptchaShown) captcha.refresh({ force: true });
        setValue('captcha', '');
      }
      setAlert(error instanceof ApiError ? error.message : String(error));
    } finally {
      setPhase('idle');
    }
  };

  if (secondFactor) {
    return (
      <SecondFactorStep
        challenge={secondFactor.challenge}
        onSuccess={(value) => onSuccess(value, 'username', secondFactor.password)}
        onBack={() => {
          setSecondFactor(null);
          setAlert(null);
        }}
      />
    );
  }

  return (
    <>
      {hasSmsMode ? (
        <Tabs
          label={t('auth.loginMethod')}
          idPrefix={idPrefix}
          value={activeMode}
          onChange={(next) => {
            setMode(next);
            setAlert(null);
            clearErrors();
          }}
          tabs={[
            { id: 'username', label: t('auth.modeUsername') },
            { id: 'sms', label: t('auth.modeSms') },
          ]}
        />
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        {...(hasSmsMode
          ? { id: tabPanelId(idPrefix), role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, activeMode) }
          : {})}
      >
        {activeMode === 'username' ? (
          <>
            <TextField
              label={t('auth.username')}
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              autoCapitalize="none"
              spellCheck={false}
              isRequired
              autoFocusOnOpen
              {...field('username')}
            />
            <PasswordField
              label={t('auth.password')}
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              isRequired
              {...field('password')}
            />
            {isCaptchaShown ? <CaptchaField captcha={captcha} {...field('captcha')} /> : null}
          </>
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
                  purpose: 'login',
                  mobileNum: getValues('mobileNum').trim(),
                  countryDialingCode: dialingCode,
                  humanVerification: humanVerification ?? '',
                })
              }
            />
          </>
        )}
        {showsRemember || onForgotPassword ? (
          <div className="form__row">
            {showsRemember ? (
              <label className="checkbox">
                <input type="checkbox" {...register('remember')} />
                <span>{t('auth.remember')}</span>
              </label>
            ) : (
              <span />
            )}
            {onForgotPassword ? (
              <button type="button" className="link-button" onClick={onForgotPassword}>
                {t('auth.forgot')}
              </button>
            ) : null}
          </div>
        ) : null}
        <FormNotice message={alert} tone="error" />
        <SubmitButton phase={phase}>{t('auth.submitLogin')}</SubmitButton>
      </form>
      {children}
    </>
  );
}
