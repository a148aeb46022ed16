import type { TMemberSecurity } from '@croupier/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice, TextField } from '../../components/form-fields.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useDisableTotp, useEnableTotp, useTotpSetup } from './money-api.ts';
import { errorText } from './money-ui.tsx';
import { HoldWarning } from './security-forms.tsx';

/** The 6 digits of the app, or null with the field's problem shown. */
function useCodeField() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  return {
    props: {
      label: t('memberMoney.security.totpCode'),
      inputMode: 'numeric' as const,
      autoComplete: 'one-time-code',
      maxLength: 6,
      isRequired: true,
      value: code,
      error,
      onChange: (event: { target: { value: string } }) => {
        setCode(event.target.value);
        setError(null);
      },
    },
    take(): string | null {
      const trimmed = code.trim();
      if (/^\d{6}$/.test(trimmed)) return trimmed;
      setError(t('memberMoney.security.totpCodeFormat'));
      return null;
    },
  };
}

/**
 * Google Authenticator (TOTP): "Set up" shows the secret once, as a QR code and as a setup key to
 * type; a code from the app turns it on. Once on, a code from the app turns it off (which holds
 * withdrawals). The secret is never shown again after the setup.
 */
export function TotpPanel({
  security,
  onDone,
}: {
  security: TMemberSecurity;
  onDone: (notice: string) => void;
}) {
  return security.totpEnabled ? <DisableTotp onDone={onDone} /> : <EnableTotp onDone={onDone} />;
}

function EnableTotp({ onDone }: { onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const code = useCodeField();
  const secret = setup.data;
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.take();
    if (value === null) return;
    await enable.mutateAsync({ code: value });
    onDone(t('memberMoney.security.totpEnabled'));
  };
  if (!secret) {
    return (
      <div className="money-form">
        <FormNotice message={setup.isError ? errorText(setup.error) : null} tone="error" />
        <div className="money-form__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={setup.isPending}
            aria-busy={setup.isPending || undefined}
            onClick={() => setup.mutate()}
          >
            {t('memberMoney.security.totpSetUp')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <form
      className="form money-form totp"
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
    >
      <div className="totp__setup">
        <div className="totp__qr">
          <QRCodeSVG
            value={secret.otpauthUri}
            size={168}
            marginSize={2}
            role="img"
            aria-label={t('memberMoney.security.totpQr')}
            title={t('memberMoney.security.totpQr')}
          />
        </div>
        <div className="totp__steps">
          <p className="money-form__note">{t('memberMoney.security.totpScan')}</p>
          <TextField
            label={t('memberMoney.security.totpKey')}
            readOnly
            className="totp__key"
            value={secret.secret}
            onFocus={(event) => event.target.select()}
          />
          <TextField {...code.props} />
        </div>
      </div>
      <FormNotice message={enable.isError ? errorText(enable.error) : null} tone="error" />
      <div className="money-form__actions">
        <SubmitButton phase={enable.isPending ? 'submitting' : 'idle'} className="button button--primary">
          {t('memberMoney.security.totpEnable')}
        </SubmitButton>
      </div>
    </form>
  );
}

function DisableTotp({ onDone }: { onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const disable = useDisableTotp();
  const code = useCodeField();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.take();
    if (value === null) return;
    await disable.mutateAsync({ code: value });
    onDone(t('memberMoney.security.totpDisabled'));
  };
  return (
    <form
      className="form money-form"
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
    >
      <p className="money-form__note">{t('memberMoney.security.totpOnText')}</p>
      <TextField {...code.props} />
      <HoldWarning />
      <FormNotice message={disable.isError ? errorText(disable.error) : null} tone="error" />
      <div className="money-form__actions">
        <SubmitButton phase={disable.isPending ? 'submitting' : 'idle'} className="button button--danger">
          {t('memberMoney.security.totpDisable')}
        </SubmitButton>
      </div>
    </form>
  );
}
