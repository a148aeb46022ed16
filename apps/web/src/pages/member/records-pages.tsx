import { BET_RECORD_STATUSES, RECORD_TYPES, type TBetRecordStatus } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { useBetRecords, useProfit, useWalletRecords } from './money-api.ts';
import { formatTime } from './money-time.ts';
import {
  DateRangeFilter,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  Pager,
  SelectField,
  SignedAmount,
  StatTile,
  type TRangeState,
  useMerchantMoney,
  useRangeState,
} from './money-ui.tsx';

const PAGE_SIZE = 20;

function toneOf(amount: string): 'up' | 'down' | 'plain' {
  if (amount.startsWith('-')) return 'down';
  return /[1-9]/.test(amount) ? 'up' : 'plain';
}

/** Filters bar: the date range plus the page's own selects. */
function FilterBar({
  range,
  onRange,
  children,
}: {
  range: TRangeState;
  onRange: (next: TRangeState) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const { timezone } = useMerchantMoney();
  return (
    <fieldset className="filter-bar">
      <legend className="visually-hidden">{t('memberMoney.common.filters')}</legend>
      <DateRangeFilter value={range} onChange={onRange} />
      {children ? <div className="filter-bar__selects">{children}</div> : null}
      <p className="filter-bar__zone">{t('memberMoney.common.timezoneNote', { timezone })}</p>
    </fieldset>
  );
}

/**
 * A paged records query as the page shows it: a skeleton while loading, the error with a retry,
 * the `empty` state for no rows, otherwise the labelled table, then the pager.
 */
function RecordsTable<T>({
  query,
  label,
  empty,
  head,
  renderRow,
  pageNo,
  onPage,
}: {
  query: {
    data: { list: readonly T[]; total: number } | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  label: string;
  empty: React.ReactNode;
  head: React.ReactNode;
  renderRow: (row: T) => React.ReactNode;
  pageNo: number;
  onPage: (pageNo: number) => void;
}) {
  const data = query.data;
  return (
    <>
      {query.isPending ? <MoneySkeleton /> : null}
      {query.isError ? <MoneyError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {data && data.list.length === 0 ? empty : null}
      {data && data.list.length > 0 ? (
        <div className="money-table-wrap">
          <table className="money-table" aria-label={label}>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{data.list.map(renderRow)}</tbody>
          </table>
        </div>
      ) : null}
      {data ? <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={data.total} onChange={onPage} /> : null}
    </>
  );
}

/** Account record (transactionHistory): every wallet movement with its type, amount and balance after. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const [range, setRange] = useRangeState('last7');
  const [type, setType] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const records = useWalletRecords({
    ...range.range,
    ...(type ? { type } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const typeLabel = (value: string) =>
    (RECORD_TYPES as readonly string[]).includes(value)
      ? t(`memberMoney.records.types.${value as (typeof RECORD_TYPES)[number]}`)
      : t('memberMoney.records.types.other');
  return (
    <section className="money-page">
      <MoneySectionHead
        icon="clock"
        title={t('member.transactionHistory')}
        lead={t('memberMoney.records.lead')}
      />
      <FilterBar
        range={range}
        onRange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      >
        <SelectField
          label={t('memberMoney.records.typeFilter')}
          value={type}
          onChange={(value) => {
            setType(value);
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('memberMoney.common.all') },
            ...RECORD_TYPES.map((value) => ({ value, label: typeLabel(value) })),
          ]}
        />
      </FilterBar>
      <RecordsTable
        query={records}
        label={t('member.transactionHistory')}
        empty={
          <EmptyState
            icon="inbox"
            title={t('memberMoney.records.empty')}
            text={t('memberMoney.records.emptyText')}
            compact
          />
        }
        head={
          <>
            <th scope="col">{t('memberMoney.common.time')}</th>
            <th scope="col">{t('memberMoney.common.type')}</th>
            <th scope="col" className="is-number">
              {t('memberMoney.common.amount')}
            </th>
            <th scope="col" className="is-number">
              {t('memberMoney.common.balanceAfter')}
            </th>
            <th scope="col">{t('memberMoney.common.reference')}</th>
          </>
        }
        renderRow={(row) => (
          <tr key={row.id}>
            <td data-label={t('memberMoney.common.time')} className="is-time">
              {formatTime(row.time, timezone)}
            </td>
            <td data-label={t('memberMoney.common.type')}>
              <span className={`type-chip type-chip--${row.amount.startsWith('-') ? 'out' : 'in'}`}>
                {typeLabel(row.type)}
              </span>
            </td>
            <td data-label={t('memberMoney.common.amount')} className="is-number">
              <SignedAmount amount={row.amount} symbol={symbol} />
            </td>
            <td data-label={t('memberMoney.common.balanceAfter')} className="is-number">
              {formatAmount(row.balanceAfter, symbol)}
            </td>
            <td data-label={t('memberMoney.common.reference')} className="is-muted">
              {row.reference ?? '—'}
            </td>
          </tr>
        )}
        pageNo={pageNo}
        onPage={setPageNo}
      />
    </section>
  );
}

const BET_TONE: Record<TBetRecordStatus, string> = { open: 'info', settled: 'good', cancelled: 'bad' };

/** Betting record (personalHistoryCopy): the member's game rounds, by provider and status, with totals. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const [range, setRange] = useRangeState('last7');
  const [vendorCode, setVendorCode] = useState('');
  const [status, setStatus] = useState<TBetRecordStatus | ''>('');
  const [pageNo, setPageNo] = useState(1);
  const bets = useBetRecords({
    ...range.range,
    ...(vendorCode ? { vendorCode } : {}),
    ...(status ? { status } : {}),
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const data = bets.data;
  return (
    <section className="money-page">
      <MoneySectionHead icon="ticket" title={t('member.bettingRecord')} lead={t('memberMoney.bets.lead')} />
      <FilterBar
        range={range}
        onRange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      >
        <SelectField
          label={t('memberMoney.bets.vendorFilter')}
          value={vendorCode}
          onChange={(value) => {
            setVendorCode(value);
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('memberMoney.common.all') },
            ...(data?.vendors ?? []).map((value) => ({ value, label: data?.vendorNames[value] ?? value })),
          ]}
        />
        <SelectField
          label={t('memberMoney.bets.statusFilter')}
          value={status}
          onChange={(value) => {
            setStatus(value as TBetRecordStatus | '');
            setPageNo(1);
          }}
          options={[
            { value: '', label: t('memberMoney.common.all') },
            ...BET_RECORD_STATUSES.map((value) => ({
              value,
              label: t(`memberMoney.bets.statuses.${value}`),
            })),
          ]}
        />
      </FilterBar>
      {data ? (
        <dl className="stat-grid stat-grid--four">
          <StatTile label={t('memberMoney.bets.rounds')} value={String(data.totals.rounds)} icon="dice" />
          <StatTile
            label={t('memberMoney.bets.bet')}
            value={formatAmount(data.totals.betAmount, symbol)}
            icon="coins"
          />
          <StatTile
            label={t('memberMoney.bets.win')}
            value={formatAmount(data.totals.winAmount, symbol)}
            icon="trophy"
          />
          <StatTile
            label={t('memberMoney.bets.profit')}
            value={<SignedAmount amount={data.totals.profit} symbol={symbol} />}
            icon="chart"
            tone={toneOf(data.totals.profit)}
            isFeatured
          />
        </dl>
      ) : null}
      <RecordsTable
        query={bets}
        label={t('member.bettingRecord')}
        empty={
          <EmptyState
            icon="ticket"
            title={t('memberMoney.bets.empty')}
            text={t('memberMoney.bets.emptyText')}
            compact
          />
        }
        head={
          <>
            <th scope="col">{t('memberMoney.common.time')}</th>
            <th scope="col">{t('memberMoney.bets.game')}</th>
            <th scope="col">{t('memberMoney.common.status')}</th>
            <th scope="col" className="is-number">
              {t('memberMoney.bets.bet')}
            </th>
            <th scope="col" className="is-number">
              {t('memberMoney.bets.validBet')}
            </th>
            <th scope="col" className="is-number">
              {t('memberMoney.bets.win')}
            </th>
            <th scope="col" className="is-number">
              {t('memberMoney.bets.profit')}
            </th>
          </>
        }
        renderRow={(row) => (
          <tr key={row.id}>
            <td data-label={t('memberMoney.common.time')} className="is-time">
              {formatTime(row.openedAt, timezone)}
            </td>
            <td data-label={t('memberMoney.bets.game')}>
              <span className="game-cell">
                <strong>{row.gameName}</strong>
                <span className="is-muted">
                  {row.vendorName} · {t('memberMoney.bets.round')} {row.roundId}
                </span>
              </span>
            </td>
            <td data-label={t('memberMoney.common.status')}>
              <span className={`status-pill status-pill--${BET_TONE[row.status]}`}>
                {t(`memberMoney.bets.statuses.${row.status}`)}
              </span>
            </td>
            <td data-label={t('memberMoney.bets.bet')} className="is-number">
              {formatAmount(row.betAmount, symbol)}
            </td>
            <td data-label={t('memberMoney.bets.validBet')} className="is-number">
              {row.status === 'settled' ? formatAmount(row.validBet, symbol) : '—'}
            </td>
            <td data-label={t('memberMoney.bets.win')} className="is-number">
              {formatAmount(row.winAmount, symbol)}
            </td>
            <td data-label={t('memberMoney.bets.profit')} className="is-number">
              {row.status === 'settled' ? <SignedAmount amount={row.profit} symbol={symbol} /> : '—'}
            </td>
          </tr>
        )}
        pageNo={pageNo}
        onPage={setPageNo}
      />
    </section>
  );
}

const SUMMARY_KEYS = [
  'deposits',
  'withdrawals',
  'transfersIn',
  'transfersOut',
  'adjustments',
  'bets',
  'wins',
  'rollbacks',
] as const;

/** Personal profit and loss (personalProfit): money in and out by kind, and game results by day. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const [range, setRange] = useRangeState('last30');
  const [pageNo, setPageNo] = useState(1);
  const profit = useProfit({ ...range.range, pageNo, pageSize: PAGE_SIZE });
  const data = profit.data;
  return (
    <section className="money-page">
      <MoneySectionHead icon="chart" title={t('member.personalProfit')} lead={t('memberMoney.profit.lead')} />
      <FilterBar
        range={range}
        onRange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      {profit.isPending ? <MoneySkeleton /> : null}
      {profit.isError ? <MoneyError error={profit.error} onRetry={() => void profit.refetch()} /> : null}
      {data ? (
        <>
          <div className="profit-hero">
            <p className="profit-hero__label">{t('memberMoney.profit.gameResult')}</p>
            <p className={`profit-hero__value profit-hero__value--${toneOf(data.summary.gameProfit)}`}>
              <SignedAmount amount={data.summary.gameProfit} symbol={symbol} />
            </p>
          </div>
          <dl className="stat-grid stat-grid--four">
            {SUMMARY_KEYS.map((key) => (
              <StatTile
                key={key}
                label={t(`memberMoney.profit.summary.${key}`)}
                value={formatAmount(data.summary[key], symbol)}
              />
            ))}
          </dl>
          <h3 className="money-subtitle">{t('memberMoney.profit.daily')}</h3>
          {data.list.length === 0 ? (
            <EmptyState
              icon="chart"
              title={t('memberMoney.profit.empty')}
              text={t('memberMoney.profit.emptyText')}
              compact
            />
          ) : (
            <div className="money-table-wrap">
              <table className="money-table" aria-label={t('memberMoney.profit.daily')}>
                <thead>
                  <tr>
                    <th scope="col">{t('memberMoney.profit.day')}</th>
                    <th scope="col" className="is-number">
                      {t('memberMoney.bets.rounds')}
                    </th>
                    <th scope="col" className="is-number">
                      {t('memberMoney.bets.bet')}
                    </th>
                    <th scope="col" className="is-number">
                      {t('memberMoney.bets.win')}
                    </th>
                    <th scope="col" className="is-number">
                      {t('memberMoney.bets.profit')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.day}>
                      <td data-label={t('memberMoney.profit.day')} className="is-time">
                        {row.day}
                      </td>
                      <td data-label={t('memberMoney.bets.rounds')} className="is-number">
                        {row.rounds}
                      </td>
                      <td data-label={t('memberMoney.bets.bet')} className="is-number">
                        {formatAmount(row.betAmount, symbol)}
                      </td>
                      <td data-label={t('memberMoney.bets.win')} className="is-number">
                        {formatAmount(row.winAmount, symbol)}
                      </td>
                      <td data-label={t('memberMoney.bets.profit')} className="is-number">
                        <SignedAmount amount={row.profit} symbol={symbol} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pageNo={pageNo} pageSize={PAGE_SIZE} total={data.total} onChange={setPageNo} />
        </>
      ) : null}
    </section>
  );
}
