import {
  API,
  POINTS_API,
  type TAdminPointsGood,
  type TAdminRedemption,
  type TOperatorMe,
  ZAdminPointsGood,
  ZAdminPointsGoodInput,
  ZAdminRedEnvelope,
  ZAdminRedEnvelopeInput,
  ZAdminRedemption,
  ZOk,
  ZPage,
  ZPointsRedeem,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { can, consoleRequest, money, when } from '../console-api.ts';
import {
  CheckedForm,
  EditorFrame,
  Field,
  fromLocalInput,
  issuesOf,
  Refusal,
  toLocalInput,
} from './console-forms.tsx';
import { useListParams } from './list-params.ts';
import { Pager } from './pager.tsx';
import { useTabStrip } from './tab-strip.tsx';

type Tab = 'goods' | 'redemptions' | 'rains';
const TABS: { id: Tab; label: string }[] = [
  { id: 'goods', label: 'Points mall' },
  { id: 'redemptions', label: 'Redemptions' },
  { id: 'rains', label: 'Red envelopes' },
];
const KIND_LABEL = { cash: 'Cash credit', bonus: 'Bonus', physical: 'Gift' } as const;
const REDEEM_KIND_LABEL = { ...KIND_LABEL, convert: 'Points to cash' } as const;
const STATUS_LABEL = { in_process: 'Waiting', approved: 'Approved', rejected: 'Rejected' } as const;
const RAIN_STATUS_LABEL = {
  upcoming: 'Upcoming',
  live: 'Live',
  ended: 'Ended',
  cancelled: 'Cancelled',
} as const;

/**
 * Rewards the brand gives: the points mall's goods (create, edit, hide), the redemptions waiting
 * for a decision (a gift is delivered after approval; a rejection returns the points once), and
 * red-envelope rains (schedule, cancel). Each change is audited on the server.
 */
export function RewardsPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const { current: tab, strip } = useTabStrip('Rewards view', TABS);
  const canWrite = can(me, 'promotions.write');
  return (
    <section className="console-page" aria-labelledby="rewards-title">
      <header className="console-page__head">
        <div>
          <h1 id="rewards-title">Rewards</h1>
          <p className="console-muted">
            What members redeem with their points, the gifts waiting for delivery, and red-envelope rains.
          </p>
        </div>
      </header>
      {strip}
      {tab === 'goods' ? <GoodsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'redemptions' ? <RedemptionsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'rains' ? <RainsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
    </section>
  );
}

// ---- the points mall's goods ----

type GoodDraft = z.input<typeof ZAdminPointsGoodInput>;
const EMPTY_GOOD: GoodDraft = {
  kind: 'cash',
  name: '',
  description: '',
  imageUrl: '',
  pointsRequired: '',
  amountRequired: '0',
  creditAmount: '',
  wageringMultiplier: 0,
  bonusExpiryDays: 30,
  stock: null,
  status: 'active',
  sortOrder: 0,
};

/** A good as the form edits it, from the row the list shows. */
function draftOf(good: TAdminPointsGood): GoodDraft {
  return {
    kind: good.kind,
    name: good.name,
    description: good.description,
    imageUrl: good.imageUrl,
    pointsRequired: good.pointsRequired,
    amountRequired: good.amountRequired,
    creditAmount: good.creditAmount,
    wageringMultiplier: good.wageringMultiplier,
    bonusExpiryDays: good.bonusExpiryDays,
    stock: good.stock,
    status: good.status,
    sortOrder: good.sortOrder,
  };
}

function GoodsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const key = ['console', 'pointsGoods', merchantCode];
  const goods = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await consoleRequest(POINTS_API.admin.goods, ZOk(z.array(ZAdminPointsGood)), {
          params: { merchantCode },
        })
      ).value,
  });
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TAdminPointsGood | 'new' | null>(null);
  const toggle = useMutation({
    mutationFn: (good: TAdminPointsGood) =>
      consoleRequest(POINTS_API.admin.good, ZOk(ZAdminPointsGood), {
        method: 'PUT',
        params: { merchantCode, id: good.id },
        body: { ...draftOf(good), status: good.status === 'active' ? 'hidden' : 'active' },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <>
      <div className="console-toolbar">
        <p className="console-muted">Hidden goods stay in members' history but leave the mall.</p>
        {canWrite ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New good
          </button>
        ) : null}
      </div>
      {editing ? (
        <GoodEditor
          key={editing === 'new' ? 'new' : editing.id}
          merchantCode={merchantCode}
          good={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
      <Refusal error={toggle.error} />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Points mall goods">
          <thead>
            <tr>
              <th>Name</th>
              <th>Kind</th>
              <th className="num">Points</th>
              <th className="num">Credit</th>
              <th className="num">Wagering</th>
              <th className="num">Stock</th>
              <th>Shown</th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {goods.data?.map((good) => (
              <tr key={good.id}>
                <td className="console-strong">{good.name}</td>
                <td>{KIND_LABEL[good.kind]}</td>
                <td className="num">{BigInt(good.pointsRequired).toLocaleString('en-US')}</td>
                <td className="num">{good.kind === 'physical' ? '—' : money(good.creditAmount)}</td>
                <td className="num">{good.kind === 'bonus' ? `${good.wageringMultiplier}×` : '—'}</td>
                <td className="num">{good.stock ?? 'Unlimited'}</td>
                <td>{good.status === 'active' ? 'In the mall' : 'Hidden'}</td>
                {canWrite ? (
                  <td>
                    <div className="console-actions">
                      <button
                        type="button"
                        className="button button--outline button--small"
                        aria-label={`Edit ${good.name}`}
                        onClick={() => setEditing(good)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`${good.status === 'active' ? 'Hide' : 'Show'} ${good.name}`}
                        disabled={toggle.isPending}
                        onClick={() => toggle.mutate(good)}
                      >
                        {good.status === 'active' ? 'Hide' : 'Show'}
                      </button>
                    </div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {goods.data?.length === 0 ? <p className="console-empty">No goods in the mall yet.</p> : null}
        <Refusal error={goods.error} />
      </div>
    </>
  );
}

function GoodEditor({
  merchantCode,
  good,
  onClose,
  onSaved,
}: {
  merchantCode: string;
  good: TAdminPointsGood | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<GoodDraft>(good ? draftOf(good) : EMPTY_GOOD);
  const [showErrors, setShowErrors] = useState(false);
  const checked = ZAdminPointsGoodInput.safeParse(draft);
  const errors = showErrors ? issuesOf(checked.error) : {};
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      await consoleRequest(good ? POINTS_API.admin.good : POINTS_API.admin.goods, ZOk(ZAdminPointsGood), {
        method: good ? 'PUT' : 'POST',
        params: good ? { merchantCode, id: good.id } : { merchantCode },
        body: checked.data,
      });
    },
    onSuccess: onSaved,
  });
  const set = (change: Partial<GoodDraft>) => setDraft({ ...draft, ...change });
  const text = (
    name: 'pointsRequired' | 'amountRequired' | 'creditAmount',
    inputMode: 'numeric' | 'decimal',
  ) => (
    <input
      className="input"
      inputMode={inputMode}
      value={draft[name] ?? ''}
      aria-invalid={Boolean(errors[name])}
      onChange={(e) => set({ [name]: e.target.value.trim() })}
    />
  );
  const whole = (name: 'wageringMultiplier' | 'bonusExpiryDays' | 'sortOrder', min: number, max: number) => (
    <input
      className="input"
      type="number"
      min={min}
      max={max}
      value={draft[name] ?? 0}
      aria-invalid={Boolean(errors[name])}
      onChange={(e) => set({ [name]: Number(e.target.value) })}
    />
  );
  return (
    <EditorFrame title={good ? `Edit ${good.name}` : 'New good'} onClose={onClose}>
      <CheckedForm
        isValid={checked.success}
        onSubmitted={() => setShowErrors(true)}
        onSend={() => save.mutate()}
        isPending={save.isPending}
        error={save.error}
        submitLabel={good ? 'Save good' : 'Add good'}
        cancelLabel="Cancel"
        onCancel={onClose}
      >
        <div className="console-content__row">
          <Field label="Kind">
            <select
              className="input"
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value as GoodDraft['kind'] })}
            >
              {(['cash', 'bonus', 'physical'] as const).map((kind) => (
                <option key={kind} value={kind}>
                  {KIND_LABEL[kind]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Name" error={errors.name ? 'Give the good a name.' : undefined}>
            <input
              className="input"
              value={draft.name}
              maxLength={80}
              aria-invalid={Boolean(errors.name)}
              onChange={(e) => set({ name: e.target.value })}
            />
          </Field>
        </div>
        <Field label="Description">
          <textarea
            className="input"
            rows={2}
            value={draft.description ?? ''}
            maxLength={2000}
            onChange={(e) => set({ description: e.target.value })}
          />
        </Field>
        <Field label="Picture address">
          <input
            className="input"
            value={draft.imageUrl ?? ''}
            maxLength={500}
            placeholder="/points/cash.svg"
            onChange={(e) => set({ imageUrl: e.target.value })}
          />
        </Field>
        <div className="console-content__row">
          <Field label="Points required" error={errors.pointsRequired}>
            {text('pointsRequired', 'numeric')}
          </Field>
          <Field label="Money paid with the points" error={errors.amountRequired}>
            {text('amountRequired', 'decimal')}
          </Field>
          {draft.kind === 'physical' ? null : (
            <Field
              label={draft.kind === 'bonus' ? 'Bonus credited' : 'Cash credited'}
              error={errors.creditAmount}
            >
              {text('creditAmount', 'decimal')}
            </Field>
          )}
        </div>
        {draft.kind === 'bonus' ? (
          <div className="console-content__row">
            <Field label="Wagering (times the bonus)" error={errors.wageringMultiplier}>
              {whole('wageringMultiplier', 0, 100)}
            </Field>
            <Field label="Days to wager" error={errors.bonusExpiryDays}>
              {whole('bonusExpiryDays', 1, 365)}
            </Field>
          </div>
        ) : null}
        <div className="console-content__row">
          <Field label="Stock" error={errors.stock}>
            <input
              className="input"
              inputMode="numeric"
              value={draft.stock === null ? '' : String(draft.stock)}
              placeholder="Unlimited"
              onChange={(e) => {
                const value = e.target.value.trim();
                set({ stock: value === '' ? null : Number(value) });
              }}
            />
          </Field>
          <Field label="Order">{whole('sortOrder', 0, 100000)}</Field>
          <Field label="Shown">
            <select
              className="input"
              value={draft.status}
              onChange={(e) => set({ status: e.target.value as GoodDraft['status'] })}
            >
              <option value="active">In the mall</option>
              <option value="hidden">Hidden</option>
            </select>
          </Field>
        </div>
      </CheckedForm>
    </EditorFrame>
  );
}

// ---- redemptions ----

function RedemptionsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const list = useListParams<'id'>('id');
  const status = list.params.get('status') ?? 'in_process';
  const query = {
    ...(status === 'all' ? {} : { status }),
    pageNo: list.pageNo,
    pageSize: 20,
  };
  const key = ['console', 'redemptions', merchantCode];
  const redemptions = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (
        await consoleRequest(POINTS_API.admin.redemptions, ZOk(ZPage(ZAdminRedemption)), {
          params: { merchantCode },
          query,
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState<TAdminRedemption | null>(null);
  const [remark, setRemark] = useState('');
  const decide = useMutation({
    mutationFn: (input: { id: string; decision: 'approve' | 'reject'; remark?: string }) =>
      consoleRequest(POINTS_API.admin.redemptionDecision, ZOk(ZPointsRedeem), {
        method: 'POST',
        params: { merchantCode, id: input.id },
        body: { decision: input.decision, ...(input.remark ? { remark: input.remark } : {}) },
      }),
    onSuccess: () => {
      setRejecting(null);
      setRemark('');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <>
      <div className="console-toolbar">
        <select
          className="input console-select"
          aria-label="Redemption status"
          value={status}
          onChange={(e) => list.update({ status: e.target.value })}
        >
          <option value="in_process">Waiting</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="all">All</option>
        </select>
      </div>
      {rejecting ? (
        <EditorFrame title={`Reject ${rejecting.referenceNo}`} onClose={() => setRejecting(null)}>
          <CheckedForm
            isValid
            onSubmitted={() => undefined}
            onSend={() => decide.mutate({ id: rejecting.id, decision: 'reject', remark: remark.trim() })}
            isPending={decide.isPending}
            error={null}
            submitLabel="Confirm rejection"
            cancelLabel="Keep waiting"
            onCancel={() => setRejecting(null)}
          >
            <p className="console-muted">
              {rejecting.account} gets {BigInt(rejecting.pointsRequired).toLocaleString('en-US')} points back
              {rejecting.amountRequired === '0.0000' ? '' : ` and ${money(rejecting.amountRequired)}`}.
            </p>
            <Field label="Reason shown to the member">
              <input
                className="input"
                value={remark}
                maxLength={200}
                onChange={(e) => setRemark(e.target.value)}
              />
            </Field>
          </CheckedForm>
        </EditorFrame>
      ) : null}
      <Refusal
        error={decide.error}
        conflict="Another operator decided this redemption meanwhile; the list now shows it."
      />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Redemptions">
          <thead>
            <tr>
              <th>Reference</th>
              <th>Applied</th>
              <th>Member</th>
              <th>Good</th>
              <th className="num">Points</th>
              <th>Delivery</th>
              <th>Status</th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {redemptions.data?.list.map((row) => (
              <tr key={row.id}>
                <td className="console-strong">{row.referenceNo}</td>
                <td>{when(row.applyTime)}</td>
                <td>{row.account}</td>
                <td>
                  {row.name} × {row.quantity}
                  <small className="console-muted"> · {REDEEM_KIND_LABEL[row.type]}</small>
                </td>
                <td className="num">{BigInt(row.pointsRequired).toLocaleString('en-US')}</td>
                <td className="console-ellipsis">
                  {row.delivery
                    ? `${row.delivery.recipient}, ${row.delivery.phone}, ${row.delivery.address}`
                    : '—'}
                </td>
                <td>
                  {STATUS_LABEL[row.status]}
                  {row.remark ? <small className="console-muted"> · {row.remark}</small> : null}
                </td>
                {canWrite ? (
                  <td>
                    {row.status === 'in_process' ? (
                      <div className="console-actions">
                        <button
                          type="button"
                          className="button button--primary button--small"
                          aria-label={`Approve ${row.referenceNo}`}
                          disabled={decide.isPending}
                          onClick={() => decide.mutate({ id: row.id, decision: 'approve' })}
                        >
                          Approve
                        </button>
                        <button
                          type="button"
                          className="button button--ghost button--small"
                          aria-label={`Reject ${row.referenceNo}`}
                          disabled={decide.isPending}
                          onClick={() => setRejecting(row)}
                        >
                          Reject
                        </button>
                      </div>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {redemptions.data?.list.length === 0 ? (
          <p className="console-empty">No redemption {status === 'in_process' ? 'waits' : 'matches'}.</p>
        ) : null}
        <Refusal error={redemptions.error} />
      </div>
      {redemptions.data ? (
        <Pager
          total={redemptions.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </>
  );
}

// ---- red-envelope rains ----

type RainDraft = z.input<typeof ZAdminRedEnvelopeInput>;

function RainsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const key = ['console', 'redEnvelopes', merchantCode];
  const rains = useQuery({
    queryKey: key,
    queryFn: async () =>
      (
        await consoleRequest(API.admin.redEnvelopes, ZOk(z.array(ZAdminRedEnvelope)), {
          params: { merchantCode },
        })
      ).value,
  });
  const queryClient = useQueryClient();
  const [isScheduling, setScheduling] = useState(false);
  const cancel = useMutation({
    mutationFn: (id: string) =>
      consoleRequest(API.admin.redEnvelopeCancel, ZOk(ZAdminRedEnvelope), {
        method: 'POST',
        params: { merchantCode, id },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <>
      <div className="console-toolbar">
        <p className="console-muted">
          A rain splits its pool into random envelopes from a seed committed when it is scheduled.
        </p>
        {canWrite ? (
          <button type="button" className="button button--primary" onClick={() => setScheduling(true)}>
            Schedule a rain
          </button>
        ) : null}
      </div>
      {isScheduling ? (
        <RainEditor
          merchantCode={merchantCode}
          onClose={() => setScheduling(false)}
          onSaved={() => {
            setScheduling(false);
            void queryClient.invalidateQueries({ queryKey: key });
          }}
        />
      ) : null}
      <Refusal error={cancel.error} conflict="This rain was cancelled meanwhile; the list now shows it." />
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Red-envelope rains">
          <thead>
            <tr>
              <th>Title</th>
              <th>Starts</th>
              <th>Ends</th>
              <th>Status</th>
              <th className="num">Pool</th>
              <th className="num">Claimed</th>
              <th>Eligibility</th>
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {rains.data?.map((rain) => (
              <tr key={rain.id}>
                <td className="console-strong">{rain.title}</td>
                <td>{when(rain.startsAt)}</td>
                <td>{when(rain.endsAt)}</td>
                <td>{RAIN_STATUS_LABEL[rain.status]}</td>
                <td className="num">{money(rain.poolAmount)}</td>
                <td className="num">
                  {rain.claimedCount} of {rain.envelopeCount} · {money(rain.claimedAmount)}
                </td>
                <td>
                  {[
                    rain.minDeposit ? `deposit ${money(rain.minDeposit)}` : null,
                    rain.minValidBet ? `valid bets ${money(rain.minValidBet)}` : null,
                  ]
                    .filter(Boolean)
                    .join(' or ') || 'Every member'}
                </td>
                {canWrite ? (
                  <td>
                    {rain.status === 'upcoming' || rain.status === 'live' ? (
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        aria-label={`Cancel ${rain.title}`}
                        disabled={cancel.isPending}
                        onClick={() => {
                          if (window.confirm(`Cancel ${rain.title}? Envelopes already claimed stay paid.`))
                            cancel.mutate(rain.id);
                        }}
                      >
                        Cancel
                      </button>
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {rains.data?.length === 0 ? <p className="console-empty">No rain scheduled yet.</p> : null}
        <Refusal error={rains.error} />
      </div>
    </>
  );
}

function RainEditor({
  merchantCode,
  onClose,
  onSaved,
}: {
  merchantCode: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState(() => {
    const start = new Date(Date.now() + 10 * 60_000);
    return {
      title: '',
      startsAt: toLocalInput(start.toISOString()),
      endsAt: toLocalInput(new Date(start.getTime() + 30 * 60_000).toISOString()),
      poolAmount: '',
      envelopeCount: '100',
      minDeposit: '',
      minValidBet: '',
    };
  });
  const input: RainDraft = {
    title: draft.title,
    startsAt: fromLocalInput(draft.startsAt) ?? '',
    endsAt: fromLocalInput(draft.endsAt) ?? '',
    poolAmount: draft.poolAmount.trim(),
    envelopeCount: Number(draft.envelopeCount),
    minDeposit: draft.minDeposit.trim() || null,
    minValidBet: draft.minValidBet.trim() || null,
  };
  const checked = ZAdminRedEnvelopeInput.safeParse(input);
  const [showErrors, setShowErrors] = useState(false);
  const errors = showErrors ? issuesOf(checked.error) : {};
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      await consoleRequest(API.admin.redEnvelopes, ZOk(ZAdminRedEnvelope), {
        method: 'POST',
        params: { merchantCode },
        body: checked.data,
      });
    },
    onSuccess: onSaved,
  });
  const input_ = (
    name: keyof typeof draft,
    extra: { type?: string; inputMode?: 'decimal' | 'numeric'; placeholder?: string; maxLength?: number },
  ) => (
    <input
      className="input"
      {...extra}
      value={draft[name]}
      aria-invalid={Boolean(errors[name])}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
    />
  );
  return (
    <EditorFrame title="Schedule a red-envelope rain" onClose={onClose}>
      <CheckedForm
        isValid={checked.success}
        onSubmitted={() => setShowErrors(true)}
        onSend={() => save.mutate()}
        isPending={save.isPending}
        error={save.error}
        submitLabel="Schedule rain"
        cancelLabel="Close without scheduling"
        onCancel={onClose}
      >
        <Field label="Title" error={errors.title ? 'Give the rain a title.' : undefined}>
          {input_('title', { maxLength: 80 })}
        </Field>
        <div className="console-content__row">
          <Field label="Starts" error={errors.startsAt}>
            {input_('startsAt', { type: 'datetime-local' })}
          </Field>
          <Field label="Ends" error={errors.endsAt ? 'The rain ends after it starts.' : undefined}>
            {input_('endsAt', { type: 'datetime-local' })}
          </Field>
        </div>
        <div className="console-content__row">
          <Field label="Pool" error={errors.poolAmount}>
            {input_('poolAmount', { inputMode: 'decimal' })}
          </Field>
          <Field label="Envelopes" error={errors.envelopeCount}>
            {input_('envelopeCount', { inputMode: 'numeric' })}
          </Field>
        </div>
        <div className="console-content__row">
          <Field label="Deposited at least" error={errors.minDeposit}>
            {input_('minDeposit', { inputMode: 'decimal', placeholder: 'No deposit needed' })}
          </Field>
          <Field label="Or valid bets of at least" error={errors.minValidBet}>
            {input_('minValidBet', { inputMode: 'decimal', placeholder: 'No bets needed' })}
          </Field>
        </div>
        <p className="console-muted">Deposits and valid bets count from 7 days before the start.</p>
      </CheckedForm>
    </EditorFrame>
  );
}
