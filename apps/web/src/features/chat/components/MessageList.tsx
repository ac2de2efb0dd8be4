import type { ChatMember } from '@fairway/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import ArrowDown from 'lucide-react/icons/arrow-down';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Spinner } from '../../../ui/Spinner';
import {
  AUTO_SCROLL_PX,
  distanceFromBottom,
  isFarFromNewest,
  messageRows,
  newFromOthersAfter,
} from '../model/chat';
import { MessageItem, type ShownMessage } from './MessageItem';

/**
 * The conversation, oldest at the top, virtualized (only the rows on screen are in the page, so 10,000 messages
 * scroll smoothly). Reaching the top loads the previous page and keeps the reader where they were; a new message
 * scrolls to the bottom when the reader was within 100 px of it or sent it (platform.md §9). A reader more than a
 * screen above the newest gets a round button back to it, with the count of messages received meanwhile.
 */
export function MessageList({
  messages,
  me,
  members,
  isGroup,
  hasOlder,
  loadingOlder,
  loadOlder,
  onReact,
  onDelete,
}: {
  messages: readonly ShownMessage[];
  me: string;
  members: readonly ChatMember[];
  isGroup: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  onReact: (messageId: string, emoji: string | null) => void;
  onDelete: (messageId: string) => void;
}) {
  const { t } = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => messageRows(messages), [messages]);
  const byId = useMemo(() => new Map(members.map((member) => [member.userId, member])), [members]);
  const [now, setNow] = useState(() => new Date());
  const [isFar, setFar] = useState(false);
  const [unseen, setUnseen] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // The virtualizer's functions change with every measurement: this component is not memoized by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 56,
    overscan: 8,
    getItemKey: (index) => rows[index]?.message.id ?? index,
  });

  // Where the list stood before the rows changed: its first and last message and whether it was at the bottom.
  const before = useRef<{ first: string | null; last: string | null; total: number; atBottom: boolean }>({
    first: null,
    last: null,
    total: 0,
    atBottom: true,
  });
  const isAtBottom = () => {
    const element = scrollRef.current;
    if (!element) return true;
    return distanceFromBottom(element) <= AUTO_SCROLL_PX;
  };

  useLayoutEffect(() => {
    const first = rows[0]?.message.id ?? null;
    const lastRow = rows.at(-1);
    const last = lastRow?.message.id ?? null;
    const previous = before.current;
    const total = virtualizer.getTotalSize();
    if (previous.first === null && rows.length > 0) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    } else if (first !== previous.first && last === previous.last && scrollRef.current) {
      // Older messages came in above: keep the reader on the same message.
      scrollRef.current.scrollTop += total - previous.total;
    } else if (last !== previous.last && (previous.atBottom || lastRow?.message.senderId === me)) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
      setUnseen(0);
    } else if (last !== previous.last) {
      // The reader is away from the newest: count what came meanwhile for the button back to it.
      const added = newFromOthersAfter(
        rows.map((row) => row.message),
        previous.last,
        me,
      );
      if (added > 0) setUnseen((count) => count + added);
    }
    before.current = { first, last, total, atBottom: isAtBottom() };
  }, [rows, me, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const firstShown = items[0]?.index ?? 0;
  useEffect(() => {
    if (firstShown <= 2 && hasOlder && !loadingOlder && rows.length > 0) loadOlder();
  }, [firstShown, hasOlder, loadingOlder, loadOlder, rows.length]);

  const toNewest = () => {
    virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    setUnseen(0);
    setFar(false);
    // the button goes away: keep the keyboard in the conversation
    scrollRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scrollRef}
        onScroll={(event) => {
          const list = event.currentTarget;
          before.current.atBottom = isAtBottom();
          setFar(isFarFromNewest(list));
          if (before.current.atBottom) setUnseen(0);
        }}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain py-2"
        role="log"
        aria-label={t('chat:messagesLabel')}
        tabIndex={0}
      >
        {loadingOlder && <Spinner label={t('chat:loadingOlder')} className="mx-auto my-2" />}
        {rows.length === 0 && <p className="p-8 text-center text-fg-muted">{t('chat:noMessages')}</p>}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const row = rows[item.index]!;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <MessageItem
                  message={row.message}
                  me={me}
                  sender={byId.get(row.message.senderId)}
                  separator={row.separator}
                  header={row.header}
                  showSenderName={isGroup}
                  now={now}
                  onReact={onReact}
                  onDelete={onDelete}
                />
              </div>
            );
          })}
        </div>
      </div>
      {isFar && (
        <button
          type="button"
          onClick={toNewest}
          aria-label={unseen > 0 ? t('chat:toNewestWithCount', { count: unseen }) : t('chat:toNewest')}
          title={t('chat:toNewest')}
          className="absolute end-4 bottom-3 z-10 inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-fg shadow-lg hover:bg-surface-muted"
        >
          <ArrowDown aria-hidden="true" className="size-5" />
          {unseen > 0 && (
            <span
              aria-hidden="true"
              className="absolute -top-1.5 -end-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs font-bold text-on-primary"
            >
              {unseen > 99 ? '99+' : unseen}
            </span>
          )}
        </button>
      )}
    </div>
  );
}
