import {
  API,
  PROMOTION_CATEGORIES,
  PROMOTION_STATES,
  promotionRuleIssues,
  type TAdminPromotion,
  type TAdminPromotionInput,
  type TAdminPromotionsQuery,
  type TPromotionState,
  ZAdminPromotion,
  ZAdminPromotionInput,
  ZAdminPromotionPage,
  ZAdminPromotionPatch,
  ZOk,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest, money, when } from '../console-api.ts';
import { Field, fromLocalInput, Refusal, toLocalInput } from './console-forms.tsx';
import { EngagementForm, GameTypeGrid, serverFields } from './engagement-forms.tsx';
import { useListParams } from './list-params.ts';
import { Pager } from './pager.tsx';

type Kind = TAdminPromotionInput['kind'];
const KINDS = [
  'deposit_match',
  'fixed_bonus',
  'daily_checkin',
  'cashback',
  'apply',
] as const satisfies readonly Kind[];
const KIND_LABEL: Record<Kind, string> = {
  deposit_match: 'Deposit match',
  fixed_bonus: 'Fixed bonus',
  daily_checkin: 'Daily check-in',
  cashback: 'Cashback',
  apply: 'Apply (reviewed)',
};
const STATE_LABEL: Record<TPromotionState, string> = {
  draft: 'Disabled',
  paused: 'Paused',
  scheduled: 'Scheduled',
  live: 'Live',
  ended: 'Ended',
};
const STATE_PILL: Record<TPromotionState, string> = {
  draft: 'disabled',
  paused: 'pending',
  scheduled: 'pending',
  live: 'active',
  ended: 'disabled',
};
const CATEGORY_LABEL: Record<(typeof PROMOTION_CATEGORIES)[number], string> = {
  welcome: 'Welcome',
  deposit: 'Deposit',
  casino: 'Casino',
  daily: 'Daily',
};
const CONFLICT =
  'Someone changed this promotion meanwhile; the list now shows their change. Open it again to make yours.';

/**
 * The Engagement page's Promotions view (issues 17 and 19): the merchant's promotions a page at a
 * time, filtered by kind and state and sorted on the server, each with its window, budget and
 * participants; a form for every kind the server runs, checked with the contracts' schema and rules
 * before it is sent; pause, disable and enable. Every save names the version it was read at, so a
 * promotion someone changed meanwhile is refused, never overwritten.
 */
