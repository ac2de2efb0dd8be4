/**
 * What an image upload may be, without zod: the web app imports this file on its own
 * (`@fairway/contract/media-rules`) to check a file before sending it, and the server refuses the same.
 * `accounts.ts` re-exports it.
 */

/** `POST /api/media/images` limits: the largest body and the content types the server decodes. */
export const IMAGE_UPLOAD_RULES = {
  /** 10 MB: a larger body is refused with `payload_too_large` (413). */
  maxBytes: 10 * 1024 * 1024,
  /**
   * The types sharp decodes here. HEIC is not one of them (the prebuilt sharp reads AVIF but not HEVC);
   * iOS turns a HEIC photo into a JPEG when a file input does not ask for HEIC.
   */
  contentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff'],
} as const;

/** A content type `POST /api/media/images` accepts. */
export type ImageUploadType = (typeof IMAGE_UPLOAD_RULES.contentTypes)[number];

/** Whether `type` (a file's MIME type) is one the image upload accepts. */
export function isImageUploadType(type: string): type is ImageUploadType {
  return (IMAGE_UPLOAD_RULES.contentTypes as readonly string[]).includes(type.toLowerCase());
}

/** The URL of an image uploaded to Fairway (`/media/images/<uuid>.webp`), as profiles store it. */
export const UPLOADED_IMAGE_URL_PATTERN = /^\/media\/images\/[0-9a-f-]{36}\.webp$/;

/**
 * Post media uploads (`POST /api/media/uploads`, platform.md §5, §9): the largest file of each kind, the types the
 * server recognises from the file's first bytes (never its name or a header), and the largest chunk a client sends.
 */
export const MEDIA_UPLOAD_RULES = {
  image: { maxBytes: IMAGE_UPLOAD_RULES.maxBytes, contentTypes: IMAGE_UPLOAD_RULES.contentTypes },
  video: {
    /** 200 MB (platform.md §9). */
    maxBytes: 200 * 1024 * 1024,
    contentTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
  },
  /** No chunk is larger than 150 MB (platform.md §9); the server picks the size, at most this. */
  maxChunkBytes: 150 * 1024 * 1024,
  /** Post images are cropped to a width / height ratio within these bounds (4:5 to 1.91:1). */
  minRatio: 4 / 5,
  maxRatio: 1.91,
} as const;

export type MediaKind = 'image' | 'video';

/** The kind of post media a file's MIME type claims to be, or null when it is neither (a hint: the server sniffs). */
export function mediaKindOfType(type: string): MediaKind | null {
  const lower = type.toLowerCase();
  if ((MEDIA_UPLOAD_RULES.image.contentTypes as readonly string[]).includes(lower)) return 'image';
  if ((MEDIA_UPLOAD_RULES.video.contentTypes as readonly string[]).includes(lower)) return 'video';
  return null;
}
