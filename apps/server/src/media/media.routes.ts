import { Readable } from 'node:stream';
import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../auth/actor';
import { route } from '../http/route';
import { IMAGE_UPLOAD, storeImage } from './images';
import { contentTypeOfKey, isLocalStorage } from './storage';
import type { ByteRange, Storage } from './storage';
import type { UploadsService } from './uploads.service';

/**
 * `POST /api/media/images?purpose=avatar|post`: the raw image as the body, answered with its stored URL; and the
 * presigned uploads of post photos and videos (`/api/media/uploads`).
 */
export const mediaApiRoutes: FastifyPluginAsync<{ storage: Storage; uploads: UploadsService }> = async (
  app,
  { storage, uploads },
) => {
  app.addContentTypeParser(
    IMAGE_UPLOAD.contentTypes as unknown as string[],
    { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD.maxBytes },
    (_request, body, done) => done(null, body),
  );
  route(
    app,
    routes.uploadImage,
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) {
        return reply.status(415).send({
          error: {
            code: 'unsupported_media_type',
            message: 'Send the image bytes with an image content type',
          },
        });
      }
      return reply.status(201).send(await storeImage(storage, request.body, request.query.purpose));
    },
    { bodyLimit: IMAGE_UPLOAD.maxBytes },
  );
  route(app, routes.createUpload, async (request, reply) =>
    reply.status(201).send(await uploads.create(actorOf(request), request.body)),
  );
  route(app, routes.uploadStatus, (request) => uploads.status(actorOf(request), request.params.uploadId));
  route(app, routes.completeUpload, async (request, reply) =>
    reply.status(201).send(await uploads.complete(actorOf(request), request.params.uploadId, request.body)),
  );
};

/** `bytes=start-end` of a file of `size` bytes (one range; `bytes=-n` is the last n), or null when unsatisfiable. */
export function rangeOf(header: string, size: number): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const last = Math.min(Number(match[2]), size);
    return last > 0 ? { start: size - last, end: size - 1 } : null;
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/**
 * `GET /media/<key>`: stored files, immutable (a new upload gets a new key), with byte ranges (browsers play and
 * seek videos by range). `PUT /media/uploads/<id>/<chunk>?…`: the chunks of an upload, by the URL the local disk
 * storage signed.
 */
export const mediaFileRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { folder: string; file: string } }>(
    '/media/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.file}`;
      const notFound = () =>
        reply.status(404).send({ error: { code: 'not_found', message: 'No such file' } });
      const size = await storage.sizeOf(key);
      if (size === null) return notFound();
      const header = request.headers.range;
      const range = header ? rangeOf(header, size) : null;
      if (header && !range) {
        return reply
          .status(416)
          .header('content-range', `bytes */${size}`)
          .send({ error: { code: 'validation_error', message: 'Unsatisfiable range' } });
      }
      const found = await storage.open(key, range ?? undefined);
      if (!found) return notFound();
      reply
        .type(contentTypeOfKey(key))
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', found.size);
      }
      return reply.send(found.stream);
    },
  );

  if (isLocalStorage(storage)) {
    const local = storage;
    await app.register(async (receiver) => {
      // The body is the chunk's raw bytes whatever its content type: streamed to disk, never parsed.
      receiver.removeAllContentTypeParsers();
      receiver.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      receiver.put<{
        Params: { uploadId: string; chunk: string };
        Querystring: { size?: string; expires?: string; signature?: string };
      }>('/media/uploads/:uploadId/:chunk', { schema: { hide: true } }, async (request, reply) => {
        const body = request.body instanceof Readable ? request.body : request.raw;
        const refused = await local.receive(
          `uploads/${request.params.uploadId}/${request.params.chunk}`,
          request.query,
          body,
        );
        if (refused === 'link_invalid') {
          return reply.status(403).send({
            error: { code: 'upload_link_invalid', message: 'This upload link is not valid or has expired' },
          });
        }
        if (refused === 'wrong_size') {
          return reply.status(400).send({
            error: {
              code: 'upload_chunk_invalid',
              message: 'The chunk is not the size its link was made for',
            },
          });
        }
        return reply.status(200).send();
      });
    });
  }
};