export function PromotionsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const list = useListParams<TAdminPromotionsQuery['sort']>('sortOrder');
  const query = {
    kind: list.params.get('kind') ?? undefined,
    state: list.params.get('state') ?? undefined,
    sort: list.sort,
    order: list.order,
    pageNo: list.pageNo,
    pageSize: 10,
  };
  const key = ['console', 'promotions', merchantCode];
  const promotions = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.promotions, ZOk(ZAdminPromotionPage), {
          params: { merchantCode },
          query,
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const [editing, setEditing] = useState<TAdminPromotion | 'new' | null>(null);
  const setStatus = useMutation({
    mutationFn: (change: { promotion: TAdminPromotion; status: TAdminPromotion['status'] }) =>
      consoleRequest(API.admin.promotion, ZOk(ZAdminPromotion), {
        method: 'PATCH',
        params: { merchantCode, id: change.promotion.id },
        body: { status: change.status, version: change.promotion.version },
      }),
    onSettled: refresh,
  });
  const sortable = (column: TAdminPromotionsQuery['sort'], label: string, className?: string) => (
    <th aria-sort={list.ariaSort(column)} className={className}>
      <button type="button" onClick={() => list.sortBy(column)}>
        {label}
      </button>
    </th>
  );
  return (
    <>
      <div className="console-toolbar">
        <select
          className="input console-select"
          aria-label="Kind"
          value={query.kind ?? ''}
          onChange={(e) => list.update({ kind: e.target.value })}
        >
          <option value="">All kinds</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABEL[kind]}
            </option>
          ))}
        </select>
        <select
          className="input console-select"
          aria-label="State"
          value={query.state ?? ''}
          onChange={(e) => list.update({ state: e.target.value })}
        >
          <option value="">Every state</option>
          {PROMOTION_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_LABEL[state]}
            </option>
          ))}
        </select>
        {canWrite ? (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            New promotion
          </button>
        ) : null}
      </div>
      <p className="console-muted">
        Paused promotions stay on the site as closed; disabled ones leave it. Bonuses already claimed keep
        wagering either way.
      </p>
      {editing ? (
        <PromotionEditor
          key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
          merchantCode={merchantCode}
          promotion={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
          onStale={() => void refresh()}
        />
      ) : null}
      <Refusal error={setStatus.error} conflict={CONFLICT} />
      <div className="console-card console-card--flush">
        <table className="console-table console-promotions__table" aria-label="Promotions">
          <thead>
            <tr>
              {sortable('title', 'Promotion')}
              {sortable('startTime', 'State and window')}
              <th className="num">Budget used</th>
              <th className="num">Participants</th>
              {sortable('sortOrder', 'Order', 'num')}
              {sortable('updatedAt', 'Changed')}
              {canWrite ? <th aria-label="Actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {promotions.data?.list.map((promotion) => (
              <tr key={promotion.id}>
                <td>
                  <span className="console-strong console-block">{promotion.title}</span>
                  <small className="console-muted console-block">
                    {KIND_LABEL[promotion.kind]} · {CATEGORY_LABEL[promotion.category]} ·{' '}
                    <span className="console-mono">{promotion.code}</span>
                  </small>
                </td>
                <td>
                  <span className={`console-pill console-pill--${STATE_PILL[promotion.state]}`}>
                    {STATE_LABEL[promotion.state]}
                  </span>
                  <small className="console-muted console-block">
                    {when(promotion.startTime)} → {promotion.endTime ? when(promotion.endTime) : 'no end'}
                  </small>
                </td>
                <td className="num">
                  {money(promotion.spent)}
                  <small className="console-muted console-block">
                    {promotion.totalBudget ? `of ${money(promotion.totalBudget)}` : 'no budget cap'}
                  </small>
                </td>
                <td className="num">
                  {promotion.report.joined} joined
                  <small className="console-muted console-block">{promotion.report.claimed} claimed</small>
                </td>
                <td className="num">{promotion.sortOrder}</td>
                <td>{when(promotion.updatedAt)}</td>
                {canWrite ? (
                  <td>
                    <RowActions
                      promotion={promotion}
                      isPending={setStatus.isPending}
                      onEdit={() => setEditing(promotion)}
                      onStatus={(status) => setStatus.mutate({ promotion, status })}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        {promotions.data?.list.length === 0 ? <p className="console-empty">No promotion matches.</p> : null}
        <Refusal error={promotions.error} />
      </div>
      {promotions.data ? (
        <Pager
          total={promotions.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </>
  );
}

/** Edit, and the status changes a promotion's status allows: pause or resume, disable or enable. */
function RowActions({
  promotion,
  isPending,
  onEdit,
  onStatus,
}: {
  promotion: TAdminPromotion;
  isPending: boolean;
  onEdit: () => void;
  onStatus: (status: TAdminPromotion['status']) => void;
}) {
  const button = (label: string, status: TAdminPromotion['status'], confirm?: string) => (
    <button
      type="button"
      className="button button--ghost button--small"
      aria-label={`${label} ${promotion.title}`}
      disabled={isPending}
      onClick={() => {
        if (!confirm || window.confirm(confirm)) onStatus(status);
      }}
    >
      {label}
    </button>
  );
  return (
    <div className="console-actions">
      <button
        type="button"
        className="button button--outline button--small"
        aria-label={`Edit ${promotion.title}`}
        onClick={onEdit}
      >
        Edit
      </button>
      {promotion.status === 'active' ? button('Pause', 'paused') : null}
      {promotion.status === 'paused' ? button('Resume', 'active') : null}
      {promotion.status === 'draft'
        ? button('Enable', 'active')
        : button(
            'Disable',
            'draft',
            `Disable ${promotion.title}? Members stop seeing it at once; bonuses already claimed keep wagering.`,
          )}
    </div>
  );
}

// ---- the form ----

/** The form's fields as typed (text for every number, so a half-typed one is shown as typed). */
interface Draft {
  code: string;
  title: string;
  category: TAdminPromotionInput['category'];
  kind: Kind;
  status: TAdminPromotionInput['status'];
  summary: string;
  terms: string;
  imageUrl: string;
  sortOrder: string;
  startTime: string;
  endTime: string;
  totalBudget: string;
  depositTrigger: 'first_deposit' | 'reload';
  matchPercent: string;
  maxBonus: string;
  minDeposit: string;
  bonusAmount: string;
  checkinRewards: string;
  cashbackPercent: string;
  cashbackPeriod: 'daily' | 'weekly';
  cashbackMinLoss: string;
  cashbackCap: string;
  wageringMultiplier: string;
  wageringBase: TAdminPromotionInput['wageringBase'];
  maxBet: string;
  expiryDays: string;
  gameWeights: Record<string, string>;
}

const plain = (amount: string | null) => (amount === null ? '' : amount.replace(/\.?0+$/, ''));

function emptyDraft(): Draft {
  return {
    code: '',
    title: '',
    category: 'deposit',
    kind: 'deposit_match',
    status: 'active',
    summary: '',
    terms: '',
    imageUrl: '',
    sortOrder: '0',
    startTime: toLocalInput(new Date().toISOString()),
    endTime: '',
    totalBudget: '',
    depositTrigger: 'first_deposit',
    matchPercent: '100',
    maxBonus: '',
    minDeposit: '0',
    bonusAmount: '',
    checkinRewards: '',
    cashbackPercent: '10',
    cashbackPeriod: 'daily',
    cashbackMinLoss: '0',
    cashbackCap: '',
    wageringMultiplier: '1',
    wageringBase: 'bonus',
    maxBet: '',
    expiryDays: '7',
    gameWeights: { RNG: '100', INHOUSE: '100' },
  };
}

function draftOf(promotion: TAdminPromotion): Draft {
  return {
    code: promotion.code,
    title: promotion.title,
    category: promotion.category,
    kind: promotion.kind,
    status: promotion.status,
    summary: promotion.summary,
    terms: promotion.terms,
    imageUrl: promotion.images[0]?.url ?? '',
    sortOrder: String(promotion.sortOrder),
    startTime: toLocalInput(promotion.startTime),
    endTime: toLocalInput(promotion.endTime),
    totalBudget: plain(promotion.totalBudget),
    depositTrigger: promotion.depositTrigger ?? 'first_deposit',
    matchPercent: promotion.matchPercent === null ? '100' : String(promotion.matchPercent),
    maxBonus: plain(promotion.maxBonus),
    minDeposit: plain(promotion.minDeposit) || '0',
    bonusAmount: plain(promotion.bonusAmount),
    checkinRewards: (promotion.checkinRewards ?? []).map(plain).join(', '),
    cashbackPercent: String(promotion.cashback?.percent ?? 10),
    cashbackPeriod: promotion.cashback?.period ?? 'daily',
    cashbackMinLoss: plain(promotion.cashback?.minLoss ?? '0') || '0',
    cashbackCap: plain(promotion.cashback?.cap ?? null),
    wageringMultiplier: String(promotion.wageringMultiplier),
    wageringBase: promotion.wageringBase,
    maxBet: plain(promotion.maxBet),
    expiryDays: String(promotion.expiryDays),
    gameWeights: Object.fromEntries(
      Object.entries(promotion.gameWeights).map(([type, weight]) => [type, String(weight)]),
    ),
  };
}

/** A typed whole number, or NaN (which the schema refuses) for blank or non-digit text. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);
const amountOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The operator's input the draft stands for: only the rules of its kind, the others null. */
function inputOf(draft: Draft): TAdminPromotionInput {
  const kind = draft.kind;
  return {
    code: draft.code.trim(),
    title: draft.title,
    category: draft.category,
    kind,
    status: draft.status,
    summary: draft.summary,
    terms: draft.terms,
    images: draft.imageUrl.trim() ? [{ sequence: 0, url: draft.imageUrl.trim() }] : [],
    sortOrder: whole(draft.sortOrder),
    startTime: fromLocalInput(draft.startTime) ?? '',
    endTime: fromLocalInput(draft.endTime) ?? null,
    totalBudget: amountOrNull(draft.totalBudget),
    depositTrigger: kind === 'deposit_match' ? draft.depositTrigger : null,
    matchPercent: kind === 'deposit_match' ? whole(draft.matchPercent) : null,
    maxBonus: kind === 'deposit_match' ? amountOrNull(draft.maxBonus) : null,
    minDeposit: draft.minDeposit.trim() || '0',
    bonusAmount: kind === 'fixed_bonus' || kind === 'apply' ? amountOrNull(draft.bonusAmount) : null,
    checkinRewards:
      kind === 'daily_checkin' && draft.checkinRewards.trim()
        ? draft.checkinRewards
            .split(/[,\s]+/)
            .map((step) => step.trim())
            .filter(Boolean)
        : null,
    cashback:
      kind === 'cashback'
        ? {
            percent: whole(draft.cashbackPercent),
            period: draft.cashbackPeriod,
            minLoss: draft.cashbackMinLoss.trim() || '0',
            cap: draft.cashbackCap.trim(),
          }
        : null,
    wageringMultiplier: whole(draft.wageringMultiplier),
    wageringBase: draft.wageringBase,
    gameWeights: Object.fromEntries(
      Object.entries(draft.gameWeights)
        .filter(([, weight]) => weight.trim() !== '')
        .map(([type, weight]) => [type, whole(weight)]),
    ),
    maxBet: amountOrNull(draft.maxBet),
    expiryDays: whole(draft.expiryDays),
  };
}

/** Where an issue's path (`cashback.percent`, `images.0.url`, `checkinRewards.2`) shows on the form. */
function fieldOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'cashback' && second) return `cashback${second.charAt(0).toUpperCase()}${second.slice(1)}`;
  if (first === 'images') return 'imageUrl';
  return first ?? '';
}

/** What to say under a field the schema refused (the schema's own words are for developers). */
const HINT: Record<string, string> = {
  code: '2 to 40 capital letters, digits, - or _.',
  title: 'Give the promotion a title (up to 120 characters).',
  startTime: 'Pick when it starts.',
  sortOrder: 'A whole number from 0.',
  matchPercent: 'A whole percent from 1 to 1000.',
  checkinRewards: 'Up to 31 amounts above zero, day 1 first, separated by commas.',
  cashbackPercent: 'A whole percent from 1 to 100.',
  cashbackCap: 'An amount above zero.',
  cashbackMinLoss: 'An amount, 0 or more.',
  minDeposit: 'An amount, 0 or more.',
  wageringMultiplier: 'A whole number from 0 to 100.',
  expiryDays: 'A whole number of days from 1 to 365.',
  gameWeights: 'Each weight is a whole percent from 0 to 100.',
  imageUrl: 'At most 500 characters.',
};
const AMOUNT_HINT = 'An amount with at most 4 decimals.';

/** Field errors of the draft: the schema's (in the form's words) and the rules of its kind. */
function clientIssues(error: z.ZodError | undefined, input: TAdminPromotionInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error?.issues ?? []) {
    const field = fieldOf(issue.path);
    out[field] ??= HINT[field] ?? AMOUNT_HINT;
  }
  for (const issue of promotionRuleIssues(input)) out[issue.field] ??= `${issue.message}.`;
  return out;
}

/** Field errors the server named (`body.cashback.cap`...), in its words. */
function serverIssues(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { field, message } of serverFields(error))
    out[fieldOf(field.replace(/^body\.?/, '').split('.'))] ??= message;
  return out;
}

function PromotionEditor({
  merchantCode,
  promotion,
  onClose,
  onSaved,
  onStale,
}: {
  merchantCode: string;
  promotion: TAdminPromotion | null;
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => (promotion ? draftOf(promotion) : emptyDraft()));
  const [showErrors, setShowErrors] = useState(false);
  const input = inputOf(draft);
  const { code: _code, ...changes } = input;
  const checked = promotion
    ? ZAdminPromotionPatch.safeParse({ ...changes, version: promotion.version })
    : ZAdminPromotionInput.safeParse(input);
  const ruleIssues = promotionRuleIssues(input);
  const save = useMutation({
    mutationFn: async () => {
      if (!checked.success) throw checked.error;
      await consoleRequest(
        promotion ? API.admin.promotion : API.admin.promotions,
        ZOk(ZAdminPromotion),
        promotion
          ? { method: 'PATCH', params: { merchantCode, id: promotion.id }, body: checked.data }
          : { method: 'POST', params: { merchantCode }, body: checked.data },
      );
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'CONFLICT' && promotion) onStale();
    },
  });
  const fromServer = serverIssues(save.error);
  const errors = {
    ...(showErrors ? clientIssues(checked.error, input) : {}),
    ...fromServer,
  };
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const text = (
    name: Exclude<keyof Draft, 'gameWeights'>,
    extra: {
      inputMode?: 'decimal' | 'numeric';
      placeholder?: string;
      maxLength?: number;
      type?: string;
    } = {},
  ) => (
    <input
      className="input"
      {...extra}
      value={draft[name]}
      aria-invalid={Boolean(errors[name])}
      onChange={(e) => set({ [name]: e.target.value })}
    />
  );
  const choose = <
    K extends 'category' | 'kind' | 'status' | 'depositTrigger' | 'cashbackPeriod' | 'wageringBase',
  >(
    name: K,
    options: readonly (readonly [Draft[K], string])[],
  ) => (
    <select
      className="input"
      value={draft[name]}
      onChange={(e) => set({ [name]: e.target.value } as Partial<Draft>)}
    >
      {options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </select>
  );
  return (
    <EngagementForm
      title={promotion ? `Edit ${promotion.title}` : 'New promotion'}
      onClose={onClose}
      isValid={checked.success && ruleIssues.length === 0}
      onSubmitted={() => {
        setShowErrors(true);
        save.reset();
      }}
      onSend={() => save.mutate()}
      isPending={save.isPending}
      error={save.error}
      submitLabel={promotion ? 'Save promotion' : 'Create promotion'}
    >
      <div className="console-content__row">
        <Field label="Title" error={errors.title}>
          {text('title', { maxLength: 120 })}
        </Field>
        {promotion ? null : (
          <Field label="Code" error={errors.code} hint="Shown to nobody; unique in your brand.">
            {text('code', { maxLength: 40, placeholder: 'SPRING_RELOAD' })}
          </Field>
        )}
      </div>
      <div className="console-content__row">
        <Field label="Kind">
          {choose(
            'kind',
            KINDS.map((kind) => [kind, KIND_LABEL[kind]] as const),
          )}
        </Field>
        <Field label="Listed under">
          {choose(
            'category',
            PROMOTION_CATEGORIES.map((c) => [c, CATEGORY_LABEL[c]] as const),
          )}
        </Field>
        <Field label="Status">
          {choose('status', [
            ['active', 'Active'],
            ['paused', 'Paused'],
            ['draft', 'Disabled'],
          ] as const)}
        </Field>
      </div>
      <Field label="Summary" error={errors.summary}>
        {text('summary', { maxLength: 300 })}
      </Field>
      <Field label="Terms (HTML)" error={errors.terms}>
        <textarea
          className="input"
          rows={3}
          value={draft.terms}
          maxLength={20000}
          onChange={(e) => set({ terms: e.target.value })}
        />
      </Field>
      <Field label="Picture address" error={errors.imageUrl}>
        {text('imageUrl', { maxLength: 500, placeholder: '/demo/royal-welcome.svg' })}
      </Field>
      <div className="console-content__row">
        <Field label="Starts" error={errors.startTime}>
          {text('startTime', { type: 'datetime-local' })}
        </Field>
        <Field label="Ends (empty: no end)" error={errors.endTime}>
          {text('endTime', { type: 'datetime-local' })}
        </Field>
        <Field label="Total budget" error={errors.totalBudget}>
          {text('totalBudget', { inputMode: 'decimal', placeholder: 'No cap' })}
        </Field>
        <Field label="Order" error={errors.sortOrder}>
          {text('sortOrder', { inputMode: 'numeric' })}
        </Field>
      </div>
      <KindRules draft={draft} errors={errors} text={text} choose={choose} />
      <div className="console-content__row">
        <Field label="Wagering (times)" error={errors.wageringMultiplier}>
          {text('wageringMultiplier', { inputMode: 'numeric' })}
        </Field>
        <Field label="Wagering on">
          {choose('wageringBase', [
            ['bonus', 'The bonus'],
            ['bonus_deposit', 'Bonus and deposit'],
          ] as const)}
        </Field>
        <Field label="Max bet" error={errors.maxBet}>
          {text('maxBet', { inputMode: 'decimal', placeholder: 'No limit while wagering' })}
        </Field>
        <Field label="Days to wager" error={errors.expiryDays}>
          {text('expiryDays', { inputMode: 'numeric' })}
        </Field>
      </div>
      <GameTypeGrid
        legend="Percent of each bet that counts towards wagering (empty: none)"
        values={draft.gameWeights}
        error={errors.gameWeights}
        onChange={(gameWeights) => set({ gameWeights })}
      />
    </EngagementForm>
  );
}

/** The fields of the promotion's kind: what it pays and when. */
function KindRules({
  draft,
  errors,
  text,
  choose,
}: {
  draft: Draft;
  errors: Record<string, string>;
  text: (
    name: Exclude<keyof Draft, 'gameWeights'>,
    extra?: { inputMode?: 'decimal' | 'numeric'; placeholder?: string },
  ) => ReactNode;
  choose: <K extends 'depositTrigger' | 'cashbackPeriod'>(
    name: K,
    options: readonly (readonly [Draft[K], string])[],
  ) => ReactNode;
}) {
  if (draft.kind === 'deposit_match')
    return (
      <div className="console-content__row">
        <Field label="Deposit that qualifies" error={errors.depositTrigger}>
          {choose('depositTrigger', [
            ['first_deposit', 'First deposit'],
            ['reload', 'Any deposit after joining'],
          ] as const)}
        </Field>
        <Field label="Match (percent)" error={errors.matchPercent}>
          {text('matchPercent', { inputMode: 'numeric' })}
        </Field>
        <Field label="Largest bonus" error={errors.maxBonus}>
          {text('maxBonus', { inputMode: 'decimal' })}
        </Field>
        <Field label="Smallest deposit" error={errors.minDeposit}>
          {text('minDeposit', { inputMode: 'decimal' })}
        </Field>
      </div>
    );
  if (draft.kind === 'fixed_bonus')
    return (
      <div className="console-content__row">
        <Field label="Bonus amount" error={errors.bonusAmount} hint="Each eligible member may claim it once.">
          {text('bonusAmount', { inputMode: 'decimal' })}
        </Field>
      </div>
    );
  if (draft.kind === 'apply')
    return (
      <div className="console-content__row">
        <Field
          label="Reward"
          error={errors.bonusAmount}
          hint="Paid once you approve a member's application (wagering 0: cash). Review them under Applications."
        >
          {text('bonusAmount', { inputMode: 'decimal' })}
        </Field>
      </div>
    );
  if (draft.kind === 'daily_checkin')
    return (
      <Field
        label="Reward of each day"
        error={errors.checkinRewards}
        hint="Day 1 first, separated by commas; after the last day the ladder starts again."
      >
        {text('checkinRewards', { placeholder: '1, 2, 3, 5, 8, 10, 20' })}
      </Field>
    );
  return (
    <div className="console-content__row">
      <Field label="Cashback percent" error={errors.cashbackPercent}>
        {text('cashbackPercent', { inputMode: 'numeric' })}
      </Field>
      <Field label="Period">
        {choose('cashbackPeriod', [
          ['daily', 'Each day'],
          ['weekly', 'Each week'],
        ] as const)}
      </Field>
      <Field label="Smallest loss paid" error={errors.cashbackMinLoss}>
        {text('cashbackMinLoss', { inputMode: 'decimal' })}
      </Field>
      <Field label="Largest cashback" error={errors.cashbackCap ?? errors.cashback}>
        {text('cashbackCap', { inputMode: 'decimal' })}
      </Field>
    </div>
  );
}
