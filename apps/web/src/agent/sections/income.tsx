import { CONTRACT_KINDS, type TContractKind, type TIncome } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { useIncome } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { exactMoney, Money, moneySign } from '../components/money.tsx';
import { Pager } from '../components/report-table.tsx';
import { AgentSection, FilterSelect, StatCard } from '../components/section.tsx';
import { formatDateTime, formatPeriod } from '../lib/format.ts';
import { formatRate } from '../lib/tiers.ts';
import { useAgentTimezone, useReportRange } from '../use-agent-context.ts';

const PAGE_SIZE = 10;

/**
 * One payment with every input of its arithmetic, written out:
 * base × rate % = gross, then gross − downline share = paid.
 */
function IncomeCard({ income, timezone }: { income: TIncome; timezone: string }) {
  const { t } = useTranslation();
  const period = formatPeriod(income.periodStart, income.periodEnd, timezone);
  const baseName =
    income.kind === 'dividend' ? t('agentCenter.income.baseLoss') : t('agentCenter.income.baseValidBet');
  const formula = t('agentCenter.income.formula', {
    base: exactMoney(income.base),
    rate: formatRate(income.rate),
    gross: exactMoney(income.gross),
    share: exactMoney(income.downlineShare),
    amount: exactMoney(income.amount),
  });
  return (
    <article className="income-card" aria-label={`${t(`agentCenter.kinds.${income.kind}`)} ${period}`}>
      <header className="income-card__head">
        <div>
          <span className="chip chip--static chip--accent">{t(`agentCenter.kinds.${income.kind}`)}</span>
          <h3 className="income-card__period">{period}</h3>
          <p className="income-card__paid-at">
            {t('agentCenter.income.paidAt')}{' '}
            <time dateTime={income.paidAt}>{formatDateTime(income.paidAt, timezone)}</time>
          </p>
        </div>
        <p className="income-card__amount">
          <span>{t('agentCenter.income.amount')}</span>
          <strong className={moneySign(income.amount) < 0 ? 'money money--down' : 'money money--up'}>
            {exactMoney(income.amount)}
          </strong>
        </p>
      </header>
      <dl className="income-card__inputs">
        <div>
          <dt>{t('agentCenter.income.teamValidBet')}</dt>
          <dd>{exactMoney(income.teamValidBet)}</dd>
        </div>
        <div>
          <dt>{t('agentCenter.income.teamProfitLoss')}</dt>
          <dd>
            <Money amount={income.teamProfitLoss} tone />
          </dd>
        </div>
        <div>
          <dt>{t('agentCenter.income.activeMembers')}</dt>
          <dd>{income.activeMembers.toLocaleString()}</dd>
        </div>
        <div>
          <dt>
            {t('agentCenter.income.base')} <span className="muted">({baseName})</span>
          </dt>
          <dd>{exactMoney(income.base)}</dd>
        </div>
        <div>
          <dt>{t('agentCenter.income.rate')}</dt>
          <dd>{formatRate(income.rate)} %</dd>
        </div>
        <div>
          <dt>{t('agentCenter.income.gross')}</dt>
          <dd>{exactMoney(income.gross)}</dd>
        </div>
        <div>
          <dt>{t('agentCenter.income.downlineShare')}</dt>
          <dd>{exactMoney(income.downlineShare)}</dd>
        </div>
      </dl>
      <p className="income-card__formula">
        <span className="income-card__formula-label">{t('agentCenter.income.formulaLabel')}</span>
        <code>{formula}</code>
      </p>
    </article>
  );
}

/** My income: every contract payment of the period, each with its inputs; totals above. */
export function IncomeSection({ fixedKind }: { fixedKind?: TContractKind } = {}) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const [params] = useSearchParams();
  const requestedKind = params.get('kind') as TContractKind | null;
  const { today, range, setRange, page, setPage } = useReportRange('last7');
  const [kind, setKind] = useState<'' | TContractKind>(
    fixedKind ?? (requestedKind && CONTRACT_KINDS.includes(requestedKind) ? requestedKind : ''),
  );
  const income = useIncome({ range, kind: kind || undefined, pageNo: page, pageSize: PAGE_SIZE });
  const data = income.data;

  return (
    <AgentSection
      icon="coins"
      title={t('agent.items.myIncome')}
      lead={t('agentCenter.income.lead')}
      toolbar={
        <>
          <DateRangeFilter value={range} onChange={setRange} today={today} />
          {fixedKind ? null : (
            <div className="filters">
              <FilterSelect
                label={t('agentCenter.income.kind')}
                value={kind}
                options={[
                  { value: '' as const, label: t('agentCenter.income.anyKind') },
                  ...CONTRACT_KINDS.map((value) => ({ value, label: t(`agentCenter.kinds.${value}`) })),
                ]}
                onChange={(value) => {
                  setKind(value);
                  setPage(1);
                }}
              />
            </div>
          )}
        </>
      }
    >
      <div className="stat-grid stat-grid--two">
        <StatCard
          icon="coins"
          tone="primary"
          label={t('agentCenter.income.totalPaid')}
          value={data ? <span className="money">{exactMoney(data.totals.amount)}</span> : '–'}
          hint={data ? t('agentCenter.income.payments', { count: data.total }) : undefined}
        />
        <StatCard
          icon="chart"
          label={t('agentCenter.income.gross')}
          value={<Money amount={data?.totals.gross} />}
        />
      </div>
      {income.error ? (
        <p className="form-notice form-notice--error" role="alert">
          {income.error.message}
        </p>
      ) : null}
      {income.isPending ? (
        <div className="report-table__loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{t('common.loading')}</span>
        </div>
      ) : null}
      {data && data.list.length === 0 ? (
        <EmptyState compact icon="coins" title={t('agentCenter.table.emptyTitle')} />
      ) : null}
      <div className="income-list" aria-busy={income.isFetching || undefined}>
        {data?.list.map((row) => (
          <IncomeCard key={row.id} income={row} timezone={timezone} />
        ))}
      </div>
      <Pager
        label={t('agentCenter.income.caption')}
        paging={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPage: setPage }}
      />
    </AgentSection>
  );
}
