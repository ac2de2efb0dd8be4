import { z } from 'zod';
import { UploadedImage } from '../accounts';
import {
  CompleteUploadBody,
  CreateUploadBody,
  UploadIdParams,
  UploadTicket,
  UploadedMedia,
} from '../uploads';
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
  createUpload: {
    access: 'signed-in',
    tags: ['media'],
    summary: 'Start a photo or video upload: presigned URLs for its chunks',
    description:
      'Photos up to 10 MB, videos up to 200 MB (`image_too_large`, `video_too_large`, 413). Each chunk is sent by ' +
      '`PUT` of its raw bytes to its URL; then `POST .../complete`.',
    body: CreateUploadBody,
    answers: { 201: UploadTicket, ...errorAnswers(400, 401, 413, 415) },
  },
  uploadStatus: {
    access: 'signed-in',
    tags: ['media'],
    summary: 'How much of an upload arrived, with fresh URLs for the chunks still missing (resume)',
    params: UploadIdParams,
    answers: { 200: UploadTicket, ...errorAnswers(400, 401, 404) },
  },
  completeUpload: {
    access: 'signed-in',
    tags: ['media'],
    summary: 'Finish an upload: the type read from the bytes, the file processed and stored',
    description:
      'Photos are re-encoded to WebP (quality 80), cropped within 4:5 to 1.91:1, every metadata (EXIF, GPS) ' +
      'dropped, and a thumbnail made. A video keeps its bytes; `posterUploadId` names an image upload holding ' +
      'a frame of it, which becomes its thumbnail.',
    params: UploadIdParams,
    body: CompleteUploadBody,
    answers: { 201: UploadedMedia, ...errorAnswers(400, 401, 404, 409, 413, 415) },
  },
});
