import {
  API,
  type THelpCenter,
  type TLanguage,
  type TPermission,
  type TVendorLane,
  ZHelpCenter,
  ZPermission,
  ZVendorsResponse,
  ZWalletBalance,
} from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { decryptCustomerService, type TCustomerServiceLink } from '../lib/customer-service.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { fetchMemberInfo } from './accounts.ts';
import { ApiError, apiRequest, apiValue } from './api-client.ts';
import { takeInlineBootstrap } from './inline-bootstrap.ts';

/** The bootstrap as the app uses it: the permission payload plus decrypted customer-service links. */
export type TBootstrap = { permission: TPermission; customerService: TCustomerServiceLink[] };

export const queryKeys = {
  bootstrap: ['bootstrap'] as const,
  vendors: (language: TLanguage) => ['vendors', language] as const,
  helpCenter: (language: TLanguage) => ['helpCenter', language] as const,
  /** Member info of one session token (a new log in is a new entry). */
  memberInfo: (token: string | null) => ['memberInfo', token] as const,
  memberInfoAll: ['memberInfo'] as const,
  /** Wallet balance of one session token. */
  balance: (token: string | null) => ['balance', token] as const,
};

/**
 * The bootstrap: the copy the server put into the page the first time, else `/wps/system/permission`
 * in `language`; its customer-service paths decrypted.
 */
export async function fetchBootstrap(language: TLanguage): Promise<TBootstrap> {
  const permission =
    takeInlineBootstrap() ?? (await apiValue(API.system.permission, ZPermission, { language }));
  return { permission, customerService: await decryptCustomerService(permission) };
}

/** Retry only what may pass on a second try: network failures and 5xx, never a 4xx answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** Vendor lanes of the merchant (`data.lanes`); cached for the session, refetched per language. */
export function useVendorLanes() {
  const { i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  return useQuery({
    queryKey: queryKeys.vendors(language),
    queryFn: async (): Promise<TVendorLane[]> => {
      const body = await apiRequest(API.games.vendors, ZVendorsResponse, {
        query: { platform: 'html5-desktop' },
        language,
      });
      return body.data.lanes;
    },
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
}

/** Help-centre categories and articles in the current language, for the web device. */
export function useHelpCenter() {
  const { i18n } = useTranslation();
  const language = i18n.language as TLanguage;
  return useQuery({
    queryKey: queryKeys.helpCenter(language),
    queryFn: (): Promise<THelpCenter> =>
      apiValue(API.system.helpCenter, ZHelpCenter, { query: { lang: language, device: 'WEB' }, language }),
    staleTime: 10 * 60_000,
    placeholderData: (previous) => previous,
  });
}

/**
 * The logged-in member (`GET /wps/member/info`), loaded whenever the tab holds a session token.
 * A token the server no longer knows (401) ends the session in this tab.
 */
export function useMemberInfo() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: queryKeys.memberInfo(token),
    queryFn: async ({ signal }) => {
      try {
        return await fetchMemberInfo(signal);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          const { clearSession, token: current } = useSessionStore.getState();
          if (current === token) clearSession();
        }
        throw error;
      }
    },
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The logged-in player's wallet balance (`/wps/v2/wallets/balance`, T). */
export function useWalletBalance() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: queryKeys.balance(token),
    queryFn: ({ signal }) => apiValue(API.wallet.balance, ZWalletBalance, { signal }),
    enabled: token !== null,
    staleTime: 30_000,
  });
}
