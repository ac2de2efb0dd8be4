import type { Chat } from '@fairway/contract';
import { clsx } from 'clsx';
import SquarePen from 'lucide-react/icons/square-pen';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { IconButton } from '../../../ui/IconButton';
import { SearchField } from '../../../ui/SearchField';
import { Spinner } from '../../../ui/Spinner';
import { chatTitle, filterChats, fullName, messageTime } from '../model/chat';
import { useChats } from '../queries';
import { ChatAvatar } from './ChatAvatar';
import { NewChatDialog } from './NewChatDialog';

/** The chat list (platform.md §2.7): search, new chat, and each chat with its last message, time and unread dot. */
export function ChatListPane({
  me,
  selectedId,
  className,
}: {
  me: string;
  selectedId: string | null;
  className?: string;
}) {
  const { t } = useT();
  const chats = useChats();
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const searchId = useId();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const shown = filterChats(chats.data ?? [], query, me);

  return (
    <section
      aria-labelledby={`${searchId}-title`}
      className={clsx('min-h-0 flex-col border-line', className)}
    >
      <div className="flex items-center justify-between gap-2 px-4 pt-4">
        <h1 id={`${searchId}-title`} className="text-2xl font-extrabold">
          {t('chat:title')}
        </h1>
        <IconButton
          label={t('chat:newChat')}
          icon={<SquarePen aria-hidden="true" className="size-5" />}
          onClick={() => setCreating(true)}
        />
      </div>
      <SearchField
        id={searchId}
        label={t('chat:searchChats')}
        value={query}
        onChange={setQuery}
        className="mx-4 my-3"
      />
      <div className="min-h-0 flex-1 overflow-y-auto">
        {chats.isPending ? (
          <Spinner label={t('chat:loading')} className="mx-auto my-6" />
        ) : chats.isError ? (
          <p role="alert" className="p-6 text-center text-fg-muted">
            {t('chat:loadError')}
          </p>
        ) : shown.length === 0 ? (
          <p className="p-6 text-center text-fg-muted">
            {query.trim() ? t('chat:noMatches') : t('chat:empty')}
          </p>
        ) : (
          <ul>
            {shown.map((chat) => (
              <ChatListItem key={chat.id} chat={chat} me={me} selected={chat.id === selectedId} now={now} />
            ))}
          </ul>
        )}
      </div>
      <NewChatDialog open={creating} onOpenChange={setCreating} />
    </section>
  );
}

function ChatListItem({ chat, me, selected, now }: { chat: Chat; me: string; selected: boolean; now: Date }) {
  const { t, i18n } = useT();
  const title = chatTitle(chat, me) || t('chat:untitled');
  const last = chat.lastMessage;
  const sender = last ? chat.members.find((member) => member.userId === last.senderId) : undefined;
  const preview = last
    ? `${last.senderId === me ? `${t('chat:you')}: ` : chat.type === 'group' && sender ? `${fullName(sender)}: ` : ''}${
        last.text || (last.hasImage ? t('chat:photo') : '')
      }`
    : t('chat:noMessagesYet');
  return (
    <li>
      <Link
        to={`/messages/${chat.id}`}
        aria-current={selected ? 'page' : undefined}
        className={clsx(
          'flex items-center gap-3 px-4 py-3 hover:bg-surface-muted focus-visible:bg-surface-muted',
          selected && 'bg-surface-muted',
        )}
      >
        <ChatAvatar chat={chat} me={me} className="size-12 text-sm" />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline gap-2">
            <span
              className={clsx('min-w-0 flex-1 truncate', chat.unread ? 'font-extrabold' : 'font-semibold')}
            >
              {title}
            </span>
            {last && (
              <time dateTime={last.createdAt} className="shrink-0 text-xs text-fg-muted">
                {messageTime(last.createdAt, now, i18n.language)}
              </time>
            )}
          </span>
          <span className="flex items-center gap-2">
            <span
              className={clsx('min-w-0 flex-1 truncate text-sm', chat.unread ? 'text-fg' : 'text-fg-muted')}
            >
              {preview}
            </span>
            {chat.unread && (
              <span className="size-2.5 shrink-0 rounded-full bg-primary">
                <span className="sr-only">{t('chat:unread')}</span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
