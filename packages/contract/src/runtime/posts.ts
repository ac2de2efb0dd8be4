/*
 * Post rules without zod, for the web app (`@fairway/contract/runtime`) and the schemas of `posts.ts`.
 */

/** Caption and comment limit (platform.md §5, clubs-and-social.md §5). */
export const POST_TEXT_MAX = 1024;
/** At most 9 photos or videos in a post (platform.md §5). */
export const POST_MEDIA_MAX = 9;
/** Feed page size (clubs-and-social.md §9); a profile's media tab pages by 20. */
export const FEED_PAGE_SIZE = 10;
export const PROFILE_POSTS_PAGE_SIZE = 20;

/** Where a `#hashtag` or `@mention` starts: after a space, a line break or punctuation, not inside a word. */
const TAG = /(^|[^\p{L}\p{N}_&])([#@])([\p{L}\p{N}_.-]+)/gu;

/** One piece of a caption: plain text, a hashtag (`value` without `#`) or a mention (`value` without `@`). */
export type CaptionPart =
  | { kind: 'text'; text: string }
  | { kind: 'hashtag'; text: string; value: string }
  | { kind: 'mention'; text: string; value: string };

/** A tag's word: a hashtag stops at `.` or `-`; a mention drops trailing `.` and `-` (end of a sentence). */
function wordOf(sign: string, raw: string): string {
  return sign === '#' ? (raw.replace(/[.-].*$/, '') ?? '') : raw.replace(/[.-]+$/, '');
}

/** A caption cut into text, hashtags and mentions, in order (what the web app draws as links). */
export function captionParts(caption: string): CaptionPart[] {
  const parts: CaptionPart[] = [];
  let at = 0;
  for (const match of caption.matchAll(TAG)) {
    const [, before, sign, raw] = match as unknown as [string, string, string, string];
    const word = wordOf(sign, raw);
    if (!word || (sign === '@' && word.length < 2)) continue;
    const start = match.index + before.length;
    if (start > at) parts.push({ kind: 'text', text: caption.slice(at, start) });
    parts.push({ kind: sign === '#' ? 'hashtag' : 'mention', text: `${sign}${word}`, value: word });
    at = start + 1 + word.length;
  }
  if (at < caption.length) parts.push({ kind: 'text', text: caption.slice(at) });
  return parts;
}

/** Hashtags (`#eagle`) and mentions (`@ann.b`) of a caption, in order, without repeats, lower-case. */
export function tagsOf(caption: string): { hashtags: string[]; mentions: string[] } {
  const hashtags = new Set<string>();
  const mentions = new Set<string>();
  for (const part of captionParts(caption)) {
    if (part.kind === 'hashtag') hashtags.add(part.value.toLowerCase().slice(0, 64));
    if (part.kind === 'mention') mentions.add(part.value.toLowerCase());
  }
  return { hashtags: [...hashtags], mentions: [...mentions] };
}

/**
 * The `#` or `@` word being typed at `cursor` (what the composer suggests for), from one character after the
 * sign; null elsewhere.
 */
export function tagAt(
  text: string,
  cursor: number,
): { sign: '#' | '@'; query: string; start: number } | null {
  const before = text.slice(0, cursor);
  const match = /(^|[^\p{L}\p{N}_&])([#@])([\p{L}\p{N}_.-]*)$/u.exec(before);
  if (!match) return null;
  const [, lead, sign, query] = match as unknown as [string, string, '#' | '@', string];
  if (query.length < 1) return null;
  return { sign, query, start: match.index + lead.length };
}
