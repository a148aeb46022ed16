import { API, ZCurrentRedEnvelope, ZRedEnvelopeClaim } from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../api/api-client.ts';
import { queryKeys } from '../api/queries.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** How often the site asks whether a rain is live (a rain's start also triggers a re-read at that instant). */
const POLL_MS = 60_000;

export const rainKeys = {
  current: (token: string | null) => ['redEnvelopes', token, 'current'] as const,
};

/** The live rain (else the next one) with the member's envelope; visitors see it too. */
export function useCurrentRain() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: rainKeys.current(token),
    queryFn: async ({ signal }) =>
      (await apiValue(API.redEnvelopes.current, ZCurrentRedEnvelope, { signal })).rain,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** Opens the member's envelope; the header balance and the rain follow. */
export function useClaimEnvelope() {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: (rainId: string) =>
      apiValue(API.redEnvelopes.claim.replace(':id', encodeURIComponent(rainId)), ZRedEnvelopeClaim, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) }),
        queryClient.invalidateQueries({ queryKey: rainKeys.current(token) }),
      ]),
  });
}
