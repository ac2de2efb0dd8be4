import { randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_RULES, MEDIA_UPLOAD_RULES } from '@fairway/contract';
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

/** Post photos (platform.md §5): within 1600 px, cropped to a ratio within 4:5 to 1.91:1, with a small copy. */
export const POST_IMAGE = {
  maxSide: 1600,
  thumbnailSide: 480,
  minRatio: MEDIA_UPLOAD_RULES.minRatio,
  maxRatio: MEDIA_UPLOAD_RULES.maxRatio,
} as const;

/** The centred region of a `width` × `height` picture whose ratio is brought within the post bounds. */
export function cropWithinRatio(
  width: number,
  height: number,
): { left: number; top: number; width: number; height: number } {
  const ratio = width / height;
  if (ratio < POST_IMAGE.minRatio) {
    const cropped = Math.round(width / POST_IMAGE.minRatio);
    return { left: 0, top: Math.floor((height - cropped) / 2), width, height: cropped };
  }
  if (ratio > POST_IMAGE.maxRatio) {
    const cropped = Math.round(height * POST_IMAGE.maxRatio);
    return { left: Math.floor((width - cropped) / 2), top: 0, width: cropped, height };
  }
  return { left: 0, top: 0, width, height };
}

export interface ProcessedImage {
  image: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
  /** The picture's own size, upright, before any crop or resize (a video poster's frame size). */
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * Re-encodes a post photo, or a video's poster frame (`crop: false`), to WebP: orientation applied, every metadata
 * (EXIF, GPS, ICC, XMP) dropped, cropped within the post ratios, within {@link POST_IMAGE.maxSide}, and a thumbnail
 * made. Anything sharp cannot decode is refused with `unsupported_file_type`.
 */
export async function processPostImage(body: Buffer, options: { crop: boolean }): Promise<ProcessedImage> {
  try {
    const input = sharp(body, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await input.metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const upright = (meta.orientation ?? 1) >= 5;
    const sourceWidth = upright ? meta.height : meta.width;
    const sourceHeight = upright ? meta.width : meta.height;
    let pipeline = input.rotate();
    if (options.crop) pipeline = pipeline.extract(cropWithinRatio(sourceWidth, sourceHeight));
    const main = await pipeline
      .resize({
        width: POST_IMAGE.maxSide,
        height: POST_IMAGE.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: IMAGE_UPLOAD.quality })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main.data)
      .resize({
        width: POST_IMAGE.thumbnailSide,
        height: POST_IMAGE.thumbnailSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: IMAGE_UPLOAD.quality })
      .toBuffer();
    return {
      image: main.data,
      thumbnail,
      width: main.info.width,
      height: main.info.height,
      sourceWidth,
      sourceHeight,
    };
  } catch {
    throw new AppError('unsupported_file_type', 415, 'This file is not a photo Fairway can read');
  }
}
