import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where media files live. Keys are relative paths made by the server (`images/<uuid>.webp`), never by clients.
 * Local disk under DATA_DIR/media is the default; an S3-compatible implementation is the production path
 * (not written yet: see docs/decisions.md).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A readable stream and its size, or null when there is no such file. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The URL clients use to fetch the file. */
  urlOf(key: string): string;
  /** Deletes the file (a deleted account's media); no file is no error. */
  remove(key: string): Promise<void>;
}

/** The key of a file from the URL {@link Storage.urlOf} gave it, or null for any other URL. */
export function keyOfUrl(url: string): string | null {
  const key = url.startsWith('/media/') ? url.slice('/media/'.length) : null;
  return key && SAFE_KEY.test(key) ? key : null;
}

const SAFE_KEY = /^[a-z]+\/[0-9a-f-]{36}\.(webp|mp4|webm)$/;

/** Files on the local disk, served by the server itself at `/media/<key>`. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe media key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      await writeFile(`${file}.part`, body);
      await rename(`${file}.part`, file);
    },
    async open(key) {
      if (!SAFE_KEY.test(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    urlOf(key) {
      return `/media/${key}`;
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
