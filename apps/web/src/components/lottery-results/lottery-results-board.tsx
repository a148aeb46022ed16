import {
  API,
  type TGame,
  type TGameType,
  type TLottoPrizeMode,
  type TOpenedNumero,
  ZOpenedGameResponse,
  ZOpenedNumeroResponse,
} from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../api/api-client.ts';
import { useCategoryGames } from '../../api/lobby.ts';
import { checkResult, type TResultCheck } from './verify-result.ts';
import './lottery-results.css';

/** Which lottery page plays a vendor's games (spec section 4's launch rule). */
function playPathOf(vassalage: string, gameCode: string): string {
  const page =
    vassalage === 'TCG_LOTTO_VN' ? '/vnLottery' : vassalage === 'TCG_SEA' ? '/seaLottery' : '/lottery';
  return `${page}?${new URLSearchParams({ gameCode, vassalage })}`;
}

/**
 * The results board of a lottery category (/lott, /elott): the latest published draw of each game
 * with its headline numbers; opened, every prize tier, the earlier draws, and a check in the
 * browser that the revealed seed matches the hash published before the draw and gives the numbers.
 */
export function LotteryResultsBoard({ prizeMode }: { prizeMode: Extract<TLottoPrizeMode, TGameType> }) {
  const { t, i18n } = useTranslation();
  const latest = useQuery({
    queryKey: ['lotto', 'openedNumero', prizeMode, i18n.language],
    queryFn: async () =>
      (await apiRequest(API.lotto.openedNumero, ZOpenedNumeroResponse, { query: { prizeMode } })).value.list,
    refetchInterval: 30_000,
  });
  const games = useCategoryGames(prizeMode, true, 50);
  const nameOf = (r: TOpenedNumero) =>
    games.data?.games.find((g: TGame) => g.gameCode === r.gameCode && g.vassalage === r.vassalage)
      ?.gameName ?? r.gameCode;
  const [open, setOpen] = useState<string | null>(null);

  return (
    <section className="lotto-board" aria-labelledby={`lotto-board-${prizeMode}`}>
      <header className="lotto-board__head">
        <h2 id={`lotto-board-${prizeMode}`}>{t('lotteryResults.latest')}</h2>
        <p>{t('lotteryResults.lead')}</p>
      </header>
      {latest.isPending ? <div className="skeleton skeleton--row" aria-hidden="true" /> : null}
      {latest.isError ? <p className="lotto-board__note">{t('lotteryResults.failed')}</p> : null}
      {latest.data?.length === 0 ? <p className="lotto-board__note">{t('lotteryResults.empty')}</p> : null}
      <ul className="lotto-board__list">
        {latest.data?.map((r) => {
          const key = `${r.vassalage}:${r.gameCode}`;
          const isOpen = open === key;
          const headline = r.tiers[0];
          return (
            <li key={key} className={`lotto-card${isOpen ? ' lotto-card--open' : ''}`}>
              <div className="lotto-card__top">
                <div className="lotto-card__title">
                  <h3>{nameOf(r)}</h3>
                  <span>
                    {t('lotteryResults.draw', { issue: r.issue })} ·{' '}
                    {t('lotteryResults.drawnAt', {
                      time: new Date(r.openedAt).toLocaleString(i18n.language),
                    })}
                  </span>
                </div>
                <Link
                  className="button button--primary button--small"
                  to={playPathOf(r.vassalage, r.gameCode)}
                >
                  {t('lotteryResults.play')}
                </Link>
              </div>
              {headline ? (
                <p className="lotto-card__headline">
                  <span className="visually-hidden">{headline.name}: </span>
                  {ballsOf(headline).map((ball) => (
                    <span key={ball.id} className="lotto-ball">
                      {ball.text}
                    </span>
                  ))}
                </p>
              ) : null}
              <button
                type="button"
                className="button button--ghost button--small lotto-card__toggle"
                aria-expanded={isOpen}
                onClick={() => setOpen(isOpen ? null : key)}
              >
                {isOpen ? t('lotteryResults.hide') : t('lotteryResults.allPrizes')}
              </button>
              {isOpen ? <ResultDetail result={r} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The headline's balls: each number, or each digit of a single number (the special prize 12345). */
function ballsOf(tier: TOpenedNumero['tiers'][number]): { id: string; text: string }[] {
  const parts = tier.numbers.length === 1 ? [...(tier.numbers[0] ?? '')] : tier.numbers;
  return parts.map((text, position) => ({ id: `${tier.tier}:${position}`, text }));
}

function ResultDetail({ result }: { result: TOpenedNumero }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<TResultCheck | null>(null);
  const history = useQuery({
    queryKey: ['lotto', 'openedGame', result.vassalage, result.gameCode],
    queryFn: async () =>
      (
        await apiRequest(API.lotto.openedGame, ZOpenedGameResponse, {
          query: { vassalage: result.vassalage, gameCode: result.gameCode, pageSize: 10 },
        })
      ).value.list,
  });
  return (
    <div className="lotto-detail">
      <table className="lotto-detail__tiers">
        <caption className="visually-hidden">{t('lotteryResults.prizeTiers')}</caption>
        <tbody>
          {result.tiers.map((tier) => (
            <tr key={tier.tier}>
              <th scope="row">{tier.name}</th>
              <td>{tier.numbers.join('  ·  ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="lotto-detail__fair">
        <p>
          <span>{t('lotteryResults.seedHash')}</span>
          <code>{result.seedHash ?? '—'}</code>
        </p>
        <p>
          <span>{t('lotteryResults.seed')}</span>
          <code>{result.seed ?? t('lotteryResults.noSeed')}</code>
        </p>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => setCheck(checkResult(result))}
        >
          {t('lotteryResults.verify')}
        </button>
        {check ? (
          <p
            role="status"
            className={
              check.kind === 'checked' && check.isSeedHashOk && check.isNumbersOk !== false
                ? 'lotto-detail__ok'
                : 'lotto-detail__bad'
            }
          >
            {check.kind === 'noSeed'
              ? t('lotteryResults.noSeed')
              : !check.isSeedHashOk || check.isNumbersOk === false
                ? t('lotteryResults.mismatch')
                : check.isNumbersOk
                  ? t('lotteryResults.verified')
                  : t('lotteryResults.seedOnly')}
          </p>
        ) : null}
      </div>
      {history.data && history.data.length > 1 ? (
        <div className="lotto-detail__history">
          <h4>{t('lotteryResults.history')}</h4>
          <ul>
            {history.data.slice(1).map((d) => (
              <li key={d.roundId}>
                <span>{t('lotteryResults.draw', { issue: d.issue })}</span>
                <b>{d.tiers[0]?.numbers.join(' · ')}</b>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
