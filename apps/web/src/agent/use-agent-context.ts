import { useCallback, useState } from 'react';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useConsolidated } from './agent-api.ts';
import { presetRange, type TDateRange, todayIn } from './lib/date-range.ts';

/** The merchant timezone the agent center shows and reports in (the agent call's, else the site's). */
export function useAgentTimezone(): string {
  const { permission } = useBootstrap();
  const consolidated = useConsolidated();
  return consolidated.data?.timezone ?? permission.merchant.timezone;
}

/** The merchant's today (re-read on every render, so a page left open past midnight moves on). */
export function useMerchantToday(): string {
  return todayIn(useAgentTimezone());
}

/** A report's period, starting at the last 7 days of the merchant's calendar. */
export function useReportRange(initial: 'today' | 'last7' | 'last30' = 'last7') {
  const today = useMerchantToday();
  const [range, setRangeState] = useState<TDateRange>(() => presetRange(initial, today));
  const [page, setPage] = useState(1);
  const setRange = useCallback((next: TDateRange) => {
    setRangeState(next);
    setPage(1);
  }, []);
  return { today, range, setRange, page, setPage };
}
