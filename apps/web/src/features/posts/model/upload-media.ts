import type { PostMedia } from '@fairway/contract';
import { uploadMedia } from '../../media';

/*
 * Every upload of a post's photo or video goes through this one file: the media feature's presigned, chunked and
 * resumable upload (a video with a poster frame), its refusals rejected as translated `ApiError` codes.
 */

/** Sends one photo or video of a post to storage, telling `onProgress` the fraction sent (0 to 1). */
export function uploadPostMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PostMedia> {
  return uploadMedia(file, { onProgress, ...(signal ? { signal } : {}) });
}
