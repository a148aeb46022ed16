import {
  API,
  type TApplyInput,
  type TPromotionCategory,
  ZBonusWallet,
  ZCheckinResult,
  ZClaimResult,
  ZPromotion,
  ZPromotionList,
  ZRewardList,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../api/api-client.ts';
import { queryKeys } from '../../api/queries.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { moneyKeys } from '../member/money-api.ts';

/** Query keys of promotions and the bonus wallet: under the member money keys, so any money action refreshes them. */
const promoKeys = {
  list: (token: string | null, category: TPromotionCategory | undefined) =>
    [...moneyKeys.all(token), 'promotions', category ?? 'all'] as const,
  bonuses: (token: string | null) => [...moneyKeys.all(token), 'bonuses'] as const,
  rewards: (token: string | null) => [...moneyKeys.all(token), 'rewards'] as const,
};

function useToken() {
  return useSessionStore((state) => state.token);
}

/** The merchant's promotions with the member's status in each (a visitor sees them too). */
export function usePromotions(category: TPromotionCategory | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: promoKeys.list(token, category),
    queryFn: ({ signal }) => apiValue(API.promotions.list, ZPromotionList, { query: { category }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The bonus wallet: each bonus with its wagering progress. */
export function useBonusWallet() {
  const token = useToken();
  return useQuery({
    queryKey: promoKeys.bonuses(token),
    queryFn: ({ signal }) => apiValue(API.promotions.bonuses, ZBonusWallet, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

/** The reward center's list of rewards to claim. */
export function useRewards() {
  const token = useToken();
  return useQuery({
    queryKey: promoKeys.rewards(token),
    queryFn: ({ signal }) => apiValue(API.promotions.rewards, ZRewardList, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

/** After joining or claiming: the promotions, bonuses, rewards, badges and the header balance. */
function useRefreshPromotions() {
  const client = useQueryClient();
  const token = useToken();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: moneyKeys.all(token) }),
      client.invalidateQueries({ queryKey: queryKeys.balance(token) }),
    ]);
}

export function useJoinPromotion() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: (id: string) =>
      apiValue(API.promotions.join.replace(':id', id), ZPromotion, { method: 'POST', body: {} }),
    onSuccess: () => refresh(),
  });
}

export function useClaimPromotion() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: (id: string) =>
      apiValue(API.promotions.claim.replace(':id', id), ZClaimResult, { method: 'POST', body: {} }),
    onSuccess: () => refresh(),
  });
}

/** Today's check-in of a daily check-in promotion: the bonus it paid and the ladder after it. */
export function useCheckIn() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: (id: string) =>
      apiValue(API.promotions.checkin.replace(':id', id), ZCheckinResult, { method: 'POST', body: {} }),
    onSuccess: () => refresh(),
  });
}

/** Applies to an apply activity with a comment and images (base64): the promotion with its application after. */
export function useApplyPromotion() {
  const refresh = useRefreshPromotions();
  return useMutation({
    mutationFn: ({ id, ...input }: TApplyInput & { id: string }) =>
      apiValue(API.promotions.apply.replace(':id', id), ZPromotion, { method: 'POST', body: input }),
    onSuccess: () => refresh(),
  });
}
