import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { MEDIA_UPLOAD_RULES } from '@fairway/contract';
import type { CreateUploadBody, UploadTicket, UploadedMedia } from '@fairway/contract';
import type { Actor } from '../auth/actor';
import { AppError } from '../http/errors';
import { processPostImage } from './images';
import { SNIFF_BYTES, sniffMedia } from './sniff';
import type { SniffedMedia } from './sniff';
import type { Storage } from './storage';
import type { UploadRow, UploadsRepository } from './uploads.repository';

/** Upload timings and sizes; tests shrink the chunks. */
export const UPLOADS = {
  /**
   * 16 MiB: within the spec's 150 MB per chunk, and small enough that a dropped connection costs at most one chunk
   * of a slow phone's upload.
   */
  chunkBytes: 16 * 1024 * 1024,
  /** How long a chunk's URL works. */
  linkSeconds: 60 * 60,
  /** An upload not completed within a day is forgotten. */
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const;

export interface UploadsServiceDeps {
  repository: UploadsRepository;
  storage: Storage;
  chunkBytes?: number;
  now?: () => Date;
}

const chunkKey = (uploadId: string, index: number) => `uploads/${uploadId}/${index}`;

/** The chunks of an upload: each index with its exact size (the last one shorter). */
function chunksOf(row: Pick<UploadRow, 'size' | 'chunkBytes'>): { index: number; size: number }[] {
  const count = Math.ceil(row.size / row.chunkBytes);
  return Array.from({ length: count }, (_, index) => ({
    index,
    size: Math.min(row.chunkBytes, row.size - index * row.chunkBytes),
  }));
}

async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Photo and video uploads by presigned URL (platform.md §7): start one (its size checked against the kind's limit),
 * send its chunks straight to storage, ask what arrived (resume), complete it. Completing reads the type from the
 * bytes, refuses anything else, and stores the processed file under a new key.
 */
export function createUploadsService(deps: UploadsServiceDeps) {
  const { repository, storage } = deps;
  const chunkBytes = Math.min(deps.chunkBytes ?? UPLOADS.chunkBytes, MEDIA_UPLOAD_RULES.maxChunkBytes);
  const now = deps.now ?? (() => new Date());

  async function findOwn(actor: Actor, id: string): Promise<UploadRow> {
    const row = await repository.find(actor.userId, id, new Date(now().getTime() - UPLOADS.maxAgeMs));
    if (!row) throw new AppError('upload_not_found', 404, 'No such upload in progress');
    return row;
  }

  /** Which chunks are stored whole; a chunk of the wrong size (never from our own links) is deleted. */
  async function arrived(row: UploadRow): Promise<Set<number>> {
    const chunks = chunksOf(row);
    const sizes = await Promise.all(chunks.map((chunk) => storage.sizeOf(chunkKey(row.id, chunk.index))));
    const whole = new Set<number>();
    await Promise.all(
      chunks.map(async (chunk, at) => {
        if (sizes[at] === chunk.size) whole.add(chunk.index);
        else if (sizes[at] !== null) await storage.remove(chunkKey(row.id, chunk.index));
      }),
    );
    return whole;
  }

  async function ticketOf(row: UploadRow): Promise<UploadTicket> {
    const whole = await arrived(row);
    const chunks = chunksOf(row);
    const missing = chunks.filter((chunk) => !whole.has(chunk.index));
    return {
      id: row.id,
      kind: row.kind,
      size: row.size,
      chunkBytes: row.chunkBytes,
      received: chunks.filter((chunk) => whole.has(chunk.index)).reduce((sum, chunk) => sum + chunk.size, 0),
      parts: await Promise.all(
        missing.map(async (chunk) => ({
          ...chunk,
          url: await storage.uploadUrlOf(chunkKey(row.id, chunk.index), chunk.size, UPLOADS.linkSeconds),
        })),
      ),
      expiresAt: new Date(now().getTime() + UPLOADS.linkSeconds * 1000).toISOString(),
    };
  }

  async function removeChunks(row: UploadRow): Promise<void> {
    await Promise.all(chunksOf(row).map((chunk) => storage.remove(chunkKey(row.id, chunk.index))));
  }

  /** The stored upload's type, from its first bytes; anything but `kind` is refused. */
  async function sniff(row: UploadRow): Promise<SniffedMedia> {
    const head = await storage.open(chunkKey(row.id, 0), {
      start: 0,
      end: Math.min(SNIFF_BYTES, row.size) - 1,
    });
    const sniffed = head ? sniffMedia(await readAll(head.stream)) : null;
    if (!sniffed || sniffed.kind !== row.kind) {
      throw new AppError(
        'unsupported_file_type',
        415,
        row.kind === 'image'
          ? 'This file is not a JPEG, PNG, WebP, GIF, AVIF or TIFF photo'
          : 'This file is not an MP4, WebM or QuickTime video',
      );
    }
    return sniffed;
  }

  /** Every chunk of an upload, in order, as one stream. */
  function joined(row: UploadRow): Readable {
    return Readable.from(
      (async function* () {
        for (const chunk of chunksOf(row)) {
          const file = await storage.open(chunkKey(row.id, chunk.index));
          if (!file) throw new Error(`upload ${row.id}: chunk ${chunk.index} vanished`);
          yield* file.stream;
        }
      })(),
    );
  }

  /** Refuses an upload with a chunk still missing. */
  async function assertWhole(row: UploadRow): Promise<void> {
    if ((await arrived(row)).size !== chunksOf(row).length) {
      throw new AppError('upload_incomplete', 409, 'Not every chunk of this upload has arrived yet');
    }
  }

  /** Takes the upload so that no second call completes it. */
  async function claim(row: UploadRow): Promise<void> {
    if (!(await repository.claim(row.id))) {
      throw new AppError('upload_not_found', 404, 'No such upload in progress');
    }
  }

  async function completeImage(row: UploadRow): Promise<UploadedMedia> {
    await sniff(row);
    const processed = await processPostImage(await readAll(joined(row)), { crop: true });
    const id = randomUUID();
    const image = `images/${id}.webp`;
    const thumbnail = `thumbs/${id}.webp`;
    await storage.put(image, processed.image, 'image/webp');
    await storage.put(thumbnail, processed.thumbnail, 'image/webp');
    return {
      type: 'image',
      url: storage.urlOf(image),
      thumbnailUrl: storage.urlOf(thumbnail),
      width: processed.width,
      height: processed.height,
    };
  }

  async function completeVideo(row: UploadRow, poster: UploadRow | null): Promise<UploadedMedia> {
    const sniffed = await sniff(row);
    if (sniffed.kind !== 'video') throw new Error('unreachable');
    const id = randomUUID();
    let frame: { key: string; width: number; height: number } | null = null;
    if (poster) {
      await sniff(poster);
      const processed = await processPostImage(await readAll(joined(poster)), { crop: false });
      frame = { key: `posters/${id}.webp`, width: processed.sourceWidth, height: processed.sourceHeight };
      await storage.put(frame.key, processed.image, 'image/webp');
    }
    const video = `videos/${id}.${sniffed.extension}`;
    await storage.putStream(video, joined(row), row.size, sniffed.type);
    return {
      type: 'video',
      url: storage.urlOf(video),
      thumbnailUrl: frame ? storage.urlOf(frame.key) : null,
      width: frame?.width ?? 0,
      height: frame?.height ?? 0,
    };
  }

  return {
    async create(actor: Actor, body: CreateUploadBody): Promise<UploadTicket> {
      const rules = MEDIA_UPLOAD_RULES[body.kind];
      if (body.size > rules.maxBytes) {
        throw body.kind === 'image'
          ? new AppError('image_too_large', 413, 'A photo can be at most 10 MB')
          : new AppError('video_too_large', 413, 'A video can be at most 200 MB');
      }
      // The declared type only refuses early what could never pass; the bytes decide at completion.
      if (!(rules.contentTypes as readonly string[]).includes(body.contentType.toLowerCase())) {
        throw new AppError(
          'unsupported_file_type',
          415,
          `Not a ${body.kind} type Fairway accepts`,
          'contentType',
        );
      }
      const row = await repository.create({
        ownerId: actor.userId,
        kind: body.kind,
        size: body.size,
        chunkBytes,
      });
      return ticketOf(row);
    },

    async status(actor: Actor, id: string): Promise<UploadTicket> {
      return ticketOf(await findOwn(actor, id));
    },

    async complete(actor: Actor, id: string, body: { posterUploadId?: string }): Promise<UploadedMedia> {
      const row = await findOwn(actor, id);
      if (body.posterUploadId !== undefined && (row.kind === 'image' || body.posterUploadId === id)) {
        throw new AppError(
          'validation_error',
          400,
          'Only a video has a poster frame, another upload',
          'posterUploadId',
        );
      }
      const poster = body.posterUploadId ? await findOwn(actor, body.posterUploadId) : null;
      if (poster && poster.kind !== 'image') {
        throw new AppError(
          'unsupported_file_type',
          415,
          'A poster frame is a photo upload',
          'posterUploadId',
        );
      }
      // Both whole before either is taken: a missing chunk leaves both uploads to resume.
      await assertWhole(row);
      if (poster) await assertWhole(poster);
      await claim(row);
      if (poster) await claim(poster);
      try {
        return row.kind === 'image' ? await completeImage(row) : await completeVideo(row, poster);
      } finally {
        await removeChunks(row);
        if (poster) await removeChunks(poster);
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
