import { z } from 'zod';
import { Uuid } from './ids';
import { MEDIA_UPLOAD_RULES } from './media-rules';

export { MEDIA_UPLOAD_RULES, mediaKindOfType, type MediaKind } from './media-rules';

/**
 * A photo or a video stored for a post (platform.md §7): the file's URL, its thumbnail (a photo's small copy, a
 * video's poster frame; null for a video uploaded without one), and its size in pixels (a video without a poster:
 * 0 × 0, unknown).
 */
export const UploadedMedia = z
  .object({
    type: z.enum(['image', 'video']),
    url: z.string(),
    thumbnailUrl: z.string().nullable(),
    width: z.number().int().min(0),
    height: z.number().int().min(0),
  })
  .meta({ id: 'UploadedMedia' });
export type UploadedMedia = z.infer<typeof UploadedMedia>;

/** `POST /api/media/uploads`: what the client is about to send. The type is a hint; the bytes decide. */
export const CreateUploadBody = z.object({
  kind: z.enum(['image', 'video']),
  size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  contentType: z.string().max(100),
});
export type CreateUploadBody = z.infer<typeof CreateUploadBody>;

/**
 * An upload in progress: its bytes go in `chunkBytes` pieces (the last one shorter), each by `PUT` of the raw bytes
 * to its presigned URL. `received` counts the bytes of the chunks stored so far; `parts` lists only the chunks still
 * missing, each with a fresh URL valid until `expiresAt`. After a dropped connection, `GET` the upload again and send
 * what is missing.
 */
export const UploadTicket = z
  .object({
    id: Uuid,
    kind: z.enum(['image', 'video']),
    size: z.number().int(),
    chunkBytes: z.number().int().max(MEDIA_UPLOAD_RULES.maxChunkBytes),
    received: z.number().int(),
    parts: z.array(
      z.object({ index: z.number().int().min(0), size: z.number().int().min(1), url: z.string() }),
    ),
    expiresAt: z.string().describe('ISO 8601 time after which the part URLs stop working'),
  })
  .meta({ id: 'UploadTicket' });
export type UploadTicket = z.infer<typeof UploadTicket>;

/** `POST /api/media/uploads/{uploadId}/complete`: a video may name an image upload holding its poster frame. */
export const CompleteUploadBody = z.object({ posterUploadId: Uuid.optional() });
export type CompleteUploadBody = z.infer<typeof CompleteUploadBody>;

export const UploadIdParams = z.object({ uploadId: Uuid });
