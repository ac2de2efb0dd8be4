import { randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_RULES } from '@fairway/contract';
import sharp from 'sharp';
import type { OutputInfo } from 'sharp';
import { AppError } from '../http/errors';
import type { Storage } from './storage';

/** Image uploads: what is accepted, and the size each purpose is resized to. */
export const IMAGE_UPLOAD = {
  maxBytes: IMAGE_UPLOAD_RULES.maxBytes,
  contentTypes: IMAGE_UPLOAD_RULES.contentTypes,
  /** Avatars are square crops; post and chat images keep their ratio within a longest side. */
  sizes: {
    avatar: { width: 512, height: 512, fit: 'cover' as const },
    post: { width: 1600, height: 1600, fit: 'inside' as const },
  },
  quality: 80,
} as const;

export type ImagePurpose = keyof typeof IMAGE_UPLOAD.sizes;

/**
 * Re-encodes an uploaded image to WebP (EXIF, GPS and every other metadata dropped, orientation applied), resizes it
 * for its purpose, and stores it. Anything sharp cannot read as an image is refused with `unsupported_media_type`.
 */
export async function storeImage(storage: Storage, body: Buffer, purpose: ImagePurpose) {
  const size = IMAGE_UPLOAD.sizes[purpose];
  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await sharp(body, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      })
      .webp({ quality: IMAGE_UPLOAD.quality })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('unsupported_media_type', 415, 'This file is not an image Fairway can read');
  }
  const key = `images/${randomUUID()}.webp`;
  await storage.put(key, output.data, 'image/webp');
  return {
    id: key.slice('images/'.length, -'.webp'.length),
    url: storage.urlOf(key),
    width: output.info.width,
    height: output.info.height,
  };
}
