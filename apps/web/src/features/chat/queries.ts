import type {
  Chat,
  ChatList,
  ChatMessage,
  ChatMessagePage,
  RealtimeEvent,
  UploadedImage,
} from '@fairway/contract';
import { topicOf } from '@fairway/contract/runtime';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../app/realtime';
import { useApi, useSession } from '../../app/session';
import type { ApiClient } from '../../lib/api';
import { CHAT_PAGE_SIZE, resizedSize } from './model/chat';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** Query keys of the chat feature. */
export const chatKeys = {
  all: ['chats'] as const,
  list: () => [...chatKeys.all, 'list'] as const,
  detail: (chatId: string) => [...chatKeys.all, 'detail', chatId] as const,
  messages: (chatId: string) => [...chatKeys.all, 'messages', chatId] as const,
};

type Pages = InfiniteData<ChatMessagePage, string | null>;

/** `GET /chats`: the signed-in golfer's chats, latest activity first. */
export function useChats() {
  const api = useApi();
  const { profile } = useSession();
  return useQuery({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => api.call('chatList', { signal }),
    enabled: Boolean(profile),
    select: (data: ChatList) => data.chats,
  });
}

/** Whether any chat has a message the golfer has not read (the side navigation's dot). */
export function useHasUnreadChats(): boolean {
  return useChats().data?.some((chat) => chat.unread) ?? false;
}

/** `GET /chats/{id}`: a chat with its members (the list's copy first). */
export function useChat(chatId: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatKeys.detail(chatId ?? ''),
    queryFn: ({ signal }) => api.call('chatDetail', { params: { chatId: chatId ?? '' }, signal }),
    enabled: Boolean(chatId),
    initialData: () =>
      queryClient.getQueryData<ChatList>(chatKeys.list())?.chats.find((chat) => chat.id === chatId),
    retry: false,
  });
}

/** `GET /chats/{id}/messages`: pages of 50, newest first; older pages by cursor. */
export function useChatMessages(chatId: string) {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: chatKeys.messages(chatId),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.call('chatMessages', {
        params: { chatId },
        query: { limit: CHAT_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) },
        signal,
      }),
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });
}

/** Every loaded message of a chat, oldest first. */
export function messagesOldestFirst(data: InfiniteData<ChatMessagePage, unknown> | undefined): ChatMessage[] {
  return (data?.pages ?? []).flatMap((page) => page.messages).reverse();
}

function updateMessages(
  queryClient: QueryClient,
  chatId: string,
  change: (messages: ChatMessage[]) => ChatMessage[],
) {
  queryClient.setQueryData<Pages>(chatKeys.messages(chatId), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, messages: change(page.messages) })) }
      : data,
  );
}

/** Puts new messages at the front of the newest page (the ones already there are replaced). */
function addNewest(queryClient: QueryClient, chatId: string, fresh: readonly ChatMessage[]) {
  queryClient.setQueryData<Pages>(chatKeys.messages(chatId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const byId = new Map(fresh.map((message) => [message.id, message]));
    const pages = data.pages.map((page) => ({
      ...page,
      messages: page.messages.map((message) => byId.get(message.id) ?? message),
    }));
    const known = new Set(pages.flatMap((page) => page.messages.map((message) => message.id)));
    const added = fresh.filter((message) => !known.has(message.id));
    const [first, ...rest] = pages;
    const merged = [...added, ...first!.messages].sort((a, b) =>
      a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt),
    );
    return { ...data, pages: [{ ...first!, messages: merged }, ...rest] };
  });
}

/**
 * Live updates of one chat (topic `chat:{id}`): new messages and reactions are fetched (the newest page) and
 * merged, deleted ones vanish, a renamed chat or a change of members refetches the chat and the list.
 */
export function useChatLive(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const refreshNewest = async () => {
    const page = await api.call('chatMessages', { params: { chatId }, query: { limit: CHAT_PAGE_SIZE } });
    addNewest(queryClient, chatId, page.messages);
  };
  useRealtimeEvents(
    topicOf.chat(chatId),
    (event: RealtimeEvent) => {
      switch (event.name) {
        case 'chat.message.created':
          void refreshNewest();
          void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          return;
        case 'chat.message.deleted':
          updateMessages(queryClient, chatId, (messages) =>
            messages.filter((message) => message.id !== event.data.messageId),
          );
          void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          return;
        case 'chat.reaction.changed':
          void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
          return;
        case 'chat.updated':
          void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
          void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          return;
        default:
          return;
      }
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.messages(chatId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
    },
  );
}

/**
 * Live updates of the golfer's chats on `user:{id}`: a new message in any of them, a chat added or removed, a chat
 * read on another device, a partner's presence. Each refetches the list (and the chat), so every device shows the same unread state.
 */
export function useChatsLive() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  useRealtimeEvents(
    profile ? topicOf.user(profile.userId) : null,
    (event) => {
      switch (event.name) {
        case 'chat.added':
        case 'chat.read':
        case 'chat.message.created':
          void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          return;
        case 'chat.updated':
          void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          void queryClient.invalidateQueries({ queryKey: chatKeys.detail(event.data.chatId) });
          return;
        case 'chat.removed':
          void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
          queryClient.removeQueries({ queryKey: chatKeys.messages(event.data.chatId) });
          void queryClient.invalidateQueries({ queryKey: chatKeys.detail(event.data.chatId) });
          return;
        case 'presence.changed':
          void queryClient.invalidateQueries({ queryKey: chatKeys.all, type: 'active' });
          return;
        default:
          return;
      }
    },
    () => void queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  );
}

