import type { Chat } from '@fairway/contract';
import Users from 'lucide-react/icons/users';
import { clsx } from 'clsx';
import { GolferAvatar } from '../../friends';
import { chatTitle, otherMember } from '../model/chat';

/** A direct chat's other golfer's picture; a group's picture, or a group icon. Decorative. */
export function ChatAvatar({ chat, me, className }: { chat: Chat; me: string; className?: string }) {
  const other = otherMember(chat, me);
  if (chat.type === 'direct' || chat.imageUrl) {
    return (
      <GolferAvatar
        name={chatTitle(chat, me) || '?'}
        imageUrl={other?.imageUrl ?? chat.imageUrl}
        className={className}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-fairway text-brand',
        className,
      )}
    >
      <Users className="size-1/2" />
    </span>
  );
}
