import {
  API,
  type TOperatorLogin,
  type TOperatorMe,
  ZOk,
  ZOperatorLogin,
  ZOperatorSession,
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

/** Sign-in: username, password and the authenticator's current code. */
export function ConsoleLogin({ onSignedIn }: { onSignedIn: (token: string, me: TOperatorMe) => void }) {
  const form = useForm<TOperatorLogin>({
    resolver: zodResolver(ZOperatorLogin),
    defaultValues: { username: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: TOperatorLogin) =>
      consoleRequest(API.admin.operatorLogin, ZOk(ZOperatorSession), { method: 'POST', body }),
    onSuccess: ({ value }) => onSignedIn(value.token, value.me),
  });
  const submit = form.handleSubmit((values) =>
    login.mutate({
      ...values,
      ...(values.totpCode ? { totpCode: values.totpCode } : { totpCode: undefined }),
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
            placeholder="6 digits (leave empty on your first sign-in)"
            {...form.register('totpCode', { setValueAs: (v: string) => (v ? v.trim() : undefined) })}
          />
          {errors.totpCode && <span className="console-error">The code is 6 digits.</span>}
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
    mutationFn: (body: z.infer<typeof ZTotpConfirm>) =>
      consoleRequest(API.admin.operatorTotpConfirm, ZOk(z.null()), { method: 'POST', body }),
    onSuccess: onDone,
  });
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
