import type { ChatMember, ChatMessage } from '@fairway/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import {
  findLinks,
  fullName,
  isLoneEmoji,
  messageTime,
  nextReaction,
  reactionCounts,
  splitLinks,
} from '../model/chat';
import { MessageLinkPreview } from './MessageLinkPreview';

const EmojiPicker = lazy(() => import('./EmojiPicker'));

/** The reactions offered at once; more come from the picker. */
const QUICK_REACTIONS = ['👍', '❤️', '😂', '⛳', '🔥', '😮'];

export interface ShownMessage extends ChatMessage {
  /** A photo still uploading (a temporary message), or one that failed. */
  pending?: 'uploading' | 'failed';
}

/**
 * One message: the time separator and the sender header when due (platform.md §9), the bubble (a lone emoji large
 * without one), its photo, its links with a preview of the first, its reactions, and a menu to react or delete
 * (delete only for its sender).
 */
export function MessageItem({
  message,
  me,
  sender,
  separator,
  header,
  showSenderName,
  now,
  onReact,
  onDelete,
}: {
  message: ShownMessage;
  me: string;
  sender: ChatMember | undefined;
  separator: boolean;
  header: boolean;
  showSenderName: boolean;
  now: Date;
  onReact: (messageId: string, emoji: string | null) => void;
  onDelete: (messageId: string) => void;
}) {
  const { t, i18n } = useT();
  const mine = message.senderId === me;
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState(false);
  const time = messageTime(message.createdAt, now, i18n.language);
  const lone = !message.imageUrl && isLoneEmoji(message.text);
  const links = findLinks(message.text);
  const senderName = sender ? fullName(sender) : t('chat:formerMember');
  const react = (emoji: string) => {
    setPicking(false);
    onReact(message.id, nextReaction(message.reactions, me, emoji));
  };

  return (
    <div className="px-4 pt-1">
      {separator && (
        <p className="my-3 text-center text-xs font-semibold text-fg-muted">
          <time dateTime={message.createdAt}>{time}</time>
        </p>
      )}
      <div className={clsx('flex flex-col', mine ? 'items-end' : 'items-start')}>
        {header && (
          <p className="mt-2 mb-0.5 px-1 text-xs text-fg-muted">
            {showSenderName && !mine && <span className="font-semibold text-fg">{senderName} · </span>}
            <time dateTime={message.createdAt}>{time}</time>
          </p>
        )}
        <span className="sr-only">{mine ? t('chat:you') : senderName}:</span>
        <div className={clsx('group flex max-w-[85%] items-center gap-1', mine && 'flex-row-reverse')}>
          <div
            className={clsx(
              'min-w-0',
              lone
                ? 'text-5xl leading-tight'
                : [
                    'rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
                    mine
                      ? 'rounded-br-md bg-primary text-on-primary'
                      : 'rounded-bl-md bg-surface-muted text-fg',
                  ],
            )}
          >
            {message.imageUrl && (
              <img
                src={message.imageUrl}
                alt={t('chat:photo')}
                className={clsx('mb-1 max-h-80 max-w-full rounded-xl', message.pending && 'opacity-60')}
              />
            )}
            {message.pending === 'uploading' && <p className="text-sm">{t('chat:uploading')}</p>}
            {message.pending === 'failed' && (
              <p role="alert" className="text-sm">
                {t('chat:uploadFailed')}
              </p>
            )}
            {message.text &&
              (lone ? (
                message.text.trim()
              ) : (
                <p>
                  {splitLinks(message.text).map((part, index) =>
                    part.href ? (
                      <a
                        key={index}
                        href={part.href}
                        target="_blank"
                        rel="noopener noreferrer nofollow"
                        className="underline"
                      >
                        {part.text}
                      </a>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              ))}
            {links[0] && <MessageLinkPreview url={links[0]} />}
          </div>
          {!message.pending && (
            <DropdownMenu.Root>
              <DropdownMenu.Trigger
                aria-label={t('chat:messageActions')}
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-fg-muted opacity-60 hover:bg-surface-muted hover:opacity-100 focus-visible:opacity-100"
              >
                <Ellipsis aria-hidden="true" className="size-4" />
              </DropdownMenu.Trigger>
              <DropdownMenu.Portal>
                <DropdownMenu.Content
                  align={mine ? 'end' : 'start'}
                  className="z-50 rounded-2xl border border-line bg-surface p-1 text-fg shadow-lg"
                >
                  <DropdownMenu.Group className="flex gap-0.5" aria-label={t('chat:react')}>
                    {QUICK_REACTIONS.map((emoji) => (
                      <DropdownMenu.Item
                        key={emoji}
                        onSelect={() => react(emoji)}
                        aria-label={t('chat:reactWith', { emoji })}
                        className={clsx(
                          'flex size-9 cursor-pointer items-center justify-center rounded-lg text-xl outline-none data-highlighted:bg-surface-muted',
                          message.reactions[me] === emoji && 'bg-fairway',
                        )}
                      >
                        {emoji}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Group>
                  <DropdownMenu.Item
                    onSelect={() => setPicking(true)}
                    className="cursor-pointer rounded-lg px-3 py-2 text-sm outline-none data-highlighted:bg-surface-muted"
                  >
                    {t('chat:moreReactions')}
                  </DropdownMenu.Item>
                  {mine && (
                    <DropdownMenu.Item
                      onSelect={() => setConfirming(true)}
                      className="cursor-pointer rounded-lg px-3 py-2 text-sm text-danger outline-none data-highlighted:bg-surface-muted"
                    >
                      {t('chat:deleteMessage')}
                    </DropdownMenu.Item>
                  )}
                </DropdownMenu.Content>
              </DropdownMenu.Portal>
            </DropdownMenu.Root>
          )}
        </div>
        {picking && (
          <Suspense fallback={null}>
            <EmojiPicker height={150} onPick={react} label={t('chat:react')} />
          </Suspense>
        )}
        {Object.keys(message.reactions).length > 0 && (
          <ul className="mt-0.5 flex flex-wrap gap-1" aria-label={t('chat:reactions')}>
            {reactionCounts(message.reactions).map(({ emoji, count }) => (
              <li key={emoji}>
                <button
                  type="button"
                  onClick={() => react(emoji)}
                  aria-pressed={message.reactions[me] === emoji}
                  aria-label={t('chat:reactionCount', { emoji, count })}
                  className={clsx(
                    'rounded-full border px-2 py-0.5 text-sm',
                    message.reactions[me] === emoji ? 'border-primary bg-fairway' : 'border-line bg-surface',
                  )}
                >
                  {emoji} {count}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => {
          setConfirming(false);
          onDelete(message.id);
        }}
        busy={false}
        title={t('chat:deleteTitle')}
        body={t('chat:deleteBody')}
        cancelLabel={t('chat:cancel')}
        confirmLabel={t('chat:deleteMessage')}
      />
    </div>
  );
}
