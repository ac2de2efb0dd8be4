import ArrowLeft from 'lucide-react/icons/arrow-left';
import Info from 'lucide-react/icons/info';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useApi } from '../../../app/session';
import { useT } from '../../../i18n/use-t';
import { ApiError, errorMessageKey } from '../../../lib/api';
import { IconButton } from '../../../ui/IconButton';
import { Spinner } from '../../../ui/Spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { chatTitle, otherMember, presenceText } from '../model/chat';
import {
  markChatRead,
  messagesOldestFirst,
  uploadChatPhoto,
  useChat,
  useChatLive,
  useChatMessages,
  useDeleteMessage,
  useReact,
  useSendMessage,
} from '../queries';
import { ChatAvatar } from './ChatAvatar';
import { ChatInfoDialog } from './ChatInfoDialog';
import { Composer } from './Composer';
import type { ShownMessage } from './MessageItem';
import { MessageList } from './MessageList';

/**
 * One conversation (platform.md §2.7): header with name, avatar, presence and info; the messages; the composer.
 * Opening it marks it read, and so does leaving it (platform.md §4).
 */
export function ConversationPane({
  chatId,
  me,
  className,
}: {
  chatId: string;
  me: string;
  className?: string;
}) {
  const { t } = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const chat = useChat(chatId);
  const messages = useChatMessages(chatId);
  const send = useSendMessage(chatId);
  const remove = useDeleteMessage(chatId);
  const react = useReact(chatId);
  const [info, setInfo] = useState(false);
  const [pending, setPending] = useState<ShownMessage[]>([]);
  useChatLive(chatId);

  const loaded = useMemo(() => messagesOldestFirst(messages.data), [messages.data]);
  const shown = useMemo(() => [...loaded, ...pending], [loaded, pending]);
  const newest = loaded.at(-1)?.id;

  // Read on opening, whenever a new message arrives while open, and on leaving.
  useEffect(() => {
    void markChatRead(api, queryClient, chatId);
  }, [api, queryClient, chatId, newest]);
  useEffect(() => () => void markChatRead(api, queryClient, chatId), [api, queryClient, chatId]);

  const title = chat.data ? chatTitle(chat.data, me) || t('chat:untitled') : '';
  useDocumentTitle(title || t('chat:title'), t('common:appName'));
  const other = chat.data ? otherMember(chat.data, me) : null;
  const presence = other ? presenceText(other, new Date()) : null;
  const subtitle = chat.data
    ? chat.data.type === 'group'
      ? t('chat:members', { count: chat.data.members.length })
      : presence === null
        ? ''
        : presence.key === 'online'
          ? t('chat:presence.online')
          : presence.key === 'recently'
            ? t('chat:presence.recently')
            : presence.key === 'hours'
              ? t('chat:presence.hours', { count: presence.count })
              : t('chat:presence.days', { count: presence.count })
    : '';

  const onPhoto = useCallback(
    (file: File) => {
      const id = `temp-${crypto.randomUUID()}`;
      const preview = URL.createObjectURL(file);
      const temporary: ShownMessage = {
        id,
        chatId,
        senderId: me,
        text: '',
        imageUrl: preview,
        createdAt: new Date().toISOString(),
        reactions: {},
        pending: 'uploading',
      };
      setPending((current) => [...current, temporary]);
      uploadChatPhoto(api, file)
        .then((image) => send.mutateAsync({ text: '', imageUrl: image.url }))
        .then(() => {
          setPending((current) => current.filter((message) => message.id !== id));
          URL.revokeObjectURL(preview);
        })
        .catch(() =>
          setPending((current) =>
            current.map((message) => (message.id === id ? { ...message, pending: 'failed' } : message)),
          ),
        );
    },
    [api, chatId, me, send],
  );

  if (chat.isError || messages.isError) {
    const error = chat.error ?? messages.error;
    return (
      <section className={clsx('flex-col items-center justify-center gap-4 p-8 text-center', className)}>
        <p role="alert" className="text-fg-muted">
          {error instanceof ApiError ? t(errorMessageKey(error)) : t('chat:loadError')}
        </p>
        <Link to="/messages" className="font-semibold underline">
          {t('chat:backToList')}
        </Link>
      </section>
    );
  }

  return (
    <section aria-label={title || t('chat:conversation')} className={clsx('min-h-0 flex-col', className)}>
      <header className="flex items-center gap-2 border-b border-line px-2 py-2">
        <Link
          to="/messages"
          aria-label={t('chat:back')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        {chat.data && <ChatAvatar chat={chat.data} me={me} className="size-10 text-sm" />}
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">{title}</h2>
          {subtitle && <p className="truncate text-sm text-fg-muted">{subtitle}</p>}
        </div>
        <IconButton
          label={t('chat:info')}
          icon={<Info aria-hidden="true" className="size-5" />}
          onClick={() => setInfo(true)}
          disabled={!chat.data}
        />
      </header>
      {messages.isPending ? (
        <Spinner label={t('chat:loading')} className="m-auto" />
      ) : (
        <MessageList
          messages={shown}
          me={me}
          members={chat.data?.members ?? []}
          isGroup={chat.data?.type === 'group'}
          hasOlder={messages.hasNextPage}
          loadingOlder={messages.isFetchingNextPage}
          loadOlder={() => void messages.fetchNextPage()}
          onReact={(messageId, emoji) =>
            react.mutate({ messageId, emoji }, { onError: (error) => toast.error(t(errorMessageKey(error))) })
          }
          onDelete={(messageId) =>
            remove.mutate(messageId, { onError: (error) => toast.error(t(errorMessageKey(error))) })
          }
        />
      )}
      <Composer
        onSend={(text) =>
          send.mutate({ text }, { onError: (error) => toast.error(t(errorMessageKey(error))) })
        }
        onPhoto={onPhoto}
      />
      {chat.data && (
        <ChatInfoDialog
          key={chat.data.name ?? ''}
          chat={chat.data}
          me={me}
          title={title}
          open={info}
          onOpenChange={setInfo}
        />
      )}
    </section>
  );
}
