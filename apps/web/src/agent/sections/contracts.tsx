import {
  DIVIDEND_PERIODS,
  SALARY_PERIOD,
  type TContract,
  type TContractKind,
  type TContractTier,
  ZContractConflicts,
  ZContractTier,
} from '@croupier/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { Dialog } from '../../components/dialog.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNotice, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import {
  type TContractDecision,
  useConsolidated,
  useContract,
  useContracts,
  useDecideContract,
  useDownline,
  useOfferContract,
} from '../agent-api.ts';
import { exactMoney } from '../components/money.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection, FilterSelect } from '../components/section.tsx';
import { formatDateTime } from '../lib/format.ts';
import { capRateAt, formatRate, isAboveCap, topRate } from '../lib/tiers.ts';
import { useAgentTimezone } from '../use-agent-context.ts';

/** Read-only tier table of a contract (the dividend adds its loss threshold). */
function TiersTable({
  kind,
  tiers,
  caption,
}: {
  kind: TContractKind;
  tiers: readonly TContractTier[];
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="tiers-scroll">
      <table className="tiers-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className="is-end">
              {t('agentCenter.contracts.minValidBet')}
            </th>
            {kind === 'dividend' ? (
              <th scope="col" className="is-end">
                {t('agentCenter.contracts.minLoss')}
              </th>
            ) : null}
            <th scope="col" className="is-end">
              {t('agentCenter.contracts.minActiveMembers')}
            </th>
            <th scope="col" className="is-end">
              {t('agentCenter.contracts.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiers are an ordered list without ids
            <tr key={index}>
              <th scope="row">{index + 1}</th>
              <td className="is-end">{exactMoney(tier.minValidBet)}</td>
              {kind === 'dividend' ? <td className="is-end">{exactMoney(tier.minLoss)}</td> : null}
              <td className="is-end">{tier.minActiveMembers.toLocaleString()}</td>
              <td className="is-end">
                <strong className="rate">{formatRate(tier.rate)} %</strong>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who a contract is with, from the caller's side (`house` names the platform). */
function counterpart(contract: TContract, house: string): string {
  if (contract.role === 'upline') return contract.downline;
  return contract.upline ?? house;
}

/** Confirm dialog of reject and terminate, with an optional reason (up to 140 characters). */
function DecisionDialog({
  contract,
  decision,
  onClose,
}: {
  contract: TContract;
  decision: Exclude<TContractDecision, 'accept'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideContract();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const name = counterpart(contract, t('agentCenter.contracts.fromHouse'));
  return (
    <Dialog
      title={
        decision === 'terminate'
          ? t('agentCenter.contracts.terminateTitle')
          : t('agentCenter.contracts.rejectTitle')
      }
      description={decision === 'terminate' ? t('agentCenter.contracts.terminateText', { name }) : undefined}
      size="small"
      onClose={onClose}
    >
      <form
        className="form"
        onSubmit={async (event) => {
          event.preventDefault();
          setError(null);
          try {
            await decide.mutateAsync({ id: contract.id, decision, reason: reason.trim() });
            onClose();
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : String(failure));
          }
        }}
      >
        <TextField
          label={t('agentCenter.contracts.reasonOptional')}
          value={reason}
          maxLength={140}
          autoFocusOnOpen
          onChange={(event) => setReason(event.target.value)}
        />
        <FormNotice message={error} tone="error" />
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('header.cancel')}
          </button>
          <button type="submit" className="button button--danger" disabled={decide.isPending}>
            {decision === 'terminate'
              ? t('agentCenter.contracts.terminate')
              : t('agentCenter.contracts.reject')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The offers waiting for this agent's answer, with accept and reject. */
function IncomingOffers({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const offers = useContracts({ kind, role: 'downline', status: 'pending', pageSize: 10 });
  const decide = useDecideContract();
  const [rejecting, setRejecting] = useState<TContract | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const list = offers.data?.list ?? [];
  if (list.length === 0 && !notice) return null;
  return (
    <section className="agent-card agent-card--highlight" aria-labelledby="incoming-offers-title">
      <h3 id="incoming-offers-title" className="agent-card__title">
        <Icon name="gift" size={18} />
        {t('agentCenter.contracts.incoming')}
      </h3>
      <p className="agent-card__text">{t('agentCenter.contracts.incomingText')}</p>
      <FormNotice message={notice?.text ?? null} tone={notice?.tone ?? 'info'} />
      {list.map((offer) => (
        <article
          key={offer.id}
          className="offer-card"
          aria-label={t('agentCenter.contracts.mineFrom', {
            upline: counterpart(offer, t('agentCenter.contracts.fromHouse')),
          })}
        >
          <header className="offer-card__head">
            <div>
              <strong>
                {t('agentCenter.contracts.mineFrom', {
                  upline: counterpart(offer, t('agentCenter.contracts.fromHouse')),
                })}
              </strong>
              <span className="muted">
                {' · '}
                {t(`agentCenter.periods.${offer.period}`)} ·{' '}
                <time dateTime={offer.createdAt}>{formatDateTime(offer.createdAt, timezone, false)}</time>
              </span>
            </div>
            <div className="row-actions">
              <button
                type="button"
                className="button button--primary button--small"
                disabled={decide.isPending}
                onClick={async () => {
                  setNotice(null);
                  try {
                    await decide.mutateAsync({ id: offer.id, decision: 'accept' });
                    setNotice({ tone: 'success', text: t('agentCenter.contracts.accepted') });
                  } catch (error) {
                    setNotice({
                      tone: 'error',
                      text: error instanceof ApiError ? error.message : String(error),
                    });
                  }
                }}
              >
                <Icon name="check" size={16} />
                {t('agentCenter.contracts.accept')}
              </button>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setRejecting(offer)}
              >
                {t('agentCenter.contracts.reject')}
              </button>
            </div>
          </header>
          <TiersTable kind={kind} tiers={offer.tiers} caption={t('agentCenter.contracts.tiers')} />
        </article>
      ))}
      {rejecting ? (
        <DecisionDialog contract={rejecting} decision="reject" onClose={() => setRejecting(null)} />
      ) : null}
    </section>
  );
}

/** The agent's own active contract of the kind (from its upline or the house), or why there is none. */
function MyContract({ kind, contract }: { kind: TContractKind; contract: TContract | undefined }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const [isTerminating, setTerminating] = useState(false);
  if (!contract) {
    return (
      <div className="agent-card">
        <EmptyState
          compact
          icon="shield"
          title={t('agentCenter.contracts.noneHeld', { kind: t(`agentCenter.kinds.${kind}`) })}
          text={t('agentCenter.contracts.noneHeldText')}
        />
      </div>
    );
  }
  return (
    <section className="agent-card my-contract" aria-labelledby="my-contract-title">
      <header className="my-contract__head">
        <div>
          <h3 id="my-contract-title" className="agent-card__title">
            <Icon name="shield" size={18} />
            {t('agentCenter.contracts.mine')}
          </h3>
          <p className="agent-card__text">
            {contract.upline
              ? t('agentCenter.contracts.mineFrom', { upline: contract.upline })
              : t('agentCenter.contracts.fromHouse')}
            {' · '}
            {t(`agentCenter.periods.${contract.period}`)}
            {contract.decidedAt ? (
              <>
                {' · '}
                <time dateTime={contract.decidedAt}>
                  {formatDateTime(contract.decidedAt, timezone, false)}
                </time>
              </>
            ) : null}
          </p>
        </div>
        <div className="my-contract__rate">
          <span className={`status-pill status-pill--${contract.status}`}>
            {t(`agentCenter.contractStatus.${contract.status}`)}
          </span>
          <strong>{t('agentCenter.contracts.topRate', { rate: topRate(contract.tiers) })}</strong>
        </div>
      </header>
      <TiersTable kind={kind} tiers={contract.tiers} caption={t('agentCenter.contracts.tiers')} />
      <div className="my-contract__actions">
        <Link className="button button--ghost button--small" to={`/agentHome?tab=myIncome&kind=${kind}`}>
          <Icon name="coins" size={16} />
          {t('agentCenter.contracts.viewIncome')}
        </Link>
        {contract.upline ? (
          <button
            type="button"
            className="button button--outline button--small"
            onClick={() => setTerminating(true)}
          >
            {t('agentCenter.contracts.terminate')}
          </button>
        ) : null}
      </div>
      {isTerminating ? (
        <DecisionDialog contract={contract} decision="terminate" onClose={() => setTerminating(false)} />
      ) : null}
    </section>
  );
}

type TTierDraft = {
  key: number;
  minValidBet: string;
  minLoss: string;
  minActiveMembers: string;
  rate: string;
};

function tierFromDraft(draft: TTierDraft) {
  return ZContractTier.safeParse({
    minValidBet: draft.minValidBet.trim() || '0',
    minLoss: draft.minLoss.trim() || '0',
    minActiveMembers: draft.minActiveMembers.trim() || '0',
    rate: draft.rate.trim(),
  });
}

/**
 * The offer form: a direct downline agent, the period (dividend), and the tiered rate table with the
 * agent's own cap shown per tier. An offer that would end deeper contracts asks to confirm first.
 */
function OfferForm({ kind, own }: { kind: TContractKind; own: TContract }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const formId = useId();
  const offer = useOfferContract();
  const agents = useDownline({ role: 'agent', directOnly: true, pageNo: 1, pageSize: 100 });
  const directAgents = agents.data?.list ?? [];
  const [username, setUsername] = useState(params.get('to') ?? '');
  const [period, setPeriod] = useState<(typeof DIVIDEND_PERIODS)[number]>(
    own.period === 'weekly' || own.period === 'semimonthly' || own.period === 'monthly'
      ? own.period
      : 'daily',
  );
  const nextKey = useRef(own.tiers.length + 1);
  const [drafts, setDrafts] = useState<TTierDraft[]>(() =>
    own.tiers.map((tier, index) => ({
      key: index,
      minValidBet: exactMoney(tier.minValidBet).replace(/,/g, ''),
      minLoss: exactMoney(tier.minLoss).replace(/,/g, ''),
      minActiveMembers: String(tier.minActiveMembers),
      rate: '',
    })),
  );
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  const [userError, setUserError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [conflicts, setConflicts] = useState<TContract[] | null>(null);

  const update = (key: number, field: Exclude<keyof TTierDraft, 'key'>, value: string) =>
    setDrafts((rows) => rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));

  const send = async (confirmTerminations: boolean) => {
    setNotice(null);
    const errors: Record<number, string> = {};
    const tiers: TContractTier[] = [];
    for (const draft of drafts) {
      const parsed = tierFromDraft(draft);
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path[0];
        errors[draft.key] =
          field === 'rate'
            ? t('agentCenter.contracts.rateInvalid')
            : field === 'minActiveMembers'
              ? t('agentCenter.contracts.countInvalid')
              : t('agentCenter.contracts.moneyInvalid');
      } else tiers.push(parsed.data);
    }
    setRowErrors(errors);
    setUserError(username ? null : t('agentCenter.contracts.chooseDownline'));
    if (Object.keys(errors).length > 0 || !username || tiers.length === 0) return;
    try {
      await offer.mutateAsync({
        kind,
        username,
        period: kind === 'dividend' ? period : undefined,
        tiers,
        confirmTerminations,
      });
      setConflicts(null);
      setNotice({ tone: 'success', text: t('agentCenter.contracts.offered', { username }) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONTRACT_NEEDS_CONFIRMATION') {
        const parsed = ZContractConflicts.safeParse(error.value);
        setConflicts(parsed.success ? parsed.data.conflicts : []);
        return;
      }
      setConflicts(null);
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  return (
    <section className="agent-card" aria-labelledby={`${formId}-title`}>
      <h3 id={`${formId}-title`} className="agent-card__title">
        <Icon name="sparkle" size={18} />
        {t('agentCenter.contracts.offerTitle')}
      </h3>
      <p className="agent-card__text">{t('agentCenter.contracts.offerText')}</p>
      {directAgents.length === 0 && agents.isSuccess ? (
        <p className="form-notice form-notice--info">
          <Icon name="users" size={16} />
          <span>{t('agentCenter.contracts.noDownlineAgents')}</span>
        </p>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <div className="filters">
            <FilterSelect
              label={t('agentCenter.contracts.downline')}
              value={username}
              options={[
                { value: '', label: t('agentCenter.contracts.chooseDownline') },
                ...directAgents.map((agent) => ({
                  value: agent.username,
                  label: agent.nickname ? `${agent.username} · ${agent.nickname}` : agent.username,
                })),
              ]}
              onChange={(value) => {
                setUsername(value);
                setUserError(null);
              }}
            />
            {kind === 'dividend' ? (
              <FilterSelect
                label={t('agentCenter.contracts.period')}
                value={period}
                options={DIVIDEND_PERIODS.map((value) => ({
                  value,
                  label: t(`agentCenter.periods.${value}`),
                }))}
                onChange={setPeriod}
              />
            ) : (
              <p className="fixed-period">
                <span>{t('agentCenter.contracts.period')}</span>
                <strong>{t(`agentCenter.periods.${SALARY_PERIOD[kind]}`)}</strong>
              </p>
            )}
          </div>
          {userError ? (
            <p className="field__error">
              <Icon name="alert" size={14} />
              <span>{userError}</span>
            </p>
          ) : null}
          <fieldset className="tier-editor">
            <legend className="field__label">{t('agentCenter.contracts.tiers')}</legend>
            {drafts.map((draft, index) => {
              const parsed = tierFromDraft({ ...draft, rate: draft.rate.trim() || '0' });
              const cap = parsed.success ? capRateAt(own.tiers, parsed.data) : null;
              const isOver =
                parsed.success && draft.rate.trim() !== '' && tierFromDraft(draft).success
                  ? isAboveCap(draft.rate.trim(), cap)
                  : false;
              const n = index + 1;
              return (
                <div key={draft.key} className="tier-editor__row">
                  <span className="tier-editor__badge" aria-hidden="true">
                    {n}
                  </span>
                  <TextField
                    label={`${t('agentCenter.contracts.minValidBet')} (${t('agentCenter.contracts.tier', { n })})`}
                    inputMode="decimal"
                    value={draft.minValidBet}
                    onChange={(event) => update(draft.key, 'minValidBet', event.target.value)}
                  />
                  {kind === 'dividend' ? (
                    <TextField
                      label={`${t('agentCenter.contracts.minLoss')} (${t('agentCenter.contracts.tier', { n })})`}
                      inputMode="decimal"
                      value={draft.minLoss}
                      onChange={(event) => update(draft.key, 'minLoss', event.target.value)}
                    />
                  ) : null}
                  <TextField
                    label={`${t('agentCenter.contracts.minActiveMembers')} (${t('agentCenter.contracts.tier', { n })})`}
                    inputMode="numeric"
                    value={draft.minActiveMembers}
                    onChange={(event) => update(draft.key, 'minActiveMembers', event.target.value)}
                  />
                  <TextField
                    label={`${t('agentCenter.contracts.rate')} (${t('agentCenter.contracts.tier', { n })})`}
                    inputMode="decimal"
                    value={draft.rate}
                    placeholder={cap === null ? '0' : formatRate(cap)}
                    hint={
                      cap !== null ? t('agentCenter.contracts.yourCap', { rate: formatRate(cap) }) : undefined
                    }
                    error={
                      rowErrors[draft.key] ??
                      (isOver && cap !== null
                        ? t('agentCenter.contracts.rateOverCap', { rate: formatRate(cap) })
                        : null)
                    }
                    onChange={(event) => update(draft.key, 'rate', event.target.value)}
                  />
                  <button
                    type="button"
                    className="icon-button icon-button--small tier-editor__remove"
                    aria-label={t('agentCenter.contracts.removeTier', { n })}
                    disabled={drafts.length <= 1}
                    onClick={() => setDrafts((rows) => rows.filter((row) => row.key !== draft.key))}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </div>
              );
            })}
            <button
              type="button"
              className="button button--ghost button--small tier-editor__add"
              disabled={drafts.length >= 10}
              onClick={() => {
                const last = drafts.at(-1);
                setDrafts((rows) => [
                  ...rows,
                  {
                    key: nextKey.current++,
                    minValidBet: last?.minValidBet ?? '0',
                    minLoss: last?.minLoss ?? '0',
                    minActiveMembers: last?.minActiveMembers ?? '0',
                    rate: '',
                  },
                ]);
              }}
            >
              <span aria-hidden="true">+</span>
              {t('agentCenter.contracts.addTier')}
            </button>
          </fieldset>
          <FormNotice message={notice?.text ?? null} tone={notice?.tone ?? 'info'} />
          <SubmitButton phase={offer.isPending ? 'submitting' : 'idle'} className="button button--primary">
            {t('agentCenter.contracts.sendOffer')}
          </SubmitButton>
        </form>
      )}
      {conflicts ? (
        <Dialog
          title={t('agentCenter.contracts.confirmTitle')}
          description={t('agentCenter.contracts.confirmText', { username })}
          onClose={() => setConflicts(null)}
        >
          <ul className="conflict-list">
            {conflicts.map((conflict) => (
              <li key={conflict.id}>
                <strong>{conflict.downline}</strong>
                <span className="muted">
                  {conflict.upline ? t('agentCenter.contracts.mineFrom', { upline: conflict.upline }) : null}
                </span>
                <span className="rate">
                  {t('agentCenter.contracts.topRate', { rate: topRate(conflict.tiers) })}
                </span>
              </li>
            ))}
          </ul>
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setConflicts(null)}>
              {t('header.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={offer.isPending}
              data-autofocus
              onClick={() => void send(true)}
            >
              {t('agentCenter.contracts.confirmGo')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}

/** A contract's recorded state changes: what, who, when, why. */
function ContractHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const contract = useContract(id);
  if (contract.isPending) return <span className="spinner" aria-hidden="true" />;
  const events = contract.data?.events ?? [];
  return (
    <ol className="history">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are an append-only list
        <li key={index} className={`history__item history__item--${event.action}`}>
          <strong>{t(`agentCenter.contractEvents.${event.action}`)}</strong>{' '}
          <span className="muted">{t('agentCenter.contracts.by', { actor: event.actor })}</span>{' '}
          <time dateTime={event.at}>{formatDateTime(event.at, timezone)}</time>
          {event.reason ? <span className="history__reason">“{event.reason}”</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Contracts this agent offered its downline: status, top rate, history; terminate while live. */
function OfferedContracts({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const [page, setPage] = useState(1);
  const [terminating, setTerminating] = useState<TContract | null>(null);
  const [openHistory, setOpenHistory] = useState<string | null>(null);
  const contracts = useContracts({ kind, role: 'upline', pageNo: page, pageSize: 10 });
  const columns: TColumn<TContract>[] = [
    {
      id: 'downline',
      header: t('agentCenter.contracts.counterpart'),
      cell: (row) => <strong>{row.downline}</strong>,
    },
    {
      id: 'status',
      header: t('agentCenter.contracts.status'),
      cell: (row) => (
        <span className={`status-pill status-pill--${row.status}`}>
          {t(`agentCenter.contractStatus.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'rate',
      header: t('agentCenter.contracts.rate'),
      align: 'end',
      cell: (row) => (
        <span className="rate">{t('agentCenter.contracts.topRate', { rate: topRate(row.tiers) })}</span>
      ),
    },
    {
      id: 'created',
      header: t('agentCenter.contracts.created'),
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, timezone, false)}</time>,
    },
    {
      id: 'actions',
      header: t('agentCenter.downline.actions'),
      align: 'end',
      cell: (row) => (
        <span className="row-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={openHistory === row.id}
            onClick={() => setOpenHistory((open) => (open === row.id ? null : row.id))}
          >
            {t('agentCenter.contracts.history')}
          </button>
          {row.status === 'pending' || row.status === 'active' ? (
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => setTerminating(row)}
            >
              {t('agentCenter.contracts.terminate')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <section className="agent-subsection" aria-labelledby="offered-title">
      <h3 id="offered-title" className="agent-card__title">
        {t('agentCenter.contracts.offeredByMe')}
      </h3>
      <ReportTable
        caption={t('agentCenter.contracts.offeredByMe')}
        columns={columns}
        rows={contracts.data?.list}
        rowKey={(row) => row.id}
        isLoading={contracts.isFetching}
        error={contracts.error?.message}
        paging={{ page, pageSize: 10, total: contracts.data?.total ?? 0, onPage: setPage }}
      />
      {openHistory ? (
        <div className="agent-card">
          <h4 className="agent-card__title">{t('agentCenter.contracts.history')}</h4>
          <ContractHistory id={openHistory} />
        </div>
      ) : null}
      {terminating ? (
        <DecisionDialog contract={terminating} decision="terminate" onClose={() => setTerminating(null)} />
      ) : null}
    </section>
  );
}

/**
 * A contract page (bonus dividend, daily wages, hourly salary, real-time salary): offers waiting
 * for the agent, its own contract, the offer form for its direct downline agents, and the
 * contracts it has offered.
 */
export function ContractSection({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const consolidated = useConsolidated();
  const mine = consolidated.data?.myContracts.find(
    (contract) => contract.kind === kind && contract.status === 'active',
  );
  return (
    <AgentSection
      icon="shield"
      title={t(`agentCenter.kinds.${kind}`)}
      lead={t(`agentCenter.kindLeads.${kind}`)}
    >
      <div className="contract-page">
        <IncomingOffers kind={kind} />
        {consolidated.isPending ? (
          <span className="spinner" aria-hidden="true" />
        ) : (
          <MyContract kind={kind} contract={mine} />
        )}
        {mine ? <OfferForm key={mine.id} kind={kind} own={mine} /> : null}
        <OfferedContracts kind={kind} />
      </div>
    </AgentSection>
  );
}
