import {
  encryptPayload,
  POINTS_API,
  type TPointsConvertRequest,
  type TPointsRedeemRequest,
  ZPage,
  ZPointsBalance,
  ZPointsEntry,
  ZPointsGoods,
  ZPointsRedeem,
  ZPointsRedeemResult,
  ZPointsRules,
  ZRebateClaim,
  ZRebatePreview,
  ZReferralOverview,
  ZReferralReward,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiValue } from '../../api/api-client.ts';
import { useBootstrap } from '../../api/bootstrap-context.tsx';
import { queryKeys } from '../../api/queries.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { moneyKeys } from '../member/money-api.ts';

/** Query keys of points, rebate and referral: under the member money keys, so any money action refreshes them. */
const loyaltyKeys = {
  points: (token: string | null) => [...moneyKeys.all(token), 'points'] as const,
  goods: () => ['points', 'goods'] as const,
  rules: () => ['points', 'rules'] as const,
  rebate: (token: string | null) => [...moneyKeys.all(token), 'rebate'] as const,
  referral: (token: string | null) => [...moneyKeys.all(token), 'referral'] as const,
};

function useToken() {
  return useSessionStore((state) => state.token);
}

const PAGE_SIZE = 10;

export function usePoints() {
  const token = useToken();
  return useQuery({
    queryKey: [...loyaltyKeys.points(token), 'balance'],
    queryFn: ({ signal }) => apiValue(POINTS_API.balance, ZPointsBalance, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

export function useGoods() {
  return useQuery({
    queryKey: loyaltyKeys.goods(),
    queryFn: ({ signal }) => apiValue(POINTS_API.goods, ZPointsGoods, { signal }),
  });
}

export function usePointsRules() {
  return useQuery({
    queryKey: loyaltyKeys.rules(),
    queryFn: ({ signal }) => apiValue(POINTS_API.config, ZPointsRules, { signal }),
  });
}

export function useRedeemHistory(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...loyaltyKeys.points(token), 'redeems', pageNo],
    queryFn: ({ signal }) =>
      apiValue(POINTS_API.redeems, ZPage(ZPointsRedeem), { query: { pageNo, pageSize: PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export function usePointsDetails(pageNo: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...loyaltyKeys.points(token), 'entries', pageNo],
    queryFn: ({ signal }) =>
      apiValue(POINTS_API.transactions, ZPage(ZPointsEntry), {
        query: { pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** After a redeem, a conversion or a claim: every money view, the goods' stock and the header balance. */
function useRefreshMoney() {
  const client = useQueryClient();
  const token = useToken();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: moneyKeys.all(token) }),
      client.invalidateQueries({ queryKey: loyaltyKeys.goods() }),
      client.invalidateQueries({ queryKey: queryKeys.balance(token) }),
    ]);
}

/** `POST /wps/points/redeem` (E): encrypted with the merchant's published key. */
export function useRedeem() {
  const { publicKey } = useBootstrap().permission;
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (request: TPointsRedeemRequest) =>
      apiValue(POINTS_API.redeem, ZPointsRedeemResult, {
        method: 'POST',
        body: await encryptPayload(publicKey, request),
      }),
    onSuccess: () => refresh(),
  });
}

/** `POST /wps/points/convert` (E). */
export function useConvertPoints() {
  const { publicKey } = useBootstrap().permission;
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (request: TPointsConvertRequest) =>
      apiValue(POINTS_API.convert, ZPointsRedeemResult, {
        method: 'POST',
        body: await encryptPayload(publicKey, request),
      }),
    onSuccess: () => refresh(),
  });
}

export function useRebatePreview() {
  const token = useToken();
  return useQuery({
    queryKey: [...loyaltyKeys.rebate(token), 'preview'],
    queryFn: ({ signal }) => apiValue(POINTS_API.rebate, ZRebatePreview, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

export function useRebateClaims() {
  const token = useToken();
  return useQuery({
    queryKey: [...loyaltyKeys.rebate(token), 'claims'],
    queryFn: ({ signal }) =>
      apiValue(POINTS_API.rebateClaims, z.object({ list: z.array(ZRebateClaim) }), { signal }),
    enabled: token !== null,
  });
}

export function useClaimRebate() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: () => apiValue(POINTS_API.rebateClaim, ZRebateClaim, { method: 'POST', body: {} }),
    onSuccess: () => refresh(),
  });
}

export function useReferral(isEnabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: loyaltyKeys.referral(token),
    queryFn: ({ signal }) => apiValue(POINTS_API.referral, ZReferralOverview, { signal }),
    enabled: token !== null && isEnabled,
    refetchOnWindowFocus: true,
  });
}

export function useClaimReferralReward() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (id: string) =>
      apiValue(POINTS_API.referralClaim.replace(':id', id), ZReferralReward, { method: 'POST', body: {} }),
    onSuccess: () => refresh(),
  });
}
