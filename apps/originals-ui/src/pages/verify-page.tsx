import {
  commitServerSeed,
  formatMultiplier,
  PLINKO_RISKS,
  type PlinkoRisk,
  SLOT_TITLES,
} from '@croupier/games';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { VerifyChecks } from '../components/history.tsx';
import { MiniWindow } from '../components/round-outcome.tsx';
import { displayHundredths } from '../lib/money.ts';
import {
  type Check,
  type Recomputed,
  recompute,
  type VerifyParams,
  verifyCrashRound,
} from '../lib/verify.ts';
import { fromVerifyQuery, toVerifyQuery } from '../lib/verify-link.ts';

type GameChoice = 'slot' | 'dice' | 'limbo' | 'plinko' | 'mines' | 'crash';

/** A labelled form control; `id` must be the control's id. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The stand-alone provably-fair verifier (/play/verify): enter (or open a link with) a round's
 * server seed, client seed, nonce and bet parameters; the round is recomputed in this browser with
 * packages/games, nothing is sent anywhere. Crash rounds are checked from their revealed hash.
 */
export function VerifyPage() {
  const initial = useMemo(() => fromVerifyQuery(window.location.search), []);
  const initialGame: GameChoice =
    new URLSearchParams(window.location.search).get('game') === 'crash' ? 'crash' : initial.params.game;
  const [game, setGame] = useState<GameChoice>(initialGame);
  const [titleId, setTitleId] = useState(
    initial.params.game === 'slot' ? initial.params.titleId : 'fruit-fiesta',
  );
  const [diceTarget, setDiceTarget] = useState(
    initial.params.game === 'dice' ? (initial.params.target / 100).toFixed(2) : '50.50',
  );
  const [direction, setDirection] = useState<'under' | 'over'>(
    initial.params.game === 'dice' ? initial.params.direction : 'over',
  );
  const [limboTarget, setLimboTarget] = useState(
    initial.params.game === 'limbo' ? formatMultiplier({ num: initial.params.target, den: 100n }) : '2.00',
  );
  const [rows, setRows] = useState(initial.params.game === 'plinko' ? initial.params.rows : 16);
  const [risk, setRisk] = useState<PlinkoRisk>(
    initial.params.game === 'plinko' ? initial.params.risk : 'medium',
  );
  const [mines, setMines] = useState(initial.params.game === 'mines' ? initial.params.mines : 3);
  const [picks, setPicks] = useState(
    initial.params.game === 'mines' ? initial.params.picks.map((p) => p + 1).join(', ') : '',
  );
  const [serverSeed, setServerSeed] = useState(initial.seeds.serverSeed);
  const [clientSeed, setClientSeed] = useState(initial.seeds.clientSeed);
  const [nonce, setNonce] = useState(String(initial.seeds.nonce));
  const [hash, setHash] = useState(initial.serverSeedHash ?? '');
  const [roundHash, setRoundHash] = useState(
    new URLSearchParams(window.location.search).get('roundHash') ?? '',
  );
  const [salt, setSalt] = useState(new URLSearchParams(window.location.search).get('salt') ?? '');
  const [previousHash, setPreviousHash] = useState('');
  const [result, setResult] = useState<{ recomputed?: Recomputed; crash?: string; checks: Check[] } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);

  const buildParams = (): VerifyParams => {
    switch (game) {
      case 'dice': {
        const t = Math.round(Number(diceTarget) * 100);
        if (!Number.isFinite(t)) throw new RangeError('target must be a number');
        return { game: 'dice', target: t, direction };
      }
      case 'limbo': {
        const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(limboTarget.trim());
        if (!m) throw new RangeError('target must be a multiplier such as 2.00');
        return { game: 'limbo', target: BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) };
      }
      case 'plinko':
        return { game: 'plinko', rows, risk };
      case 'mines': {
        const list = picks
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((s) => Number(s) - 1);
        if (list.some((n) => !Number.isInteger(n) || n < 0 || n > 24))
          throw new RangeError('tiles are numbers 1 to 25');
        return { game: 'mines', mines, picks: list };
      }
      default:
        return { game: 'slot', titleId };
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResult(null);
    try {
      if (game === 'crash') {
        const v = verifyCrashRound(roundHash.trim(), salt.trim(), previousHash.trim() || undefined);
        const checks: Check[] = [];
        if (v.isChained !== null)
          checks.push({
            label: 'SHA-256(round hash) = previous round hash',
            expected: previousHash.trim(),
            actual: v.isChained ? previousHash.trim() : 'different',
            isMatch: v.isChained,
          });
        setResult({ crash: displayHundredths(v.crashHundredths), checks });
        return;
      }
      const n = Number(nonce);
      if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('nonce must be a whole number ≥ 0');
      if (serverSeed.trim() === '') throw new RangeError('enter the revealed server seed');
      const params = buildParams();
      const seeds = { serverSeed: serverSeed.trim(), clientSeed: clientSeed.trim(), nonce: n };
      const recomputed = recompute(params, seeds);
      const checks: Check[] = [];
      if (hash.trim() !== '') {
        const actual = commitServerSeed(seeds.serverSeed);
        checks.push({
          label: 'SHA-256(server seed) = committed hash',
          expected: hash.trim().toLowerCase(),
          actual,
          isMatch: actual === hash.trim().toLowerCase(),
        });
      }
      setResult({ recomputed, checks });
      window.history.replaceState(
        null,
        '',
        `?${toVerifyQuery({ params, seeds, ...(hash.trim() ? { serverSeedHash: hash.trim() } : {}) })}`,
      );
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  const title = SLOT_TITLES.find((t) => t.id === titleId);
  return (
    <div className="verify-page">
      <header className="verify-page__header">
        <span className="topbar__logo" aria-hidden="true">
          ♠
        </span>
        <h1 className="verify-page__title">Provably fair verifier</h1>
      </header>
      <p className="muted verify-page__intro">
        Recompute any round from its seeds. Outcomes come from HMAC-SHA256(server seed, “client
        seed:nonce:cursor”), 4 bytes per uniform number, exactly as the game server computes them. Everything
        runs in your browser.
      </p>
      <form className="verify-form" onSubmit={submit} aria-label="Verify a round">
        <Field id="v-game" label="Game">
          <select
            id="v-game"
            className="input"
            value={game}
            onChange={(e) => setGame(e.target.value as GameChoice)}
          >
            <option value="slot">Slots</option>
            <option value="dice">Dice</option>
            <option value="limbo">Limbo</option>
            <option value="plinko">Plinko</option>
            <option value="mines">Mines</option>
            <option value="crash">Crash</option>
          </select>
        </Field>
        {game === 'slot' && (
          <Field id="v-title" label="Title">
            <select
              id="v-title"
              className="input"
              value={titleId}
              onChange={(e) => setTitleId(e.target.value)}
            >
              {SLOT_TITLES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        {game === 'dice' && (
          <div className="field-pair">
            <Field id="v-dice-target" label="Target">
              <input
                id="v-dice-target"
                className="input"
                value={diceTarget}
                onChange={(e) => setDiceTarget(e.target.value)}
              />
            </Field>
            <Field id="v-dice-dir" label="Direction">
              <select
                id="v-dice-dir"
                className="input"
                value={direction}
                onChange={(e) => setDirection(e.target.value as 'under' | 'over')}
              >
                <option value="under">Under</option>
                <option value="over">Over</option>
              </select>
            </Field>
          </div>
        )}
        {game === 'limbo' && (
          <Field id="v-limbo" label="Target multiplier">
            <input
              id="v-limbo"
              className="input"
              value={limboTarget}
              onChange={(e) => setLimboTarget(e.target.value)}
            />
          </Field>
        )}
        {game === 'plinko' && (
          <div className="field-pair">
            <Field id="v-rows" label="Rows">
              <select
                id="v-rows"
                className="input"
                value={rows}
                onChange={(e) => setRows(Number(e.target.value))}
              >
                {Array.from({ length: 9 }, (_, i) => 8 + i).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </Field>
            <Field id="v-risk" label="Risk">
              <select
                id="v-risk"
                className="input"
                value={risk}
                onChange={(e) => setRisk(e.target.value as PlinkoRisk)}
              >
                {PLINKO_RISKS.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
            </Field>
          </div>
        )}
        {game === 'mines' && (
          <div className="field-pair">
            <Field id="v-mines" label="Mines">
              <input
                id="v-mines"
                className="input"
                type="number"
                min={1}
                max={24}
                value={mines}
                onChange={(e) => setMines(Number(e.target.value))}
              />
            </Field>
            <Field id="v-picks" label="Tiles revealed (1-25, in order)">
              <input
                id="v-picks"
                className="input"
                value={picks}
                onChange={(e) => setPicks(e.target.value)}
              />
            </Field>
          </div>
        )}
        {game === 'crash' ? (
          <>
            <Field id="v-round-hash" label="Round hash">
              <input
                id="v-round-hash"
                className="input mono"
                value={roundHash}
                onChange={(e) => setRoundHash(e.target.value)}
              />
            </Field>
            <Field id="v-salt" label="Salt">
              <input
                id="v-salt"
                className="input mono"
                value={salt}
                onChange={(e) => setSalt(e.target.value)}
              />
            </Field>
            <Field id="v-prev" label="Previous round hash (optional)">
              <input
                id="v-prev"
                className="input mono"
                value={previousHash}
                onChange={(e) => setPreviousHash(e.target.value)}
              />
            </Field>
          </>
        ) : (
          <>
            <Field id="v-server" label="Server seed">
              <input
                id="v-server"
                className="input mono"
                value={serverSeed}
                spellCheck={false}
                onChange={(e) => setServerSeed(e.target.value)}
              />
            </Field>
            <Field id="v-hash" label="Server seed hash (optional)">
              <input
                id="v-hash"
                className="input mono"
                value={hash}
                spellCheck={false}
                onChange={(e) => setHash(e.target.value)}
              />
            </Field>
            <div className="field-pair">
              <Field id="v-client" label="Client seed">
                <input
                  id="v-client"
                  className="input mono"
                  value={clientSeed}
                  spellCheck={false}
                  onChange={(e) => setClientSeed(e.target.value)}
                />
              </Field>
              <Field id="v-nonce" label="Nonce">
                <input
                  id="v-nonce"
                  className="input mono"
                  inputMode="numeric"
                  value={nonce}
                  onChange={(e) => setNonce(e.target.value)}
                />
              </Field>
            </div>
          </>
        )}
        <button type="submit" className="play-btn">
          Verify
        </button>
      </form>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {result && (
        <section className="verify-result" aria-label="Recomputed round">
          {result.crash && (
            <p className="recall-big">
              Crash point <strong>{result.crash}</strong>
            </p>
          )}
          {result.recomputed && (
            <>
              <dl className="kv-list">
                {result.recomputed.steps.map((s) => (
                  <div className="kv" key={s.label}>
                    <dt>{s.label}</dt>
                    <dd className="mono">{s.value}</dd>
                  </div>
                ))}
                <div className="kv">
                  <dt>Multiplier paid</dt>
                  <dd className="mono">
                    <output aria-label="Recomputed multiplier">
                      {formatMultiplier(result.recomputed.multiplier, 4)}×
                    </output>
                  </dd>
                </div>
                <div className="kv">
                  <dt>Random words used</dt>
                  <dd className="mono">{result.recomputed.wordsUsed}</dd>
                </div>
              </dl>
              {result.recomputed.slotRound && title && (
                <div className="recall-outcome">
                  <MiniWindow titleId={title.id} spin={result.recomputed.slotRound.base} label="Base spin" />
                  {result.recomputed.slotRound.freeSpins.map((fs, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: ordered free spins
                    <MiniWindow key={i} titleId={title.id} spin={fs} label={`Free spin ${i + 1}`} />
                  ))}
                </div>
              )}
              {result.recomputed.minesLayout && (
                <div
                  className="mini-mines"
                  role="img"
                  aria-label={`Mines at ${result.recomputed.minesLayout.map((t) => t + 1).join(', ')}`}
                >
                  {Array.from({ length: 25 }, (_, tile) => (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: tiles are positions
                      key={tile}
                      className={`mini-mines__tile${result.recomputed?.minesLayout?.includes(tile) ? ' is-mine' : ''}`}
                    >
                      {result.recomputed?.minesLayout?.includes(tile) ? '✹' : tile + 1}
                    </span>
                  ))}
                </div>
              )}
            </>
          )}
          {result.checks.length > 0 && (
            <VerifyChecks checks={result.checks} isVerified={result.checks.every((c) => c.isMatch)} />
          )}
        </section>
      )}
    </div>
  );
}
