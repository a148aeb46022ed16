import {
  API,
  type TMissionPeriod,
  ZMissionLeaderboard,
  ZMissionSummary,
  ZRewardClaimResult,
  ZVipOverview,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../api/api-client.ts';
import { queryKeys } from '../../../api/queries.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { moneyKeys } from '../money-api.ts';

/** Under the member money keys: a claim, bet or deposit refreshes VIP and missions too. */
const engageKeys = {
  vip: (token: string | null) => [...moneyKeys.all(token), 'vip'] as const,
  missions: (token: string | null) => [...moneyKeys.all(token), 'missions'] as const,
  board: (token: string | null, period: TMissionPeriod) =>
    [...moneyKeys.all(token), 'missionBoard', period] as const,
};

function useToken() {
  return useSessionStore((state) => state.token);
}

/** The member's VIP level, progress, the table of levels and perks. */
export function useVipOverview() {
  const token = useToken();
  return useQuery({
    queryKey: engageKeys.vip(token),
    queryFn: ({ signal }) => apiValue(API.vip.overview, ZVipOverview, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

/** The member's missions of today and this week with progress (the spec's mission summary). */
export function useMissionSummary() {
  const token = useToken();
  return useQuery({
    queryKey: engageKeys.missions(token),
    queryFn: ({ signal }) => apiValue(API.missions.summary, ZMissionSummary, { signal }),
    enabled: token !== null,
    refetchOnWindowFocus: true,
  });
}

/** The mission-points leaderboard of the current day or week. */
export function useMissionLeaderboard(period: TMissionPeriod) {
  const token = useToken();
  return useQuery({
    queryKey: engageKeys.board(token, period),
    queryFn: ({ signal }) =>
      apiValue(API.missions.leaderboard, ZMissionLeaderboard, { query: { period }, signal }),
    enabled: token !== null,
  });
}

/** Claims a VIP, mission or leaderboard reward into the main wallet; everything money-related refreshes. */
export function useClaimReward() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (id: string) =>
      apiValue(API.promotions.rewardClaim, ZRewardClaimResult, { method: 'POST', body: { id } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: moneyKeys.all(token) }),
        client.invalidateQueries({ queryKey: queryKeys.balance(token) }),
      ]),
  });
}

/** Sets the birthday once, with the 21 confirmation. */
export function useSetBirthday() {
  const client = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (birthday: string) =>
      apiValue(API.vip.birthday, ZVipOverview, { method: 'PUT', body: { birthday, confirmAge21: true } }),
    onSuccess: (value) => client.setQueryData(engageKeys.vip(token), value),
  });
}
