import type { PostAudience, PostMedia } from '@fairway/contract';
import { POST_MEDIA_MAX, POST_TEXT_MAX } from '@fairway/contract/runtime';

/** A photo or video in the composer: sending (with its progress), sent, or failed. */
export type DraftMedia = { id: string; preview: string; video: boolean } & (
  | { status: 'uploading'; progress: number }
  | { status: 'done'; media: PostMedia }
  | { status: 'error'; code: string }
);

export interface Draft {
  caption: string;
  audience: Exclude<PostAudience, 'private'>;
  course: { id: string; name: string } | null;
  media: DraftMedia[];
}

export const EMPTY_DRAFT: Draft = { caption: '', audience: 'public', course: null, media: [] };

/**
 * Publish is possible with a caption (within 1024) and no photo still sending (platform.md §5); a shared round
 * (`hasRound`) is a post by itself, its caption optional.
 */
export function canPublish(draft: Draft, hasRound = false): boolean {
  if (!draft.caption.trim() && !hasRound) return false;
  if (draft.caption.length > POST_TEXT_MAX) return false;
  return !draft.media.some((item) => item.status === 'uploading');
}

/** How many more photos may be added (the photo button hides at 9). */
export const roomFor = (draft: Draft) => Math.max(0, POST_MEDIA_MAX - draft.media.length);

/** The media sent with the post: the photos that reached storage, in order. */
export const uploadedMedia = (draft: Draft): PostMedia[] =>
  draft.media.flatMap((item) => (item.status === 'done' ? [item.media] : []));

/** The caption with the tag being typed (from `start` to the cursor) replaced by the chosen one and a space. */
export function insertTag(
  caption: string,
  start: number,
  cursor: number,
  tag: string,
): { caption: string; cursor: number } {
  const next = `${caption.slice(0, start)}${tag} ${caption.slice(cursor)}`;
  return { caption: next, cursor: start + tag.length + 1 };
}