/** `POST /chats`: one golfer opens the direct chat, more make a group. */
export function useCreateChat() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => api.call('createChat', { body: { userIds } }),
    onSuccess: (chat: Chat) => {
      queryClient.setQueryData(chatKeys.detail(chat.id), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** `PUT /chats/{id}/name`. */
export function useRenameChat(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.call('renameChat', { params: { chatId }, body: { name } }),
    onSuccess: (chat: Chat) => {
      queryClient.setQueryData(chatKeys.detail(chat.id), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** `PUT /chats/{id}/image`: a group's new picture (a photo the media feature uploaded), or none (`null`). */
export function useSetChatImage(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string | null) =>
      api.call('setChatImage', { params: { chatId }, body: { imageUrl } }),
    onSuccess: (chat: Chat) => {
      queryClient.setQueryData(chatKeys.detail(chat.id), chat);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** `DELETE /chats/{id}/members/{memberId}`: leave (oneself) or remove a member (the group's creator). */
export function useRemoveMember(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) => api.call('removeChatMember', { params: { chatId, memberId } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** `PUT /chats/{id}/read`: on opening a chat and again on leaving it (platform.md §4). */
export function markChatRead(api: ApiClient, queryClient: QueryClient, chatId: string) {
  queryClient.setQueryData<ChatList>(chatKeys.list(), (data) =>
    data
      ? { chats: data.chats.map((chat) => (chat.id === chatId ? { ...chat, unread: false } : chat)) }
      : data,
  );
  return api.call('markChatRead', { params: { chatId } }).catch(() => undefined);
}

/** A photo takes longer than an ordinary call on a slow connection. */
const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;
/** Photos are resized to at most this many pixels on their long side before upload (platform.md §5). */
export const UPLOAD_MAX_PX = 1200;

/** Resizes a photo (long side ≤ 1200 px, ratio 1 to 1.91) to a JPEG, in the browser. */
export async function resizePhoto(file: File, max = UPLOAD_MAX_PX): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const size = resizedSize(bitmap.width, bitmap.height, max);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas
    .getContext('2d')
    ?.drawImage(
      bitmap,
      size.crop.x,
      size.crop.y,
      size.crop.width,
      size.crop.height,
      0,
      0,
      size.width,
      size.height,
    );
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('resize failed'))), 'image/jpeg', 0.85),
  );
}

/**
 * The one place the chat uploads a photo: `POST /api/media/images?purpose=post` with the resized photo (the
 * uploads feature may move it; only this function changes).
 */
export async function uploadChatPhoto(api: ApiClient, file: File): Promise<UploadedImage> {
  const body = await resizePhoto(file).catch(() => file);
  return api.call('uploadImage', {
    query: { purpose: 'post' },
    body,
    headers: { 'Content-Type': body.type || file.type },
    timeoutMs: PHOTO_UPLOAD_TIMEOUT_MS,
  });
}

/** `POST /chats/{id}/messages`: the sent message joins the newest page at once. */
export function useSendMessage(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { text: string; imageUrl?: string }) =>
      api.call('sendMessage', { params: { chatId }, body }),
    onSuccess: (message: ChatMessage) => {
      addNewest(queryClient, chatId, [message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** `DELETE /chats/{id}/messages/{messageId}`: gone at once here, live elsewhere. */
export function useDeleteMessage(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api.call('deleteMessage', { params: { chatId, messageId } }),
    onSuccess: (_answer, messageId) => {
      updateMessages(queryClient, chatId, (messages) =>
        messages.filter((message) => message.id !== messageId),
      );
      void queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** Sets or removes the golfer's reaction (`emoji` null removes it). */
export function useReact(chatId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, emoji }: { messageId: string; emoji: string | null }) =>
      emoji === null
        ? api.call('removeReaction', { params: { chatId, messageId } })
        : api.call('reactToMessage', { params: { chatId, messageId }, body: { emoji } }),
    onSuccess: (message: ChatMessage) =>
      updateMessages(queryClient, chatId, (messages) =>
        messages.map((known) => (known.id === message.id ? message : known)),
      ),
  });
}

/** `GET /users/search`: golfers to start a chat with (2 characters or more). */
export function useGolferSearch(query: string) {
  const api = useApi();
  return useQuery({
    queryKey: [...chatKeys.all, 'search', query] as const,
    queryFn: ({ signal }) => api.call('searchUsers', { query: { query, limit: 20 }, signal }),
    enabled: query.length >= 2,
    placeholderData: (previous) => previous,
  });
}
