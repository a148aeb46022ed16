import {
  API,
  type TDeposit,
  type TDepositRequest,
  type TGatewayDepositRequest,
  ZDeposit,
  ZDepositChannel,
  ZGatewayDepositStart,
  ZPage,
} from '@croupier/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiValue } from '../../api/api-client.ts';
import { useSessionStore } from '../../stores/session-store.ts';

export type TDepositFilter = 'all' | TDeposit['status'];

export const depositKeys = {
  all: ['deposits'] as const,
  channels: (token: string | null) => ['deposits', 'channels', token] as const,
  list: (token: string | null, filter: TDepositFilter, pageNo: number) =>
    ['deposits', 'list', token, filter, pageNo] as const,
  one: (token: string | null, id: string) => ['deposits', 'one', token, id] as const,
};

/** The merchant's enabled payment channels, in display order. */
export function useDepositChannels() {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: depositKeys.channels(token),
    queryFn: ({ signal }) => apiValue(API.wallet.channels, z.array(ZDepositChannel), { signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
}

/** The member's deposits, newest first. */
export function useDeposits(filter: TDepositFilter, pageNo: number, pageSize: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: depositKeys.list(token, filter, pageNo),
    queryFn: ({ signal }) =>
      apiValue(API.wallet.deposits, ZPage(ZDeposit), {
        signal,
        query: { pageNo, pageSize, ...(filter === 'all' ? {} : { status: filter }) },
      }),
    enabled: token !== null,
    placeholderData: (previous) => previous,
  });
}

/** One deposit, polled every 1.5 s while the payment provider has not answered. */
export function useDeposit(id: string) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: depositKeys.one(token, id),
    queryFn: ({ signal }) => apiValue(API.wallet.deposit.replace(':id', id), ZDeposit, { signal }),
    enabled: token !== null && /^[1-9]\d{0,18}$/.test(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1500 : false),
    retry: false,
  });
}

export function requestManualDeposit(body: TDepositRequest) {
  return apiValue(API.wallet.deposits, ZDeposit, { method: 'POST', body });
}

export function startGatewayDeposit(body: TGatewayDepositRequest) {
  return apiValue(API.wallet.depositGateway, ZGatewayDepositStart, { method: 'POST', body });
}
