import {
  API,
  type TKycSubmissionInput,
  type TRealityCheckInput,
  type TRgExclusionInput,
  type TRgLimitInput,
  type TRgOverview,
  ZKycOverview,
  ZRgOverview,
  ZRgSession,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../api/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { moneyKeys } from '../money-api.ts';

/** Query keys under the member money keys, so a deposit or bet refreshes what was used. */
const rgKeys = {
  overview: (token: string | null) => [...moneyKeys.all(token), 'rg'] as const,
  session: (token: string | null) => [...moneyKeys.all(token), 'rg-session'] as const,
  kyc: (token: string | null) => [...moneyKeys.all(token), 'kyc'] as const,
};

function useToken() {
  return useSessionStore((state) => state.token);
}

/** The member's limits, reality check and any exclusion. */
export function useRgOverview() {
  const token = useToken();
  return useQuery({
    queryKey: rgKeys.overview(token),
    queryFn: ({ signal }) => apiValue(API.rg.overview, ZRgOverview, { signal }),
    enabled: token !== null,
  });
}

function useRgMutation<TInput>(call: (input: TInput) => Promise<TRgOverview>) {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: call,
    onSuccess: (value) => queryClient.setQueryData(rgKeys.overview(token), value),
  });
}

export function useSetLimit() {
  return useRgMutation((input: TRgLimitInput) =>
    apiValue(API.rg.limits, ZRgOverview, { method: 'PUT', body: input }),
  );
}

export function useSetRealityCheck() {
  return useRgMutation((input: TRealityCheckInput) =>
    apiValue(API.rg.realityCheck, ZRgOverview, { method: 'PUT', body: input }),
  );
}

/** A time-out or self-exclusion: the server ends the session, so the caller signs out after. */
export function useExclude() {
  return useMutation({
    mutationFn: (input: TRgExclusionInput) =>
      apiValue(API.rg.exclusion, ZRgOverview, { method: 'POST', body: input }),
  });
}

/** The reality check's figures for the current session (read when the check is due). */
export function useRgSession() {
  const token = useToken();
  return useQuery({
    queryKey: rgKeys.session(token),
    queryFn: ({ signal }) => apiValue(API.rg.session, ZRgSession, { signal }),
    enabled: token !== null,
    staleTime: 0,
  });
}

/** The member's identity verification and the merchant's rules that need it. */
export function useKycOverview() {
  const token = useToken();
  return useQuery({
    queryKey: rgKeys.kyc(token),
    queryFn: ({ signal }) => apiValue(API.kyc.overview, ZKycOverview, { signal }),
    enabled: token !== null,
  });
}

export function useSubmitKyc() {
  const queryClient = useQueryClient();
  const token = useToken();
  return useMutation({
    mutationFn: (input: TKycSubmissionInput) =>
      apiValue(API.kyc.submit, ZKycOverview, { method: 'POST', body: input }),
    onSuccess: (value) => queryClient.setQueryData(rgKeys.kyc(token), value),
  });
}
