import type { UploadTicket, UploadedMedia } from '@fairway/contract';
import { MEDIA_UPLOAD_RULES, mediaKindOfType, type MediaKind } from '@fairway/contract/media-rules';
import { ApiError, api as appApi, errorFromResponse, type ApiClient } from '../../../lib/api';
import { captureVideoFrame } from './poster';

export type { UploadedMedia };

export interface UploadMediaOptions {
  /** Called as bytes leave, from 0 to 1 (1 once the server has stored the processed file). */
  onProgress: (fraction: number) => void;
  /** Aborts the upload; the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** What an uploader needs from the browser and the app; tests give a real server's and a stand-in network. */
export interface MediaUploaderDeps {
  api: ApiClient;
  /** The browser's XHR (fetch reports no upload progress). */
  XMLHttpRequest: typeof XMLHttpRequest;
  /** Where relative upload URLs (the server's own, on local disk) point: the page's origin by default. */
  origin?: string;
  /** A frame of a video as an image, its poster; null when the browser cannot decode the video. */
  capturePoster?: (file: Blob) => Promise<Blob | null>;
  /** How many times a failed chunk is retried after asking the server what arrived. */
  retries?: number;
  /** The wait before retry n (from 1); tests shorten it. */
  retryDelayMs?: (attempt: number) => number;
}

/** Why a file cannot be uploaded at all, checked before a byte is sent (the server checks again, from the bytes). */
export function mediaFileProblem(
  file: Pick<Blob, 'type' | 'size'>,
): 'unsupported_file_type' | 'image_too_large' | 'video_too_large' | null {
  const kind = mediaKindOfType(file.type);
  if (!kind) return 'unsupported_file_type';
  if (file.size > MEDIA_UPLOAD_RULES[kind].maxBytes)
    return kind === 'image' ? 'image_too_large' : 'video_too_large';
  return null;
}

/** Whether a failure is worth resuming: no answer, a server hiccup, or a link that expired meanwhile. */
function isRetryable(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 0 || error.status >= 500 || error.code === 'upload_link_invalid')
  );
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The upload was cancelled', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(abortError(signal));
      },
      { once: true },
    );
  });
}

/**
 * Makes `uploadMedia` for a given API client and browser: photos and videos by presigned URL, in the chunks the
 * server asks for, resumed after a dropped connection (the server says what arrived; the rest follows).
 */
export function createMediaUploader(deps: MediaUploaderDeps) {
  const retries = deps.retries ?? 5;
  const retryDelayMs =
    deps.retryDelayMs ?? ((attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 15_000));
  const capturePoster = deps.capturePoster ?? captureVideoFrame;

  /** PUTs one chunk to its URL, telling how many of its bytes left so far. */
  function putChunk(url: string, chunk: Blob, onSent: (bytes: number) => void, signal?: AbortSignal) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortError(signal));
      const xhr = new deps.XMLHttpRequest();
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = (error?: Error) => {
        signal?.removeEventListener('abort', onAbort);
        if (error === undefined) resolve();
        else reject(error);
      };
      xhr.open('PUT', new URL(url, deps.origin ?? globalThis.location.origin).toString());
      xhr.upload.onprogress = (event) => onSent(event.loaded);
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) return settle();
        let body: unknown = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          // an answer that is not the API's (a proxy's, the bucket's XML): its status decides
        }
        settle(errorFromResponse(xhr.status, body));
      };
      xhr.onerror = () => settle(new ApiError(0, 'network_error', 'The connection dropped'));
      xhr.ontimeout = () => settle(new ApiError(0, 'timeout', 'The chunk took too long'));
      xhr.onabort = () => settle(signal ? abortError(signal) : new ApiError(0, 'network_error', 'Aborted'));
      xhr.send(chunk);
    });
  }

  /** Sends a file's chunks, resuming from what the server says arrived; answers the upload's id. */
  async function send(
    kind: MediaKind,
    file: Blob,
    progress: (sentOfFile: number) => void,
    signal?: AbortSignal,
  ): Promise<string> {
    let ticket: UploadTicket = await deps.api.call('createUpload', {
      body: { kind, size: file.size, contentType: file.type },
      ...(signal ? { signal } : {}),
    });
    for (let attempt = 0; ; attempt += 1) {
      let sent = ticket.received;
      progress(sent);
      try {
        for (const part of ticket.parts) {
          const start = part.index * ticket.chunkBytes;
          await putChunk(
            part.url,
            file.slice(start, start + part.size),
            (bytes) => progress(sent + Math.min(bytes, part.size)),
            signal,
          );
          sent += part.size;
          progress(sent);
        }
        return ticket.id;
      } catch (error) {
        if (signal?.aborted || !isRetryable(error) || attempt >= retries) throw error;
        await sleep(retryDelayMs(attempt + 1), signal);
        ticket = await deps.api.call('uploadStatus', {
          params: { uploadId: ticket.id },
          ...(signal ? { signal } : {}),
        });
      }
    }
  }

  /**
   * Uploads a photo or a video for a post and answers the stored media. A video goes with a poster frame taken by
   * the browser when it can decode it. Refusals (too big, not a photo or video) reject with an {@link ApiError}
   * whose code the `errors` namespace translates.
   */
  return async function uploadMedia(file: File, options: UploadMediaOptions): Promise<UploadedMedia> {
    const { onProgress, signal } = options;
    const problem = mediaFileProblem(file);
    if (problem) throw new ApiError(problem === 'unsupported_file_type' ? 415 : 413, problem, problem);
    const kind = mediaKindOfType(file.type)!;
    const poster = kind === 'video' ? await capturePoster(file).catch(() => null) : null;
    if (signal?.aborted) throw abortError(signal);
    const total = file.size + (poster?.size ?? 0);
    let posterSent = 0;
    let last = 0;
    // Never past 0.99 before the server has the file; never backwards when a chunk is sent again.
    const report = (fileSent: number) => {
      const fraction = Math.min(0.99, (posterSent + fileSent) / total);
      if (fraction > last) {
        last = fraction;
        onProgress(fraction);
      }
    };
    onProgress(0);
    const posterUploadId = poster
      ? await send(
          'image',
          poster,
          (bytes) => {
            posterSent = bytes;
            report(0);
          },
          signal,
        )
      : undefined;
    const uploadId = await send(kind, file, report, signal);
    const media = await deps.api.call('completeUpload', {
      params: { uploadId },
      body: posterUploadId ? { posterUploadId } : {},
      timeoutMs: 120_000,
      ...(signal ? { signal } : {}),
    });
    onProgress(1);
    return media;
  };
}

/**
 * Uploads a photo or a video for a post with the app's API client (see {@link createMediaUploader}):
 * `const media = await uploadMedia(file, { onProgress: setFraction, signal })`.
 */
export function uploadMedia(file: File, options: UploadMediaOptions): Promise<UploadedMedia> {
  return createMediaUploader({ api: appApi, XMLHttpRequest: globalThis.XMLHttpRequest })(file, options);
}
