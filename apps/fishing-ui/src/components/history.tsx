import { parseMinor, type TFishingRoundSummary, type TFishingShotRecord } from '@croupier/contracts';
import { displayMoney } from '@croupier/game-client';
import { commitServerSeed, type FishKindCode, isFishKind, verifyShot } from '@croupier/games';
import { useEffect, useRef, useState } from 'react';
import type { FishingApi } from '../lib/api.ts';
import { useI18n } from '../lib/i18n.ts';
import { BackIcon, CloseIcon } from './icons.tsx';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The game recall: my rounds (shots, bet, win, status), and a round's shots, each of which can be
 * replayed here from the revealed server seed, the client seed and its nonce (packages/games).
 */
export function History({
  api,
  seedHash,
  onClose,
}: {
  api: FishingApi;
  seedHash: string;
  onClose: () => void;
}) {
  const { t, fishName } = useI18n();
  const [rounds, setRounds] = useState<TFishingRoundSummary[] | null>(null);
  const [open, setOpen] = useState<{ round: TFishingRoundSummary; shots: TFishingShotRecord[] } | null>(null);
  const [checked, setChecked] = useState<Record<number, boolean>>({});
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    api
      .rounds(30)
      .then((r) => setRounds(r.value.rounds))
      .catch(() => setRounds([]));
  }, [api]);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const openRound = (roundId: string) => {
    setChecked({});
    api
      .round(roundId)
      .then((r) => setOpen(r.value))
      .catch(() => undefined);
  };
  const verify = (shot: TFishingShotRecord) => {
    const r = open?.round;
    if (!r?.serverSeed || !isFishKind(shot.fishKind)) return;
    const ok =
      commitServerSeed(r.serverSeed) === r.seedHash &&
      verifyShot(r.serverSeed, r.clientSeed, { ...shot, fishKind: shot.fishKind as FishKindCode });
    setChecked((c) => ({ ...c, [shot.nonce]: ok }));
  };

  return (
    <div className="modal">
      <div
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-label={t('history')}
        tabIndex={-1}
        ref={dialog}
      >
        <header className="sheet__head">
          {open ? (
            <button type="button" className="pill pill--button" onClick={() => setOpen(null)}>
              <BackIcon /> {t('back')}
            </button>
          ) : null}
          <h2>{open ? t('round', { id: open.round.roundId }) : t('history')}</h2>
          <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        {!open ? (
          <>
            <p className="fair">
              <strong>{t('fairness')}</strong> · {t('rtp')} · {t('nextSeedHash')}:{' '}
              <code>{seedHash.slice(0, 24)}…</code>
            </p>
            {rounds === null ? null : rounds.length === 0 ? (
              <p className="empty">{t('noRounds')}</p>
            ) : (
              <table className="rounds">
                <thead>
                  <tr>
                    <th>{t('time')}</th>
                    <th>{t('shots')}</th>
                    <th>{t('bet')}</th>
                    <th>{t('win')}</th>
                    <th>{t('status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rounds.map((r) => (
                    <tr key={r.roundId}>
                      <td>
                        <button type="button" className="link" onClick={() => openRound(r.roundId)}>
                          {time(r.openedAt)}
                        </button>
                      </td>
                      <td>{r.shots}</td>
                      <td>{displayMoney(r.bet)}</td>
                      <td className={parseMinor(r.win) > 0n ? 'won' : ''}>{displayMoney(r.win)}</td>
                      <td>
                        <span className={`badge badge--${r.status.toLowerCase()}`}>{t(r.status)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        ) : (
          <>
            <dl className="seeds">
              <dt>{t('seedHash')}</dt>
              <dd>
                <code>{open.round.seedHash}</code>
              </dd>
              <dt>{t('serverSeed')}</dt>
              <dd>{open.round.serverSeed ? <code>{open.round.serverSeed}</code> : t('seedHidden')}</dd>
              <dt>{t('clientSeed')}</dt>
              <dd>
                <code>{open.round.clientSeed}</code>
              </dd>
            </dl>
            {open.round.serverSeed && commitServerSeed(open.round.serverSeed) === open.round.seedHash ? (
              <p className="fair">{t('seedMatches')}</p>
            ) : null}
            <table className="rounds">
              <thead>
                <tr>
                  <th>{t('nonce')}</th>
                  <th>{t('fish')}</th>
                  <th>{t('bet')}</th>
                  <th>{t('win')}</th>
                  <th>{t('verify')}</th>
                </tr>
              </thead>
              <tbody>
                {open.shots.map((s) => (
                  <tr key={s.nonce}>
                    <td>{s.nonce}</td>
                    <td>
                      {fishName(s.fishKind)}{' '}
                      <small className={s.captured ? 'won' : 'muted'}>
                        {s.captured ? t('caught', { m: s.multiplier }) : t('missed')}
                      </small>
                    </td>
                    <td>{displayMoney(s.bet)}</td>
                    <td className={s.captured ? 'won' : ''}>{displayMoney(s.win)}</td>
                    <td>
                      {checked[s.nonce] === undefined ? (
                        <button
                          type="button"
                          className="pill pill--button pill--small"
                          disabled={!open.round.serverSeed}
                          aria-label={`${t('verify')} ${t('nonce')} ${s.nonce}`}
                          onClick={() => verify(s)}
                        >
                          {t('verify')}
                        </button>
                      ) : (
                        <span className={checked[s.nonce] ? 'won' : 'bad'}>
                          {checked[s.nonce] ? t('verified') : t('notVerified')}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </div>
    </div>
  );
}
