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
