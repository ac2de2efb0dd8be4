/** Uploads (apps/server/src/media/media.routes.ts). Stored files are served at `/media/…`, outside the API. */
export const mediaPaths = {
  uploadImage: 'POST /media/images',
} as const;
