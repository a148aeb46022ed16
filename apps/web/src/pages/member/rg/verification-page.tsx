import {
  KYC_CONTENT_TYPES,
  KYC_DOCUMENT_KINDS,
  KYC_MAX_BYTES,
  KYC_MAX_DOCUMENTS,
  type TKycDocumentKind,
} from '@croupier/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormNotice, TextField } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { fileSize, readBase64 } from '../../../lib/image-files.ts';
import { formatTime } from '../money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  useMerchantMoney,
} from '../money-ui.tsx';
import { useKycOverview, useSubmitKyc } from './rg-api.ts';
import './rg.css';

/** One document slot: a file input shown as a drop card with a preview of the chosen image. */
function DocumentSlot({
  kind,
  file,
  isDisabled,
  onChoose,
}: {
  kind: TKycDocumentKind;
  file: File | undefined;
  isDisabled: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const name = t(`rg.kyc.kinds.${kind}`);
  return (
    <label htmlFor={id} className={`kyc-slot${file ? ' is-filled' : ''}`}>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        aria-label={name}
        disabled={isDisabled && !file}
        onChange={(event) => onChoose(event.target.files?.[0])}
      />
      {preview ? <img src={preview} alt="" /> : <Icon name={kind === 'selfie' ? 'user' : 'key'} size={28} />}
      <span className="kyc-slot__name">{name}</span>
      <span className="kyc-slot__hint">
        {file ? t('rg.kyc.chosen', { name: file.name, size: fileSize(file.size) }) : t('rg.kyc.fileRule')}
      </span>
    </label>
  );
}

/** The merchant's rule and the member's state, as the withdraw page shows it (with a link to verify). */
export function KycWithdrawRule() {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const overview = useKycOverview();
  const data = overview.data;
  if (!data || data.status === 'approved') {
    return data?.status === 'approved' ? (
      <div className="kyc-rule">
        <Icon name="check" size={18} />
        <p>{t('rg.kyc.nameRule')}</p>
      </div>
    ) : null;
  }
  const { withdrawalThreshold, depositThreshold } = data.rules;
  if (!withdrawalThreshold && !depositThreshold) return null;
  const text = data.requiredNow
    ? t('rg.kyc.required', { deposit: formatAmount(depositThreshold ?? '0', symbol) })
    : withdrawalThreshold
      ? t('rg.kyc.rules', { withdrawal: formatAmount(withdrawalThreshold, symbol) })
      : t('rg.kyc.rulesDeposit', { deposit: formatAmount(depositThreshold ?? '0', symbol) });
  return (
    <div className="kyc-rule">
      <Icon name="shield" size={18} />
      <p>{text}</p>
      <Link to="/member?tab=verification" className="button button--outline button--small">
        {t('rg.kyc.verifyNow')}
      </Link>
    </div>
  );
}

/** Member centre: identity verification (KYC) — status, the merchant's rules, and the upload form. */
export function VerificationPage() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const overview = useKycOverview();
  const mutation = useSubmitKyc();
  const [files, setFiles] = useState<Partial<Record<TKycDocumentKind, File>>>({});
  const [fullName, setFullName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const chosen = Object.entries(files).filter(
    (entry): entry is [TKycDocumentKind, File] => entry[1] !== undefined,
  );
  const choose = (kind: TKycDocumentKind, file: File | undefined) => {
    setProblem(null);
    if (file && !(KYC_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      return setProblem(t('rg.kyc.wrongType', { name: file.name }));
    }
    if (file && file.size > KYC_MAX_BYTES) return setProblem(t('rg.kyc.tooBig', { name: file.name }));
    setFiles((current) => ({ ...current, [kind]: file }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    if (chosen.length === 0) return setProblem(t('rg.kyc.needOne'));
    if (chosen.length > KYC_MAX_DOCUMENTS) return setProblem(t('rg.kyc.tooMany'));
    const documents = await Promise.all(
      chosen.map(async ([kind, file]) => ({
        kind,
        fileName: file.name,
        contentType: file.type,
        data: await readBase64(file),
      })),
    );
    await mutation.mutateAsync({ fullName: fullName.trim(), idNumber: idNumber.trim(), documents });
    setFiles({});
    setDone(true);
  };
  if (overview.isPending) return <MoneySkeleton rows={4} />;
  if (overview.isError) return <MoneyError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data;
  const canSubmit = data.status !== 'approved' && data.status !== 'pending';
  const { withdrawalThreshold, depositThreshold } = data.rules;
  return (
    <section className="rg-page" aria-label={t('rg.kyc.title')}>
      <MoneySectionHead icon="shield" title={t('rg.kyc.title')} lead={t('rg.kyc.lead')}>
        <span className={`kyc-chip kyc-chip--${data.status}`}>{t(`rg.kyc.statuses.${data.status}`)}</span>
      </MoneySectionHead>
      {data.verifiedName ? (
        <div className="kyc-rule">
          <Icon name="check" size={18} />
          <p>
            <strong>{t('rg.kyc.verifiedAs', { name: data.verifiedName })}</strong> · {t('rg.kyc.nameRule')}
          </p>
        </div>
      ) : null}
      {data.latest && data.latest.status !== 'approved' ? (
        <article className="money-card rg-card">
          <div className="kyc-status">
            <span className={`kyc-chip kyc-chip--${data.latest.status}`}>
              {t(`rg.kyc.statuses.${data.latest.status}`)}
            </span>
            <span className="rg-card__note">{formatTime(data.latest.createdAt, timezone)}</span>
          </div>
          <p className="rg-card__lead">
            {data.latest.fullName} ·{' '}
            {data.latest.documents.map((d) => t(`rg.kyc.kinds.${d.kind}`)).join(', ')}
          </p>
          {data.latest.reason ? (
            <p className="rg-card__lead">{t('rg.kyc.reason', { reason: data.latest.reason })}</p>
          ) : null}
        </article>
      ) : null}
      {withdrawalThreshold || depositThreshold ? (
        <p className="rg-card__lead">
          {withdrawalThreshold
            ? t('rg.kyc.rules', { withdrawal: formatAmount(withdrawalThreshold, symbol) })
            : null}{' '}
          {depositThreshold
            ? t('rg.kyc.rulesDeposit', { deposit: formatAmount(depositThreshold, symbol) })
            : null}
        </p>
      ) : null}
      {canSubmit ? (
        <article className="money-card">
          <form
            className="kyc-form"
            noValidate
            onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
          >
            <div className="kyc-form__names">
              <TextField
                label={t('rg.kyc.fullName')}
                isRequired
                autoComplete="name"
                value={fullName}
                onChange={(event) => setFullName(event.target.value)}
              />
              <TextField
                label={t('rg.kyc.idNumber')}
                isRequired
                autoComplete="off"
                value={idNumber}
                onChange={(event) => setIdNumber(event.target.value)}
              />
            </div>
            <div className="kyc-slots">
              {KYC_DOCUMENT_KINDS.map((kind) => (
                <DocumentSlot
                  key={kind}
                  kind={kind}
                  file={files[kind]}
                  isDisabled={chosen.length >= KYC_MAX_DOCUMENTS}
                  onChoose={(file) => choose(kind, file)}
                />
              ))}
            </div>
            <FormNotice
              message={
                problem ??
                (mutation.isError ? errorText(mutation.error) : done ? t('rg.kyc.submitted') : null)
              }
              tone={problem || mutation.isError ? 'error' : 'success'}
            />
            <SubmitButton phase={mutation.isPending ? 'submitting' : 'idle'}>
              {t('rg.kyc.submit')}
            </SubmitButton>
          </form>
        </article>
      ) : null}
    </section>
  );
}
