import {
  API,
  type TBankAccountInput,
  type TBankAccountRemove,
  type TBetRecordsQuery,
  type TChangeEmailRequest,
  type TChangeMobileRequest,
  type TContactCodeRequest,
  type TProfitQuery,
  type TRecordsQuery,
  type TSecurityCodeRequest,
  type TSetPaymentPassword,
  type TTotpCodeRequest,
  type TTransferDownline,
  type TTransferUpline,
  type TWalletBalance,
  type TWithdrawalConfirm,
  type TWithdrawalListQuery,
  type TWithdrawalRequest,
  ZBankAccountBound,
  ZBetRecords,
  ZMemberBadges,
  ZMemberMessages,
  ZMoneyOverview,
  ZPage,
  ZProfit,
  ZSensitiveChangeResult,
  ZTotpSetup,
  ZTransferResult,
  ZUnreadCount,
  ZWalletRecords,
  ZWithdrawal,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiValue } from '../../api/api-client.ts';
import { queryKeys } from '../../api/queries.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** Query keys of the member money pages; all under `['memberMoney', token]` so one call refreshes them. */
export const moneyKeys = {
  all: (token: string | null) => ['memberMoney', token] as const,
  overview: (token: string | null) => ['memberMoney', token, 'overview'] as const,
  withdrawals: (token: string | null, query: Partial<TWithdrawalListQuery>) =>
    ['memberMoney', token, 'withdrawals', query] as const,
  records: (token: string | null, query: Partial<TRecordsQuery>) =>
    ['memberMoney', token, 'records', query] as const,
  bets: (token: string | null, query: Partial<TBetRecordsQuery>) =>
    ['memberMoney', token, 'bets', query] as const,
  profit: (token: string | null, query: Partial<TProfitQuery>) =>
    ['memberMoney', token, 'profit', query] as const,
  messages: (token: string | null) => ['memberMoney', token, 'messages'] as const,
  badges: (token: string | null) => ['memberMoney', token, 'badges'] as const,
};

