import {
  AGENT_API,
  API,
  type TAgentRegister,
  type TContractKind,
  type TContractOffer,
  type TContractStatus,
  type TTransferDownline,
  ZAgentMessagesPage,
  ZConsolidated,
  ZContract,
  ZContractPage,
  ZDownlineMember,
  ZDownlinePage,
  ZDownlineTransactions,
  ZIncomePage,
  ZPnlStatement,
  ZReferral,
  ZRevenueReport,
  ZTeamBettingReport,
  ZTeamOverview,
  ZTransferResult,
  ZUserLossReport,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiValue } from '../api/api-client.ts';
import { queryKeys, shouldRetry } from '../api/queries.ts';
import { useSessionStore } from '../stores/session-store.ts';
import type { TDateRange } from './lib/date-range.ts';

/**
 * Server state of the agent center: one query hook per agent call of `@croupier/contracts`
 * agents.ts, keyed by the session token (a new log in never sees the last agent's team), and the
 * mutations that change a team or a contract, which refresh what they affect.
 */

/** The shared retry rule, typed so query errors stay `Error`. */
const retryable = (failureCount: number, error: Error) => shouldRetry(failureCount, error);

const agentKey = (token: string | null, ...rest: unknown[]) => ['agent', token, ...rest] as const;

/** Query-string form of a report range: always explicit days in the merchant's timezone. */
export function rangeQuery(range: TDateRange) {
  return { preset: 'custom', from: range.from, to: range.to } as const;
}

function useToken() {
  return useSessionStore((state) => state.token);
}

