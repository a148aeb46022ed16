import { type TRevealedSeed, ZClientSeed } from '@croupier/contracts';
import { verifyServerSeed } from '@croupier/games';
import { useEffect, useId, useState } from 'react';
import { useGame } from '../context.ts';
import { useI18n } from '../lib/i18n.ts';
import { Icon } from './icons.tsx';

/** A random client seed (16 hex chars from the browser's CSPRNG). */
function randomClientSeed(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The provably-fair panel: the committed server seed hash, the editable client seed, the next
 * nonce, and rotation, which reveals the previous server seed (checked here against its hash).
 */
export function FairnessPanel() {
  const { api, fairness, setFairness, reportError, isBusy } = useGame();
  const { t } = useI18n();
  const [previous, setPrevious] = useState<TRevealedSeed | null>(null);
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  const [isSaving, setSaving] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    api
      .fairness()
      .then((res) => {
        setFairness(res.value.current);
        setPrevious(res.value.previous);
        setClientSeed(res.value.current.clientSeed);
      })
      .catch(reportError);
  }, [api, reportError, setFairness]);

  const apply = async (kind: 'client' | 'rotate') => {
    const parsed = ZClientSeed.safeParse(clientSeed);
    if (kind === 'client' && !parsed.success) {
      setFieldError(t('clientSeedRule'));
      return;
    }
    setFieldError(null);
    setSaving(true);
    try {
      const res = kind === 'client' ? await api.setClientSeed(clientSeed) : await api.rotateSeed();
      setFairness(res.value.current);
      setPrevious(res.value.previous);
      setClientSeed(res.value.current.clientSeed);
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  const isPreviousValid = previous ? verifyServerSeed(previous.serverSeed, previous.serverSeedHash) : null;
  return (
    <div className="fair">
      <p className="muted">{t('fairIntro')}</p>
      <section className="fair__block" aria-label={t('activeSeedPair')}>
        <h3 className="fair__title">{t('activeSeedPair')}</h3>
        <dl className="kv-list kv-list--mono">
          <div className="kv">
            <dt>{t('serverSeedSha')}</dt>
            <dd data-testid="server-seed-hash">{fairness.serverSeedHash}</dd>
          </div>
          <div className="kv">
            <dt>{t('nextNonce')}</dt>
            <dd>{fairness.nonce}</dd>
          </div>
        </dl>
        <label className="field-label" htmlFor={inputId}>
          {t('clientSeed')}
        </label>
        <div className="fair__seed-row">
          <input
            id={inputId}
            className="input mono"
            value={clientSeed}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={fieldError ? true : undefined}
            onChange={(event) => setClientSeed(event.target.value.trim())}
          />
          <button
            type="button"
            className="icon-btn icon-btn--square"
            aria-label={t('randomClientSeed')}
            onClick={() => setClientSeed(randomClientSeed())}
          >
            <Icon name="refresh" />
          </button>
        </div>
        {fieldError && (
          <p className="field-error" role="alert">
            {fieldError}
          </p>
        )}
        <div className="fair__actions">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={isSaving || isBusy || clientSeed === fairness.clientSeed}
            onClick={() => void apply('client')}
          >
            {t('changeClientSeed')}
          </button>
          <button
            type="button"
            className="btn btn--primary"
            disabled={isSaving || isBusy}
            onClick={() => void apply('rotate')}
          >
            <Icon name="refresh" size={18} /> {t('rotateSeed')}
          </button>
        </div>
        <p className="muted small">{t('clientSeedRotates')}</p>
      </section>
      {previous && (
        <section className="fair__block" aria-label={t('previousSeedPair')}>
          <h3 className="fair__title">{t('previousSeedPairRevealed')}</h3>
          <dl className="kv-list kv-list--mono">
            <div className="kv">
              <dt>{t('serverSeed')}</dt>
              <dd data-testid="revealed-server-seed">{previous.serverSeed}</dd>
            </div>
            <div className="kv">
              <dt>{t('serverSeedHash')}</dt>
              <dd>{previous.serverSeedHash}</dd>
            </div>
            <div className="kv">
              <dt>{t('clientSeed')}</dt>
              <dd>{previous.clientSeed}</dd>
            </div>
            <div className="kv">
              <dt>{t('noncesUsed')}</dt>
              <dd>{previous.lastNonce < 0 ? t('none') : `0 – ${previous.lastNonce}`}</dd>
            </div>
          </dl>
          <p className={`verdict__title ${isPreviousValid ? 'ok' : 'bad'}`} role="status">
            <Icon name={isPreviousValid ? 'check' : 'cross'} />
            {isPreviousValid ? t('seedMatches') : t('seedMismatch')}
          </p>
          <a
            className="btn btn--ghost"
            href={`${import.meta.env.BASE_URL}verify`}
            target="_blank"
            rel="noreferrer"
          >
            {t('openVerifier')}
          </a>
        </section>
      )}
    </div>
  );
}
