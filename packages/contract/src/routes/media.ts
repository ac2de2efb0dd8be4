import { z } from 'zod';
import { UploadedImage } from '../accounts';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { mediaPaths } from './media.paths';

export const mediaRoutes = defineRoutes(mediaPaths, {
  uploadImage: {
    access: 'signed-in',
    tags: ['media'],
    summary: 'Upload an image (re-encoded to WebP, metadata stripped)',
    query: z.object({ purpose: z.enum(['avatar', 'post']).default('post') }),
    fileBody: true,
    answers: { 201: UploadedImage, ...errorAnswers(400, 401, 413, 415) },
  },
});
