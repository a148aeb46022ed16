import {
  API,
  type TOperatorLogin,
  type TOperatorMe,
  ZOk,
  ZOperatorLogin,
  ZOperatorSession,
  ZRecoveryCodes,
  ZTotpConfirm,
  ZTotpEnrolment,
} from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../api/api-client.ts';
import { consoleRequest } from './console-api.ts';
import { RecoveryCodesList } from './pages/security-page.tsx';

function errorText(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.code === 'LOGIN_FAILED') return 'Wrong username or password.';
    if (error.code === 'TOTP_CODE_INVALID')
      return 'That authenticator code is not right (or was already used).';
    return error.message;
  }
  return 'Something went wrong. Try again.';
}

/** The sign-in form: the second-factor field holds an authenticator code or a recovery code. */
const ZLoginForm = ZOperatorLogin.extend({
  totpCode: z
    .string()
    .regex(/^(\d{6}|[A-Za-z2-9]{5}-[A-Za-z2-9]{5})$/)
    .optional(),
});

/** Sign-in: username, password and the authenticator's current code (or a recovery code). */
export function ConsoleLogin({ onSignedIn }: { onSignedIn: (token: string, me: TOperatorMe) => void }) {
  const form = useForm<TOperatorLogin>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: TOperatorLogin) =>
      consoleRequest(API.admin.operatorLogin, ZOk(ZOperatorSession), { method: 'POST', body }),
    onSuccess: ({ value }) => onSignedIn(value.token, value.me),
  });
  // One field takes the authenticator's 6 digits or, without the authenticator, a recovery code.
  const submit = form.handleSubmit(({ username, password, totpCode }) =>
    login.mutate({
      username,
      password,
      ...(totpCode && /^\d{6}$/.test(totpCode) ? { totpCode } : {}),
      ...(totpCode && !/^\d{6}$/.test(totpCode) ? { recoveryCode: totpCode } : {}),
    }),
  );
  const { errors } = form.formState;
  return (
    <div className="console-auth">
      <form
        className="console-auth__card"
        onSubmit={(event) => void submit(event)}
        aria-labelledby="console-login-title"
        noValidate
      >
        <div className="console-auth__mark" aria-hidden="true">
          C
        </div>
        <h1 id="console-login-title">Operator console</h1>
        <p className="console-muted">Sign in with your operator account and your authenticator app.</p>
        <label className="field">
          <span className="field__label">Username</span>
          <input className="input" autoComplete="username" {...form.register('username')} />
          {errors.username && <span className="console-error">Enter your username.</span>}
        </label>
        <label className="field">
          <span className="field__label">Password</span>
          <input
            className="input"
            type="password"
            autoComplete="current-password"
            {...form.register('password')}
          />
          {errors.password && <span className="console-error">Enter your password.</span>}
        </label>
        <label className="field">
          <span className="field__label">Authenticator code</span>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 digits, or a recovery code (empty on your first sign-in)"
            {...form.register('totpCode', { setValueAs: (v: string) => (v ? v.trim() : undefined) })}
          />
          {errors.totpCode && (
            <span className="console-error">The code is 6 digits, or a recovery code like abcde-23456.</span>
          )}
        </label>
        {login.error && (
          <p className="form-notice form-notice--error" role="alert">
            {errorText(login.error)}
          </p>
        )}
        <button
          type="submit"
          className="button button--primary button--block button--large"
          disabled={login.isPending}
        >
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}

/** The first sign-in: the operator holds no permission until its authenticator is on. */
export function TotpEnrolment({ operator, onDone }: { operator: TOperatorMe; onDone: () => void }) {
  const enrolment = useQuery({
    queryKey: ['console', 'totp-enrolment'],
    queryFn: async () =>
      (await consoleRequest(API.admin.operatorTotp, ZOk(ZTotpEnrolment), { method: 'POST' })).value,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const form = useForm<z.infer<typeof ZTotpConfirm>>({
    resolver: zodResolver(ZTotpConfirm),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: async (body: z.infer<typeof ZTotpConfirm>) =>
      (await consoleRequest(API.admin.operatorTotpConfirm, ZOk(ZRecoveryCodes), { method: 'POST', body }))
        .value.codes,
  });
  if (confirm.data) {
    return (
      <div className="console-auth">
        <section
          className="console-auth__card console-auth__card--wide"
          aria-labelledby="console-codes-title"
        >
          <h1 id="console-codes-title">Save your recovery codes</h1>
          <p className="console-muted">
            Your authenticator is on. If you lose it, sign in with one of these.
          </p>
          <RecoveryCodesList codes={confirm.data} />
          <button type="button" className="button button--primary button--block" onClick={onDone}>
            I have saved them, continue
          </button>
        </section>
      </div>
    );
  }
  return (
    <div className="console-auth">
      <form
        className="console-auth__card console-auth__card--wide"
        onSubmit={(event) => void form.handleSubmit((values) => confirm.mutate(values))(event)}
        aria-labelledby="console-totp-title"
        noValidate
      >
        <h1 id="console-totp-title">Set up your authenticator</h1>
        <p className="console-muted">
          Welcome, {operator.username}. Every console account signs in with a second factor: scan the code
          with Google Authenticator (or any TOTP app), then enter the 6 digits it shows.
        </p>
        {enrolment.data ? (
          <div className="console-totp">
            <div className="console-totp__qr">
              <QRCodeSVG
                value={enrolment.data.otpauthUri}
                size={168}
                marginSize={2}
                title="Authenticator QR code"
              />
            </div>
            <label className="field">
              <span className="field__label">Setup key</span>
              <input className="input console-mono" readOnly value={enrolment.data.secret} />
              <span className="field__hint">Type this key into the app if you cannot scan the code.</span>
            </label>
          </div>
        ) : (
          <p className="console-muted">
            {enrolment.error ? errorText(enrolment.error) : 'Preparing your key…'}
          </p>
        )}
        <label className="field">
          <span className="field__label">Code from the app</span>
          <input
            className="input"
            inputMode="numeric"
            autoComplete="one-time-code"
            {...form.register('code')}
          />
          {form.formState.errors.code && <span className="console-error">The code is 6 digits.</span>}
        </label>
        {confirm.error && (
          <p className="form-notice form-notice--error" role="alert">
            {errorText(confirm.error)}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" disabled={confirm.isPending}>
          Turn on and continue
        </button>
      </form>
    </div>
  );
}