/** A fresh idempotency key for one money action (a retry of the same action reuses it). */
export function newIdempotencyKey(prefix: string): string {
  const random = crypto.getRandomValues(new Uint8Array(12));
  return `${prefix}-${Array.from(random, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const ZChanged = ZSensitiveChangeResult.extend({ changed: z.boolean() });
const ZCodeSent = z.object({ expiredMinutes: z.number().int(), maskedDestination: z.string() });

function useToken() {
  return useSessionStore((state) => state.token);
}

/** Balance, held money, password and bank state, upline and withdrawal limits. */
export function useMoneyOverview() {
  const token = useToken();
  const client = useQueryClient();
  return useQuery({
    queryKey: moneyKeys.overview(token),
    queryFn: async ({ signal }) => {
      const overview = await apiValue(API.wallet.overview, ZMoneyOverview, { signal });
      // The same balance, just read: the header shows it too, so the two never disagree.
      client.setQueryData<TWalletBalance>(queryKeys.balance(token), {
        balance: overview.balance,
        currency: overview.currency,
        currencySymbol: overview.currencySymbol,
      });
      return overview;
    },
    enabled: token !== null,
  });
}

export function useWithdrawals(query: Partial<TWithdrawalListQuery>) {
  const token = useToken();
  return useQuery({
    queryKey: moneyKeys.withdrawals(token, query),
    queryFn: ({ signal }) => apiValue(API.wallet.withdrawals, ZPage(ZWithdrawal), { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useWalletRecords(query: Partial<TRecordsQuery>) {
  const token = useToken();
  return useQuery({
    queryKey: moneyKeys.records(token, query),
    queryFn: ({ signal }) => apiValue(API.wallet.records, ZWalletRecords, { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useBetRecords(query: Partial<TBetRecordsQuery>) {
  const token = useToken();
  return useQuery({
    queryKey: moneyKeys.bets(token, query),
    queryFn: ({ signal }) => apiValue(API.wallet.bets, ZBetRecords, { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function useProfit(query: Partial<TProfitQuery>) {
  const token = useToken();
  return useQuery({
    queryKey: moneyKeys.profit(token, query),
    queryFn: ({ signal }) => apiValue(API.wallet.profit, ZProfit, { query, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * After any money action: the header balance and every money page of this session are stale.
 * (A WebSocket push refreshes the header too; this keeps the tab right on its own.)
 */
export function useRefreshMoney() {
  const client = useQueryClient();
  const token = useToken();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.balance(token) }),
      client.invalidateQueries({ queryKey: moneyKeys.all(token) }),
    ]);
}

function useMoneyMutation<TInput, TResult>(call: (input: TInput) => Promise<TResult>) {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: call, onSuccess: () => refresh() });
}

export function useSetPaymentPassword() {
  return useMoneyMutation((body: TSetPaymentPassword) =>
    apiValue(API.member.paymentPassword, ZChanged, { method: 'POST', body }),
  );
}

export function useBindBankAccount() {
  return useMoneyMutation((body: TBankAccountInput) =>
    apiValue(API.member.bankAccount, ZBankAccountBound, { method: 'POST', body }),
  );
}

export function useRemoveBankAccount() {
  return useMoneyMutation((body: TBankAccountRemove) =>
    apiValue(API.member.bankAccount, ZSensitiveChangeResult, { method: 'DELETE', body }),
  );
}

/** Sends a code to the member's own mobile or email on file, to prove a sensitive change. */
export function sendSecurityCode(body: TSecurityCodeRequest) {
  return apiValue(API.member.securityCode, ZCodeSent, { method: 'POST', body });
}

/** Sends a code to the new mobile or email the member binds (refused when taken). */
export function sendContactCode(body: TContactCodeRequest) {
  return apiValue(API.member.contactCode, ZCodeSent, { method: 'POST', body });
}

/** A new authenticator secret and its otpauth URI (shown once; nothing is on until enabled). */
export function useTotpSetup() {
  return useMutation({
    mutationFn: () => apiValue(API.member.totpSetup, ZTotpSetup, { method: 'POST', body: {} }),
  });
}

export function useEnableTotp() {
  return useMoneyMutation((body: TTotpCodeRequest) =>
    apiValue(API.member.totpEnable, ZSensitiveChangeResult, { method: 'POST', body }),
  );
}

export function useDisableTotp() {
  return useMoneyMutation((body: TTotpCodeRequest) =>
    apiValue(API.member.totpDisable, ZSensitiveChangeResult, { method: 'POST', body }),
  );
}

export function useChangeMobile() {
  return useMoneyMutation((body: TChangeMobileRequest) =>
    apiValue(API.member.mobile, ZSensitiveChangeResult, { method: 'POST', body }),
  );
}

export function useChangeEmail() {
  return useMoneyMutation((body: TChangeEmailRequest) =>
    apiValue(API.member.email, ZSensitiveChangeResult, { method: 'POST', body }),
  );
}

/** The member's in-site messages (security notices), newest first, with the unread count. */
export function useMemberMessages() {
  const token = useToken();
  return useQuery({
    queryKey: moneyKeys.messages(token),
    queryFn: ({ signal }) =>
      apiValue(API.member.messages, ZMemberMessages, { query: { pageSize: 10 }, signal }),
    enabled: token !== null,
  });
}

/**
 * Badge counts of the member menu (mission, message, reward). Under the money keys, so a sensitive
 * change (which sends a message) refreshes them; also refetched when the tab regains focus.
 */
export function useMemberBadges() {
  const token = useToken();
  return useQuery({
    queryKey: moneyKeys.badges(token),
    queryFn: ({ signal }) => apiValue(API.member.badges, ZMemberBadges, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

/** Marks one message read (opening it); the badges and the list follow. */
export function useMarkMessageRead() {
  return useMoneyMutation((id: string) =>
    apiValue(API.member.messageRead.replace(':id', encodeURIComponent(id)), ZUnreadCount, { method: 'POST' }),
  );
}

export function useMarkMessagesRead() {
  return useMoneyMutation(() =>
    apiValue(API.member.messagesRead, z.object({ marked: z.number().int() }), { method: 'POST' }),
  );
}

export function useRequestWithdrawal() {
  return useMoneyMutation((body: TWithdrawalRequest) =>
    apiValue(API.wallet.withdrawals, ZWithdrawal, { method: 'POST', body }),
  );
}

export function useConfirmWithdrawal() {
  return useMoneyMutation(({ id, body }: { id: string; body: TWithdrawalConfirm }) =>
    apiValue(API.wallet.withdrawalConfirm.replace(':id', encodeURIComponent(id)), ZWithdrawal, {
      method: 'POST',
      body,
    }),
  );
}

export function useTransferUpline() {
  return useMoneyMutation((body: TTransferUpline) =>
    apiValue(API.wallet.transferUpline, ZTransferResult, { method: 'POST', body }),
  );
}

export function useTransferDownline() {
  return useMoneyMutation((body: TTransferDownline) =>
    apiValue(API.wallet.transferDownline, ZTransferResult, { method: 'POST', body }),
  );
}
