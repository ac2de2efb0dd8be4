import type { Chat, ChatMember, ChatMessage } from '@fairway/contract';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** Messages fetched per page (the server's CHAT_PAGE_SIZE). */
export const CHAT_PAGE_SIZE = 50;
/** A time separator goes above a message that follows a gap longer than this (platform.md §9). */
export const SEPARATOR_GAP_MS = 10 * 60_000;
/** A sender header goes above a message after this gap, or after another sender (platform.md §9). */
export const HEADER_GAP_MS = 5 * 60_000;
/** Timestamps older than this show their date (platform.md §9). */
export const DATE_AFTER_MS = 24 * 3_600_000;
/** The list follows new messages while the reader is this close to its bottom (platform.md §9). */
export const AUTO_SCROLL_PX = 100;

/** How far a scrollable list stands from its bottom, in pixels. */
export const distanceFromBottom = (list: Pick<Element, 'scrollHeight' | 'scrollTop' | 'clientHeight'>) =>
  Math.max(0, list.scrollHeight - list.scrollTop - list.clientHeight);

/**
 * Whether the "newest messages" button shows: the reader has scrolled up more than about a screen (the list's own
 * height) from the newest message.
 */
export const isFarFromNewest = (list: Pick<Element, 'scrollHeight' | 'scrollTop' | 'clientHeight'>) =>
  list.clientHeight > 0 && distanceFromBottom(list) > list.clientHeight;

/**
 * How many of `messages` (oldest first) came after the message `lastId` from someone other than `me`: those a
 * reader scrolled away from the newest has not seen. With `lastId` not among them (a first page), none.
 */
export function newFromOthersAfter(
  messages: readonly Pick<ChatMessage, 'id' | 'senderId'>[],
  lastId: string | null,
  me: string,
): number {
  if (lastId === null) return 0;
  const at = messages.findIndex((message) => message.id === lastId);
  if (at < 0) return 0;
  return messages.slice(at + 1).filter((message) => message.senderId !== me).length;
}

export const fullName = (member: Pick<ChatMember, 'firstName' | 'lastName' | 'username'>): string =>
  `${member.firstName} ${member.lastName}`.trim() || member.username;

/** The other golfer of a direct chat (null in a group, or when they left). */
export function otherMember(chat: Chat, me: string): ChatMember | null {
  if (chat.type !== 'direct') return null;
  return chat.members.find((member) => member.userId !== me) ?? null;
}

/** What a chat is called: its name for a group, the other golfer's for a direct chat. */
export function chatTitle(chat: Chat, me: string): string {
  if (chat.type === 'group') return chat.name ?? '';
  const other = otherMember(chat, me);
  return other ? fullName(other) : '';
}

/** The presence line of a golfer (platform.md §9): online; last seen recently (< 1 h); hours; days. */
export type PresenceText =
  | { key: 'online' }
  | { key: 'recently' }
  | { key: 'hours'; count: number }
  | { key: 'days'; count: number }
  | null;

export function presenceText(member: Pick<ChatMember, 'online' | 'lastSeen'>, now: Date): PresenceText {
  if (member.online) return { key: 'online' };
  if (!member.lastSeen) return null;
  const ago = now.getTime() - new Date(member.lastSeen).getTime();
  if (ago < 3_600_000) return { key: 'recently' };
  if (ago < DATE_AFTER_MS) return { key: 'hours', count: Math.floor(ago / 3_600_000) };
  return { key: 'days', count: Math.floor(ago / DATE_AFTER_MS) };
}

/** One row of the conversation: a message, with a time separator and a sender header above it when due. */
export interface MessageRow {
  message: ChatMessage;
  separator: boolean;
  header: boolean;
}

/** Messages oldest first, each with its separator and header (platform.md §9's gaps). */
export function messageRows(messages: readonly ChatMessage[]): MessageRow[] {
  return messages.map((message, index) => {
    const previous = index > 0 ? messages[index - 1] : undefined;
    const gap = previous
      ? new Date(message.createdAt).getTime() - new Date(previous.createdAt).getTime()
      : Infinity;
    return {
      message,
      separator: gap > SEPARATOR_GAP_MS,
      header: gap > HEADER_GAP_MS || previous?.senderId !== message.senderId,
    };
  });
}

/** A message's time: the time of day, with the date when older than 24 hours. */
export function messageTime(createdAt: string, now: Date, locale: string): string {
  const at = new Date(createdAt);
  const withDate = now.getTime() - at.getTime() > DATE_AFTER_MS;
  return new Intl.DateTimeFormat(locale, {
    ...(withDate ? { day: 'numeric', month: 'short' } : {}),
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);
}

const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator})/u;

/** A message of a single emoji (one grapheme) is shown large without a bubble (platform.md §5). */
export function isLoneEmoji(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return false;
  const segments = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(trimmed)];
  return segments.length === 1 && EMOJI.test(trimmed);
}

const LINK =
  /\b(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\/[^\s<>"']*)/gi;

/**
 * The links in a message's text, in order and without duplicates; a link written without a scheme gets https
 * (platform.md §5). Trailing punctuation belongs to the sentence, not the link.
 */
export function findLinks(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    try {
      const normalized = new URL(url).toString();
      if (!found.includes(normalized)) found.push(normalized);
    } catch {
      // not a URL after all
    }
  }
  return found;
}

/** The text and links of a message, split so that links can be rendered as anchors. */
export function splitLinks(text: string): { text: string; href: string | null }[] {
  const parts: { text: string; href: string | null }[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), href: null });
    parts.push({ text: raw, href: /^https?:\/\//i.test(raw) ? raw : `https://${raw}` });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), href: null });
  return parts;
}

/** The chats whose name, or a member's name or username, contains the search (case-insensitive). */
export function filterChats(chats: readonly Chat[], query: string, me: string): Chat[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...chats];
  return chats.filter((chat) =>
    [chatTitle(chat, me), ...chat.members.flatMap((m) => [fullName(m), m.username])].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** Toggles a golfer's reaction: the same emoji again removes it (null), another replaces it. */
export function nextReaction(reactions: Record<string, string>, me: string, emoji: string): string | null {
  return reactions[me] === emoji ? null : emoji;
}

/** Reactions counted by emoji, in the order first given. */
export function reactionCounts(reactions: Record<string, string>): { emoji: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const emoji of Object.values(reactions)) counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
  return [...counts].map(([emoji, count]) => ({ emoji, count }));
}

/** The size a photo is resized to, keeping its aspect ratio within 1 to 1.91 (platform.md §5). */
export function resizedSize(
  width: number,
  height: number,
  max: number,
): { width: number; height: number; crop: { x: number; y: number; width: number; height: number } } {
  // Crop the long side so that the ratio stays between 1 and 1.91 (either way round).
  const ratio = Math.max(width, height) / Math.min(width, height);
  const limited = Math.min(ratio, 1.91);
  let cropWidth = width;
  let cropHeight = height;
  if (width >= height) cropWidth = Math.round(height * limited);
  else cropHeight = Math.round(width * limited);
  const scale = Math.min(1, max / Math.max(cropWidth, cropHeight));
  return {
    width: Math.round(cropWidth * scale),
    height: Math.round(cropHeight * scale),
    crop: {
      x: Math.round((width - cropWidth) / 2),
      y: Math.round((height - cropHeight) / 2),
      width: cropWidth,
      height: cropHeight,
    },
  };
}
