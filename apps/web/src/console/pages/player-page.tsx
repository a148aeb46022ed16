import {
  API,
  type TOperatorMe,
  ZOk,
  ZPlayerLock,
  ZPlayerProfile,
  ZWalletAdjustment,
  ZWalletAdjustmentResult,
} from '@croupier/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { can, consoleRequest, money, when } from '../console-api.ts';
import { PlayerNotes, ResetPasswordForm, refusal } from './player-support.tsx';

const ZAdjustForm = ZWalletAdjustment.pick({ amount: true, reason: true });
type TAdjustForm = z.infer<typeof ZAdjustForm>;

/**
 * One player: balance, notes, wallet movements, bets and logins; lock, unlock, password reset and
 * balance adjustments by permission.
 */
export function PlayerPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['console', 'player', merchantCode, id];
  const profile = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await consoleRequest(API.admin.player, ZOk(ZPlayerProfile), { params: { merchantCode, id } })).value,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['console'] });
  if (profile.error) return <p className="console-empty">{(profile.error as Error).message}</p>;
  if (!profile.data) return <div className="console-skeleton" aria-busy="true" />;
  const { player, ledger, bets, logins } = profile.data;
  return (
    <section className="console-page" aria-labelledby="player-title">
      <Link to="/admin/players" className="console-back">
        ← Players
      </Link>
      <header className="console-page__head">
        <div>
          <h1 id="player-title">{player.username}</h1>
          <p className="console-muted">
            {player.nickname ?? 'No nickname'} · registered {when(player.registeredAt)}
            {player.registerIp ? ` from ${player.registerIp}` : ''}
          </p>
        </div>
        <span className={`console-pill console-pill--${player.status}`}>
          {player.status === 'active' ? 'Active' : 'Locked'}
        </span>
      </header>
      <div className="console-grid">
        <section className="console-card console-stat" aria-label="Balance">
          <span className="console-kpi__label">Balance</span>
          <strong className="console-kpi__value">{money(player.balance)}</strong>
          <dl className="console-facts">
            <dt>Mobile</dt>
            <dd>{player.mobile ?? '—'}</dd>
            <dt>Email</dt>
            <dd>{player.email ?? '—'}</dd>
            <dt>Last login</dt>
            <dd>
              {when(player.lastLoginAt)} {player.lastLoginIp ? `· ${player.lastLoginIp}` : ''}
            </dd>
          </dl>
        </section>
        <div className="console-card">
          <h2>Actions</h2>
          {can(me, 'players.lock') ? (
            <LockForm
              merchantCode={merchantCode}
              id={id}
              locked={player.status === 'disabled'}
              onDone={refresh}
            />
          ) : null}
          {can(me, 'players.password') ? (
            <ResetPasswordForm merchantCode={merchantCode} id={id} onDone={refresh} />
          ) : null}
          {can(me, 'players.balance') ? (
            <AdjustForm merchantCode={merchantCode} id={id} onDone={refresh} />
          ) : (
            <p className="console-muted">Your role cannot adjust balances.</p>
          )}
        </div>
      </div>
      <PlayerNotes merchantCode={merchantCode} id={id} canWrite={can(me, 'players.notes')} />
      <div className="console-card console-card--flush">
        <h2 className="console-card__title">Wallet movements</h2>
        <table className="console-table" aria-label="Wallet movements">
          <thead>
            <tr>
              <th>When</th>
              <th>Kind</th>
              <th className="num">Amount</th>
              <th className="num">Balance after</th>
              <th>By</th>
            </tr>
          </thead>
          <tbody>
            {ledger.map((row) => (
              <tr key={`${row.at}-${row.kind}-${row.balanceAfter}`}>
                <td>{when(row.at)}</td>
                <td>{row.kind.replace(/_/g, ' ')}</td>
                <td className={`num ${row.amount.startsWith('-') ? 'console-neg' : 'console-pos'}`}>
                  {money(row.amount)}
                </td>
                <td className="num">{money(row.balanceAfter)}</td>
                <td className="console-muted">{row.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {ledger.length === 0 && <p className="console-empty">No wallet movement yet.</p>}
      </div>
      <div className="console-grid">
        <div className="console-card console-card--flush">
          <h2 className="console-card__title">Bets</h2>
          <table className="console-table" aria-label="Bets">
            <thead>
              <tr>
                <th>When</th>
                <th>Game</th>
                <th className="num">Bet</th>
                <th className="num">Win</th>
              </tr>
            </thead>
            <tbody>
              {bets.map((bet) => (
                <tr key={`${bet.at}-${bet.game}`}>
                  <td>{when(bet.at)}</td>
                  <td>
                    {bet.game} <small className="console-muted">{bet.vendor}</small>
                  </td>
                  <td className="num">{money(bet.bet)}</td>
                  <td className="num">{bet.open ? 'open' : money(bet.win)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {bets.length === 0 && <p className="console-empty">No bets yet.</p>}
        </div>
        <div className="console-card console-card--flush">
          <h2 className="console-card__title">Logins</h2>
          <table className="console-table" aria-label="Logins">
            <thead>
              <tr>
                <th>When</th>
                <th>Address</th>
                <th>Device</th>
              </tr>
            </thead>
            <tbody>
              {logins.map((login) => (
                <tr key={login.at}>
                  <td>{when(login.at)}</td>
                  <td>{login.ip ?? '—'}</td>
                  <td className="console-muted console-ellipsis">{login.userAgent ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {logins.length === 0 && <p className="console-empty">No logins yet.</p>}
        </div>
      </div>
    </section>
  );
}

function LockForm({
  merchantCode,
  id,
  locked,
  onDone,
}: {
  merchantCode: string;
  id: string;
  locked: boolean;
  onDone: () => void;
}) {
  const [reason, setReason] = useState('');
  const change = useMutation({
    mutationFn: () =>
      consoleRequest(API.admin.playerLock, ZOk(z.null()), {
        method: 'POST',
        params: { merchantCode, id },
        body: ZPlayerLock.parse({ locked: !locked, reason }),
      }),
    onSuccess: () => {
      setReason('');
      onDone();
    },
  });
  const isValid = ZPlayerLock.shape.reason.safeParse(reason).success;
  return (
    <form
      className="console-inline-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) change.mutate();
      }}
    >
      <label className="field">
        <span className="field__label">{locked ? 'Reason to unlock' : 'Reason to lock'}</span>
        <input className="input" value={reason} onChange={(event) => setReason(event.target.value)} />
      </label>
      <button
        type="submit"
        className={`button ${locked ? 'button--outline' : 'button--danger'}`}
        disabled={!isValid || change.isPending}
      >
        {locked ? 'Unlock player' : 'Lock player'}
      </button>
      {change.error && (
        <p className="console-error" role="alert">
          {refusal(change.error)}
        </p>
      )}
    </form>
  );
}

function AdjustForm({ merchantCode, id, onDone }: { merchantCode: string; id: string; onDone: () => void }) {
  const form = useForm<TAdjustForm>({
    resolver: zodResolver(ZAdjustForm),
    defaultValues: { amount: '', reason: '' },
  });
  const adjust = useMutation({
    mutationFn: (values: TAdjustForm) =>
      consoleRequest(API.admin.walletAdjustments, ZOk(ZWalletAdjustmentResult), {
        method: 'POST',
        params: { merchantCode },
        body: { memberId: id, ...values, idempotencyKey: crypto.randomUUID() },
      }),
    onSuccess: () => {
      form.reset();
      onDone();
    },
  });
  const ask = useMutation({
    mutationFn: (values: TAdjustForm) =>
      consoleRequest(API.admin.approvals, ZOk(z.object({ id: z.string() })), {
        method: 'POST',
        params: { merchantCode },
        body: { kind: 'balance_adjustment', memberId: id, ...values },
      }),
  });
  return (
    <form
      className="console-inline-form"
      onSubmit={(event) => void form.handleSubmit((v) => adjust.mutate(v))(event)}
      noValidate
    >
      <label className="field">
        <span className="field__label">Adjustment amount</span>
        <input
          className="input"
          inputMode="decimal"
          placeholder="50.00 or -20.00"
          {...form.register('amount')}
        />
        {form.formState.errors.amount && (
          <span className="console-error">A decimal amount, negative to debit.</span>
        )}
      </label>
      <label className="field">
        <span className="field__label">Adjustment reason</span>
        <input className="input" {...form.register('reason')} />
        {form.formState.errors.reason && (
          <span className="console-error">Say why (up to 500 characters).</span>
        )}
      </label>
      <button type="submit" className="button button--primary" disabled={adjust.isPending}>
        Adjust balance
      </button>
      {adjust.isSuccess && (
        <p className="console-ok" role="status">
          Balance adjusted.
        </p>
      )}
      {adjust.error && !ask.isSuccess && (
        <p className="console-error" role="alert">
          {refusal(adjust.error)}
        </p>
      )}
      {adjust.error instanceof ApiError && adjust.error.code === 'FOUR_EYES_REQUIRED' && (
        <button
          type="button"
          className="button button--outline"
          disabled={ask.isPending}
          onClick={() => ask.mutate(form.getValues())}
        >
          Ask a second operator to approve
        </button>
      )}
      {ask.isSuccess && (
        <p className="console-ok" role="status">
          Sent for approval.
        </p>
      )}
    </form>
  );
}
