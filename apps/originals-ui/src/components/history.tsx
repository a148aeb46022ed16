import { parseMinor, type TInhouseRound } from '@croupier/contracts';
import { useEffect, useState } from 'react';
import { useGame } from '../context.ts';
import { gameLabel } from '../lib/game-label.ts';
import { useI18n } from '../lib/i18n.ts';
import { displayMoney } from '../lib/money.ts';
import {
  type Check,
  multiplierToHundredths,
  paramsFromRound,
  recordedFromRound,
  verifyCrashRound,
  verifyRound,
} from '../lib/verify.ts';
import { toVerifyQuery } from '../lib/verify-link.ts';
import { Icon } from './icons.tsx';
import { RoundOutcome } from './round-outcome.tsx';

const time = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' });
};

/** The player's last rounds; choosing one opens its recall and verification. */
export function HistoryDrawer({ version }: { version: number }) {
  const { api, reportError } = useGame();
  const { t } = useI18n();
  const [rounds, setRounds] = useState<TInhouseRound[] | null>(null);
  const [selected, setSelected] = useState<TInhouseRound | null>(null);

  useEffect(() => {
    let isCancelled = false;
    void version;
    api
      .rounds(30)
      .then((res) => {
        if (!isCancelled) setRounds(res.value.list);
      })
      .catch((error: unknown) => {
        if (!isCancelled) {
          setRounds([]);
          reportError(error);
        }
      });
    return () => {
      isCancelled = true;
    };
  }, [api, reportError, version]);

  if (selected) {
    return <RoundDetail round={selected} onBack={() => setSelected(null)} onReplace={setSelected} />;
  }
  if (rounds === null) return <p className="muted">{t('loadingRounds')}</p>;
  if (rounds.length === 0) return <p className="empty">{t('noRounds')}</p>;
  return (
    <ul className="round-list" aria-label={t('lastRounds')}>
      {rounds.map((r) => {
        const net = parseMinor(r.win) - parseMinor(r.bet);
        return (
          <li key={r.roundId}>
            <button
              type="button"
              className="round-row"
              aria-label={t('roundN', { id: r.roundId })}
              onClick={() => setSelected(r)}
            >
              <span className="round-row__main">
                <span className="round-row__game">{gameLabel(r.gameCode)}</span>
                <span className="round-row__time">
                  {time(r.createdAt)} · <span className="mono">{r.roundId}</span>
                </span>
              </span>
              <span className="round-row__money">
                <span>{t('betAmountShort', { amount: displayMoney(r.bet) })}</span>
                <span className={net > 0n ? 'pos' : net < 0n ? 'neg' : ''}>
                  {r.status === 'open' ? t('open') : t('winAmount', { amount: displayMoney(r.win) })}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="kv">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** One round's recall (outcome, steps, balance before/after) and its provably-fair verification. */
export function RoundDetail({
  round,
  onBack,
  onReplace,
}: {
  round: TInhouseRound;
  onBack: () => void;
  onReplace: (round: TInhouseRound) => void;
}) {
  const { api, session, reportError, setFairness, isBusy } = useGame();
  const { t } = useI18n();
  const [result, setResult] = useState<{ checks: Check[]; isVerified: boolean } | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [isRotating, setRotating] = useState(false);
  const params = paramsFromRound(round);
  const seed = round.fairness.serverSeed;

  const verify = () => {
    setVerifyError(null);
    try {
      if (round.outcome.kind === 'crash') {
        const rules = session.game.rules;
        if (rules.kind !== 'crash' || !round.outcome.roundHash || !round.outcome.bust) {
          setVerifyError(t('crashNotRevealed'));
          return;
        }
        const { crashHundredths } = verifyCrashRound(round.outcome.roundHash, rules.salt);
        const expected = multiplierToHundredths(round.outcome.bust);
        const checks: Check[] = [
          {
            label: 'Bust = crashPoint(round hash, salt)',
            expected: (Number(crashHundredths) / 100).toFixed(2),
            actual: round.outcome.bust,
            isMatch: crashHundredths === expected,
          },
        ];
        setResult({ checks, isVerified: checks.every((c) => c.isMatch) });
        return;
      }
      if (!params || !seed) return;
      const v = verifyRound(
        params,
        { serverSeed: seed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce },
        recordedFromRound(round),
      );
      setResult({ checks: v.checks, isVerified: v.isVerified });
    } catch (error) {
      setVerifyError(error instanceof Error ? error.message : String(error));
    }
  };

  const rotate = async () => {
    setRotating(true);
    try {
      const res = await api.rotateSeed();
      setFairness(res.value.current);
      const fresh = await api.round(round.roundId);
      onReplace(fresh.value.round);
      setResult(null);
    } catch (error) {
      reportError(error);
    } finally {
      setRotating(false);
    }
  };

  const verifyHref =
    params && seed
      ? `${import.meta.env.BASE_URL}verify?${toVerifyQuery({
          params,
          seeds: { serverSeed: seed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce },
          serverSeedHash: round.fairness.serverSeedHash,
        })}`
      : null;

  return (
    <div className="recall">
      <button type="button" className="btn btn--ghost btn--small" onClick={onBack}>
        <span className="flip-rtl">
          <Icon name="back" size={16} />
        </span>{' '}
        {t('allRounds')}
      </button>
      <h3 className="recall__title">{t('roundN', { id: round.roundId })}</h3>
      <dl className="kv-list">
        <Row label={t('time')}>{time(round.createdAt)}</Row>
        <Row label={t('status')}>{round.status}</Row>
        <Row label={t('bet')}>{displayMoney(round.bet, 4)}</Row>
        <Row label={t('win')}>{displayMoney(round.win, 4)}</Row>
        <Row label={t('multiplier')}>{round.multiplier}×</Row>
        {parseMinor(round.jackpotWin) > 0n && (
          <Row label={t('jackpotWin')}>{displayMoney(round.jackpotWin, 4)}</Row>
        )}
        <Row label={t('balanceBefore')}>
          {round.balanceBefore ? displayMoney(round.balanceBefore, 4) : '—'}
        </Row>
        <Row label={t('balanceAfter')}>{round.balanceAfter ? displayMoney(round.balanceAfter, 4) : '—'}</Row>
      </dl>
      <h4 className="recall__subtitle">{t('outcome')}</h4>
      <RoundOutcome outcome={round.outcome} />
      <h4 className="recall__subtitle">{t('provablyFair')}</h4>
      <dl className="kv-list kv-list--mono">
        <Row label={t('serverSeedHash')}>{round.fairness.serverSeedHash}</Row>
        <Row label={t('serverSeed')}>{seed ?? t('hiddenUntilRotated')}</Row>
        <Row label={t('clientSeed')}>{round.fairness.clientSeed}</Row>
        <Row label={t('nonce')}>{round.fairness.nonce}</Row>
      </dl>
      <div className="recall__actions">
        {round.outcome.kind === 'crash' || seed ? (
          <button type="button" className="btn btn--primary" onClick={verify}>
            <Icon name="shield" size={18} /> {t('verifyRound')}
          </button>
        ) : (
          <>
            <p className="muted">{t('seedInUse')}</p>
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => void rotate()}
              disabled={isRotating || isBusy}
            >
              <Icon name="refresh" size={18} /> {t('rotateAndReveal')}
            </button>
          </>
        )}
        {verifyHref && (
          <a className="btn btn--ghost" href={verifyHref} target="_blank" rel="noreferrer">
            {t('openInVerifier')}
          </a>
        )}
      </div>
      {verifyError && (
        <p className="notice notice--error" role="alert">
          {verifyError}
        </p>
      )}
      {result && <VerifyChecks checks={result.checks} isVerified={result.isVerified} />}
    </div>
  );
}

/** The list of checks and the overall verdict. */
export function VerifyChecks({ checks, isVerified }: { checks: Check[]; isVerified: boolean }) {
  const { t } = useI18n();
  return (
    <section
      className={`verdict ${isVerified ? 'verdict--ok' : 'verdict--bad'}`}
      aria-label={t('verificationResult')}
    >
      <p className="verdict__title" role="status">
        <Icon name={isVerified ? 'check' : 'cross'} /> {isVerified ? t('verified') : t('mismatch')}
      </p>
      <ul className="verdict__list">
        {checks.map((c) => (
          <li key={c.label} className={c.isMatch ? 'ok' : 'bad'}>
            <span className="verdict__mark" aria-hidden="true">
              {c.isMatch ? '✓' : '✗'}
            </span>
            <span className="verdict__label">{c.label}</span>
            <span className="verdict__value mono">
              {c.isMatch ? c.expected : t('expectedRecorded', { expected: c.expected, actual: c.actual })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
