import { API, type TDashboard, ZDashboard, ZOk } from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleRequest, money } from '../console-api.ts';
import { TrendChart } from './trend-chart.tsx';

const PERIODS = [7, 14, 30] as const;

/** Today and the period: registrations, first deposits, money in and out, bets, GGR, active players, with a chart. */
export function DashboardPage({ merchantCode }: { merchantCode: string }) {
  const [days, setDays] = useState<number>(14);
  const dashboard = useQuery({
    queryKey: ['console', 'dashboard', merchantCode, days],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.dashboard, ZOk(ZDashboard), {
          params: { merchantCode },
          query: { days },
        })
      ).value,
  });
  const data = dashboard.data;
  return (
    <section className="console-page" aria-labelledby="dashboard-title">
      <header className="console-page__head">
        <div>
          <h1 id="dashboard-title">Dashboard</h1>
          <p className="console-muted">
            {data ? `Figures in ${data.currency}, days in ${data.timezone}` : ' '}
          </p>
        </div>
        <fieldset className="console-segmented" aria-label="Period">
          {PERIODS.map((period) => (
            <button key={period} type="button" aria-pressed={days === period} onClick={() => setDays(period)}>
              {period} days
            </button>
          ))}
        </fieldset>
      </header>
      {data ? <Figures data={data} days={days} /> : <div className="console-skeleton" aria-busy="true" />}
    </section>
  );
}

function Figures({ data, days }: { data: TDashboard; days: number }) {
  const symbol = data.currencySymbol;
  const tiles = [
    {
      label: 'Registrations',
      today: String(data.today.registrations),
      period: String(data.period.registrations),
    },
    {
      label: 'First deposits',
      today: String(data.today.firstDeposits),
      period: String(data.period.firstDeposits),
    },
    {
      label: 'Deposits',
      today: money(data.today.deposits, symbol),
      period: money(data.period.deposits, symbol),
    },
    {
      label: 'Withdrawals',
      today: money(data.today.withdrawals, symbol),
      period: money(data.period.withdrawals, symbol),
    },
    { label: 'Bets', today: money(data.today.bets, symbol), period: money(data.period.bets, symbol) },
    {
      label: 'GGR',
      today: money(data.today.ggr, symbol),
      period: money(data.period.ggr, symbol),
      accent: true,
    },
    {
      label: 'Active players',
      today: String(data.today.activePlayers),
      period: String(data.period.activePlayers),
    },
  ];
  return (
    <>
      <ul className="console-kpis" aria-label="Today">
        {tiles.map((tile) => (
          <li
            key={tile.label}
            className={`console-kpi${tile.accent ? ' console-kpi--accent' : ''}`}
            aria-label={tile.label}
          >
            <span className="console-kpi__label">{tile.label}</span>
            <strong className="console-kpi__value">{tile.today}</strong>
            <span className="console-kpi__period">
              {tile.period} <small>in {days} days</small>
            </span>
          </li>
        ))}
      </ul>
      <div className="console-card">
        <div className="console-card__head">
          <h2>Money in, money out and GGR</h2>
          <span className="console-legend">
            <i className="console-legend__dot console-legend__dot--in" /> Deposits
            <i className="console-legend__dot console-legend__dot--out" /> Withdrawals
            <i className="console-legend__dot console-legend__dot--ggr" /> GGR
          </span>
        </div>
        <TrendChart series={data.series} symbol={symbol} />
      </div>
    </>
  );
}
