import {
  API,
  type TCountryCodes,
  type TMemberIcon,
  ZCountryCodes,
  ZFirstLoginValue,
  ZMemberIconValue,
} from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSessionStore } from '../stores/session-store.ts';
import { apiValue } from './api-client.ts';
import { queryKeys } from './queries.ts';

const profileKeys = {
  countryCodes: ['countryCodes'] as const,
  firstLogin: (token: string | null) => ['firstLogin', token] as const,
};

/** The country-code picker's list and starting code, from the server (`/wps/system/countryCodes`). */
export function useCountryCodes(isEnabled = true) {
  return useQuery({
    queryKey: profileKeys.countryCodes,
    queryFn: ({ signal }): Promise<TCountryCodes> =>
      apiValue(API.system.countryCodes, ZCountryCodes, { signal }),
    staleTime: 60 * 60_000,
    enabled: isEnabled,
  });
}

/** Sets the member's avatar; the member info (header, account page) follows. */
export function useSetMemberIcon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (icon: TMemberIcon) =>
      apiValue(API.member.icon, ZMemberIconValue, { method: 'PUT', body: { icon } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.memberInfoAll }),
        client.invalidateQueries({ queryKey: ['firstLogin'] }),
      ]),
  });
}

/** The first-login call: whether the welcome is still to show, and the first steps done. */
export function useFirstLogin(isEnabled: boolean) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: profileKeys.firstLogin(token),
    queryFn: ({ signal }) => apiValue(API.member.firstLogin, ZFirstLoginValue, { signal }),
    enabled: isEnabled && token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Marks the first-login welcome done. */
export function useCompleteFirstLogin() {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: () => apiValue(API.member.firstLogin, ZFirstLoginValue, { method: 'POST' }),
    onSuccess: (value) => client.setQueryData(profileKeys.firstLogin(token), value),
  });
}

/**
 * The dialing code a phone field uses: the player's choice, else a remembered one the server still
 * offers, else the merchant's starting code from the country-codes call ('' until it answers).
 */
export function useDialingCode(
  isEnabled: boolean,
  remembered?: string | undefined,
): [string, (code: string) => void] {
  const codes = useCountryCodes(isEnabled);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = codes.data?.list ?? [];
  const isRememberedOffered = list.some((country) => country.countryDialingCode === remembered);
  return [
    chosen ?? (isRememberedOffered ? remembered : undefined) ?? codes.data?.defaultDialingCode ?? '',
    setChosen,
  ];
}
