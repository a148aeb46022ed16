import { API, type TMemberMessages, ZMemberMessages, ZUnreadCount } from '@croupier/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { apiValue } from '../api/api-client.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Query keys of the inbox. Under `['memberMoney', token]` so the member pages' refresh, the
 * member menu's badges and a real-time `messages` push all move them together.
 */
export const inboxKeys = {
  all: (token: string | null) => ['memberMoney', token] as const,
  page: (token: string | null, pageNo: number) => ['memberMoney', token, 'inbox', pageNo] as const,
  unread: (token: string | null) => ['memberMoney', token, 'inbox', 'unread'] as const,
};

export const INBOX_PAGE_SIZE = 10;

/**
 * Re-reads everything that counts or lists messages: the inbox, the unread count, the member menu's
 * badges and the security center's notices (after a read or delete, or a real-time `messages` push).
 */
export function refreshInbox(queryClient: QueryClient, token: string | null): Promise<unknown> {
  return Promise.all(
    ['inbox', 'messages', 'badges'].map((part) =>
      queryClient.invalidateQueries({ queryKey: [...inboxKeys.all(token), part] }),
    ),
  );
}

/** One page of the member's inbox (system and platform messages, newest first). */
export function useInbox(pageNo: number) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: inboxKeys.page(token, pageNo),
    queryFn: ({ signal }) =>
      apiValue(API.member.messages, ZMemberMessages, {
        query: { pageNo, pageSize: INBOX_PAGE_SIZE },
        signal,
      }) as Promise<TMemberMessages>,
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The unread count: the header's badge (the spec's unreadMessage); off for a trial account (spec section 6). */
export function useUnreadMessages(isEnabled = true) {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: inboxKeys.unread(token),
    queryFn: ({ signal }) => apiValue(API.member.messagesUnread, ZUnreadCount, { signal }),
    enabled: token !== null && isEnabled,
    refetchOnWindowFocus: true,
  });
}

/** Read, delete or read all: the list, the badges and the unread count follow. */
function useInboxMutation<TInput>(call: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useMutation({
    mutationFn: call,
    onSuccess: () => refreshInbox(queryClient, token),
  });
}

export function useReadMessage() {
  return useInboxMutation((id: string) =>
    apiValue(API.member.messageRead.replace(':id', encodeURIComponent(id)), ZUnreadCount, { method: 'POST' }),
  );
}

export function useDeleteMessage() {
  return useInboxMutation((id: string) =>
    apiValue(API.member.message.replace(':id', encodeURIComponent(id)), ZUnreadCount, { method: 'DELETE' }),
  );
}

export function useReadAllMessages() {
  return useInboxMutation(() =>
    apiValue(API.member.messagesRead, z.object({ marked: z.number().int() }), { method: 'POST' }),
  );
}
