import {
  IMAGE_UPLOAD_RULES,
  UPLOADED_IMAGE_URL_PATTERN,
  isImageUploadType,
} from '@fairway/contract/media-rules';
import { ApiError } from '../../../lib/api';

/**
 * The avatar step's own photo: what is checked before the upload (the server's own rules, from the
 * contract) and which message a failure shows. Pure, so the screen only wires them up.
 */

/** The file input's `accept`: the types the server decodes (HEIC is not one; iOS sends such a photo as JPEG). */
export const AVATAR_ACCEPT = IMAGE_UPLOAD_RULES.contentTypes.join(',');

/** The largest photo, in whole megabytes, for the messages. */
export const AVATAR_MAX_MEGABYTES = Math.floor(IMAGE_UPLOAD_RULES.maxBytes / (1024 * 1024));

/** Whether `url` is a photo uploaded to Fairway, as opposed to a preset avatar. */
export function isUploadedImageUrl(url: string | null): url is string {
  return url !== null && UPLOADED_IMAGE_URL_PATTERN.test(url);
}

/** Why a photo was not uploaded, each with its message. */
export type AvatarUploadProblem = 'too_large' | 'not_an_image' | 'offline' | 'failed';

export const AVATAR_PROBLEM_KEYS = {
  too_large: 'onboarding:avatar.tooLarge',
  not_an_image: 'onboarding:avatar.notAnImage',
  offline: 'onboarding:avatar.offline',
  failed: 'onboarding:avatar.uploadFailed',
} as const satisfies Record<AvatarUploadProblem, string>;

/** What is wrong with `file` before any upload (its type, then its size), or null when it may go up. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarUploadProblem | null {
  if (!isImageUploadType(file.type)) return 'not_an_image';
  if (file.size > IMAGE_UPLOAD_RULES.maxBytes) return 'too_large';
  return null;
}

/** The problem to show for a failed upload: the server's refusals by code, no connection, anything else. */
export function avatarUploadProblem(error: unknown): AvatarUploadProblem {
  if (!(error instanceof ApiError)) return 'failed';
  switch (error.code) {
    case 'payload_too_large':
      return 'too_large';
    case 'unsupported_media_type':
      return 'not_an_image';
    case 'network_error':
      return 'offline';
    default:
      // A timeout, a server error, a refused session (the client signs out by itself): try again.
      return 'failed';
  }
}
