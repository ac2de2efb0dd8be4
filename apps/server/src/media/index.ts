/**
 * Media: stored files, uploads and their processing. Other features use these (the posts feature deletes a post's
 * files with {@link removeMediaFiles}).
 */
export { keyOfUrl, localStorage, removeMediaFiles } from './storage';
export type { Storage } from './storage';
export { createStorage } from './create-storage';
export { createUploadsRepository } from './uploads.repository';
export { createUploadsService } from './uploads.service';
export type { UploadsService } from './uploads.service';
export { mediaApiRoutes, mediaFileRoutes } from './media.routes';
