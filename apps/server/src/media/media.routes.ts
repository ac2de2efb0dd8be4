import { routes } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/route';
import { IMAGE_UPLOAD, storeImage } from './images';
import type { Storage } from './storage';

/** `POST /api/media/images?purpose=avatar|post`: the raw image as the body, answered with its stored URL. */
export const mediaApiRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
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
};

/** `GET /media/<key>`: stored files, immutable (a new upload gets a new key). */
export const mediaFileRoutes: FastifyPluginAsync<{ storage: Storage }> = async (app, { storage }) => {
  app.get<{ Params: { folder: string; file: string } }>(
    '/media/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await storage.open(`${request.params.folder}/${request.params.file}`);
      if (!found) return reply.status(404).send({ error: { code: 'not_found', message: 'No such file' } });
      const type = request.params.file.endsWith('.webp')
        ? 'image/webp'
        : request.params.file.endsWith('.mp4')
          ? 'video/mp4'
          : 'video/webm';
      return reply
        .type(type)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.stream);
    },
  );
};
