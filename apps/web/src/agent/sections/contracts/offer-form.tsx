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
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-client.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { FormNotice, TextField } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useDownline, useOfferContract } from '../../agent-api.ts';
import { exactMoney } from '../../components/money.tsx';
import { FilterSelect } from '../../components/section.tsx';
import { capRateAt, formatRate, isAboveCap, topRate } from '../../lib/tiers.ts';

export type TTierDraft = {
  key: number;
  minValidBet: string;
  minLoss: string;
  minActiveMembers: string;
  rate: string;
};

export function tierFromDraft(draft: TTierDraft) {
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
export function OfferForm({ kind, own }: { kind: TContractKind; own: TContract }) {
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
