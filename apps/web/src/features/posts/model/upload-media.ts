import type { PostMedia, UploadedImage } from '@fairway/contract';
import { isImageUploadType, IMAGE_UPLOAD_RULES } from '@fairway/contract/media-rules';
import { ApiError } from '../../../lib/api';
import { readStorage } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/*
 * Every upload of a post's photo goes through this one file, so the way files reach storage (today the server's
 * `POST /api/media/images?purpose=post`; presigned URLs and chunked videos later) changes here alone.
 */

/** A photo may take longer than an ordinary call on a slow phone connection. */
export const POST_UPLOAD_TIMEOUT_MS = 120_000;

/** Why a file is refused before it is sent, or null when it may go. */
export function refusalOf(
  file: Pick<File, 'size' | 'type'>,
): 'unsupported_media_type' | 'payload_too_large' | null {
  if (!isImageUploadType(file.type)) return 'unsupported_media_type';
  if (file.size > IMAGE_UPLOAD_RULES.maxBytes) return 'payload_too_large';
  return null;
}

/**
 * Sends one photo of a post to Fairway's storage, telling `onProgress` the fraction sent (0 to 1), and answers the
 * post's media item. Rejects with an {@link ApiError} (its code translated by the `errors` namespace).
 */
export function uploadPostMedia(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PostMedia> {
  const refused = refusalOf(file);
  if (refused) return Promise.reject(new ApiError(0, refused, `The file cannot be uploaded (${refused})`));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/media/images?purpose=post');
    request.timeout = POST_UPLOAD_TIMEOUT_MS;
    request.setRequestHeader('Content-Type', file.type);
    const token = readStorage(STORAGE_KEYS.token);
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status === 201 && body && typeof (body as UploadedImage).url === 'string') {
        const image = body as UploadedImage;
        onProgress(1);
        resolve({
          type: 'image',
          url: image.url,
          thumbnailUrl: null,
          width: image.width,
          height: image.height,
        });
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(new ApiError(request.status, error?.code ?? 'unknown_error', error?.message ?? 'Upload failed'));
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', 'The upload did not reach the server'));
    request.ontimeout = () => reject(new ApiError(0, 'timeout', 'The upload took too long'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