/** The menu's consolidated contract flags, the agent's own contracts and pending offers. */
export function useConsolidated() {
  const token = useToken();
  return useQuery({
    queryKey: agentKey(token, 'consolidated'),
    queryFn: ({ signal }) => apiValue(AGENT_API.consolidated, ZConsolidated, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
    retry: retryable,
  });
}

/** A report call for `range` plus optional filters, keeping the last page on screen while the next loads. */
function useReport<S extends Parameters<typeof apiValue>[1]>(
  name: string,
  path: string,
  schema: S,
  query: Record<string, string | number | boolean | undefined>,
) {
  const token = useToken();
  return useQuery({
    queryKey: agentKey(token, name, query),
    queryFn: ({ signal }) => apiValue(path, schema, { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: retryable,
  });
}

export type TReportFilters = {
  range: TDateRange;
  username?: string | undefined;
  pageNo?: number;
  pageSize?: number;
};

function reportQuery({ range, username, pageNo = 1, pageSize = 20 }: TReportFilters) {
  return { ...rangeQuery(range), username: username || undefined, pageNo, pageSize };
}

export function useTeamOverview(range: TDateRange) {
  return useReport('overview', AGENT_API.teamOverview, ZTeamOverview, rangeQuery(range));
}

export function useTeamBetting(filters: TReportFilters) {
  return useReport('betting', AGENT_API.teamBetting, ZTeamBettingReport, reportQuery(filters));
}

export function useUserLoss(filters: TReportFilters) {
  return useReport('userLoss', AGENT_API.userLoss, ZUserLossReport, reportQuery(filters));
}

export function useDownlineTransactions(filters: TReportFilters & { type?: string | undefined }) {
  return useReport('transactions', AGENT_API.transactions, ZDownlineTransactions, {
    ...reportQuery(filters),
    type: filters.type || undefined,
  });
}

export function usePnlStatement(range: TDateRange) {
  return useReport('pnl', AGENT_API.pnl, ZPnlStatement, rangeQuery(range));
}

export function useRevenueReport(filters: TReportFilters) {
  return useReport('revenue', AGENT_API.revenue, ZRevenueReport, reportQuery(filters));
}

export function useIncome(filters: TReportFilters & { kind?: TContractKind | undefined }) {
  const { username: _ignored, ...rest } = filters;
  return useReport('income', AGENT_API.income, ZIncomePage, {
    ...reportQuery(rest),
    kind: filters.kind,
  });
}

export type TDownlineFilters = {
  username?: string | undefined;
  status?: 'active' | 'disabled' | undefined;
  role?: 'agent' | 'member' | undefined;
  directOnly?: boolean | undefined;
  pageNo: number;
  pageSize: number;
};

export function useDownline(query: TDownlineFilters) {
  return useReport('downline', AGENT_API.downline, ZDownlinePage, {
    username: query.username || undefined,
    status: query.status,
    role: query.role,
    directOnly: query.directOnly === undefined ? undefined : String(query.directOnly),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  });
}

export function useReferral() {
  const token = useToken();
  return useQuery({
    queryKey: agentKey(token, 'referral'),
    queryFn: ({ signal }) => apiValue(AGENT_API.referral, ZReferral, { signal }),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryable,
  });
}

export function useContracts(filters: {
  kind?: TContractKind | undefined;
  role?: 'upline' | 'downline' | undefined;
  status?: TContractStatus | undefined;
  pageNo?: number;
  pageSize?: number;
}) {
  return useReport('contracts', AGENT_API.contracts, ZContractPage, {
    kind: filters.kind,
    role: filters.role,
    status: filters.status,
    pageNo: filters.pageNo ?? 1,
    pageSize: filters.pageSize ?? 20,
  });
}

export function useContract(id: string | null) {
  const token = useToken();
  return useQuery({
    queryKey: agentKey(token, 'contract', id),
    queryFn: ({ signal }) => apiValue(AGENT_API.contract.replace(':id', id ?? ''), ZContract, { signal }),
    enabled: token !== null && id !== null,
    retry: retryable,
  });
}

/** Refreshes every agent query of this session (after a change to the team or a contract). */
function useInvalidateAgent() {
  const client = useQueryClient();
  const token = useToken();
  return () => client.invalidateQueries({ queryKey: ['agent', token] });
}

export function useRegisterDownline() {
  const invalidate = useInvalidateAgent();
  return useMutation({
    mutationFn: (body: TAgentRegister) =>
      apiValue(AGENT_API.register, ZDownlineMember, { method: 'PUT', body }),
    onSuccess: () => invalidate(),
  });
}

export function useOfferContract() {
  const invalidate = useInvalidateAgent();
  return useMutation({
    mutationFn: (body: TContractOffer) => apiValue(AGENT_API.offer, ZContract, { method: 'POST', body }),
    onSuccess: () => invalidate(),
  });
}

export type TContractDecision = 'accept' | 'reject' | 'terminate';

export function useDecideContract() {
  const invalidate = useInvalidateAgent();
  return useMutation({
    mutationFn: ({ id, decision, reason }: { id: string; decision: TContractDecision; reason?: string }) =>
      apiValue(AGENT_API[decision].replace(':id', id), ZContract, {
        method: 'POST',
        body: decision === 'accept' ? {} : { reason: reason || undefined },
      }),
    onSuccess: () => invalidate(),
  });
}

/** Agent → downline member transfer (wallet API): refreshes the team list and the agent's balance. */
export function useTransferDownline() {
  const invalidate = useInvalidateAgent();
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (body: TTransferDownline) =>
      apiValue(API.wallet.transferDownline, ZTransferResult, { method: 'POST', body }),
    onSuccess: () => {
      void invalidate();
      void client.invalidateQueries({ queryKey: queryKeys.balance(token) });
    },
  });
}

/** Platform messages of the agent, newest first, with the unread count (menu badge). */
export function useAgentMessages(pageNo: number, pageSize = 20) {
  return useReport('messages', AGENT_API.messages, ZAgentMessagesPage, { pageNo, pageSize });
}

/** Marks every message up to now read. */
export function useMarkMessagesRead() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: () =>
      apiValue(AGENT_API.messagesRead, z.object({ unread: z.number().int() }), { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKey(token, 'messages') }),
  });
}
