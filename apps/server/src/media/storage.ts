import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A byte range of a file, both ends included (as HTTP `Range: bytes=start-end` says). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where media files live: the one seam between Fairway and its file storage. Keys are relative paths made by the
 * server (`images/<uuid>.webp`, `uploads/<uuid>/<chunk>`), never by clients. Local disk under DATA_DIR/media is the
 * default ({@link localStorage}); an S3-compatible bucket when configured (`s3-storage.ts`).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a stream of exactly `size` bytes (a video joined from its chunks). */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>;
  /** A readable stream (of `range` when given) and the whole file's size, or null when there is no such file. */
  open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** The size in bytes of a stored file, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** The URL clients use to fetch the file. */
  urlOf(key: string): string;
  /**
   * A URL a client sends the bytes of `key` to by `PUT`, with no other credential, for `seconds`. Relative URLs are
   * the server's own (local disk); S3 answers the bucket's presigned URL.
   */
  uploadUrlOf(key: string, size: number, seconds: number): Promise<string>;
  /** Deletes the file (a deleted account's media); no file is no error. */
  remove(key: string): Promise<void>;
}

/** The key of a file from the URL {@link Storage.urlOf} gave it, or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  const key = url.startsWith('/media/') ? url.slice('/media/'.length) : null;
  return key && SAFE_KEY.test(key) ? key : null;
}

/** A stored file's key: `<folder>/<uuid>.<ext>`. */
const SAFE_KEY = /^[a-z]+\/[0-9a-f-]{36}\.(webp|mp4|webm|mov)$/;
/** A chunk of an upload in progress: `uploads/<upload id>/<chunk index>`. */
export const CHUNK_KEY = /^uploads\/[0-9a-f-]{36}\/\d{1,4}$/;

/** Whether `key` is one the server makes (a stored file or an upload's chunk). */
export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) || CHUNK_KEY.test(key);
}

/** The content type a stored file is served with, from its extension (the server chose it from the bytes). */
export function contentTypeOfKey(key: string): string {
  if (key.endsWith('.webp')) return 'image/webp';
  if (key.endsWith('.mp4')) return 'video/mp4';
  if (key.endsWith('.mov')) return 'video/quicktime';
  if (key.endsWith('.webm')) return 'video/webm';
  return 'application/octet-stream';
}

/** Local disk storage, which also receives the uploads it signs (`PUT /media/uploads/<id>/<chunk>`). */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  /**
   * Checks a signed upload URL's query for `key` and stores the body, which must be exactly the signed size
   * (a dropped connection leaves nothing). Answers why it refused, or null when the chunk is stored.
   */
  receive(
    key: string,
    query: { size?: string; expires?: string; signature?: string },
    body: Readable,
  ): Promise<'link_invalid' | 'wrong_size' | null>;
}

export function isLocalStorage(storage: Storage): storage is LocalStorage {
  return (storage as Partial<LocalStorage>).kind === 'local';
}

/** Files on the local disk, served by the server itself at `/media/<key>`; uploads signed with `uploadSecret`. */
export function localStorage(root: string, options: { uploadSecret?: string } = {}): LocalStorage {
  const secret = options.uploadSecret ?? randomBytes(32).toString('base64url');
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe media key ${key}`);
    return path.join(root, key);
  };
  const signatureOf = (key: string, size: number, expires: number) =>
    createHmac('sha256', secret).update(`PUT\n${key}\n${size}\n${expires}`).digest('base64url');
  /** Writes through a temporary file renamed at the end, so a reader never sees half a file. */
  async function writeStream(key: string, body: Readable, size: number): Promise<boolean> {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.part`;
    let written = 0;
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            written += chunk.length;
            if (written > size) throw new Error('more bytes than announced');
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
      if (written !== size) throw new Error('fewer bytes than announced');
      await rename(partial, file);
      return true;
    } catch {
      await rm(partial, { force: true });
      return false;
    }
  }
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.part`, body);
      await rename(`${file}.part`, file);
    },
    async putStream(key, body, size) {
      if (!(await writeStream(key, body, size))) throw new Error(`media ${key}: not ${size} bytes`);
    },
    async open(key, range) {
      if (!isSafeKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file, range ?? {}), size: info.size };
      } catch {
        return null;
      }
    },
    async sizeOf(key) {
      if (!isSafeKey(key)) return null;
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? info.size : null;
      } catch {
        return null;
      }
    },
    urlOf(key) {
      return `/media/${key}`;
    },
    async uploadUrlOf(key, size, seconds) {
      fileOf(key);
      const expires = Math.floor(Date.now() / 1000) + seconds;
      const query = new URLSearchParams({
        size: String(size),
        expires: String(expires),
        signature: signatureOf(key, size, expires),
      });
      return `/media/${key}?${query.toString()}`;
    },
    async receive(key, query, body) {
      const size = Number(query.size);
      const expires = Number(query.expires);
      if (!CHUNK_KEY.test(key) || !Number.isSafeInteger(size) || size < 1 || !Number.isSafeInteger(expires)) {
        return 'link_invalid';
      }
      const expected = Buffer.from(signatureOf(key, size, expires));
      const given = Buffer.from(query.signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'link_invalid';
      if (expires < Date.now() / 1000) return 'link_invalid';
      return (await writeStream(key, body, size)) ? null : 'wrong_size';
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Deletes a post's files (each photo or video and its thumbnail or poster) given the URLs the upload answered.
 * URLs that are not Fairway media (null, a preset, another site) are skipped; a file already gone is no error.
 */
export async function removeMediaFiles(
  storage: Storage,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<void> {
  const keys = [...new Set(urls.flatMap((url) => (url ? [keyOfUrl(url)] : [])))].filter(
    (key): key is string => key !== null,
  );
  await Promise.all(keys.map((key) => storage.remove(key)));
}
