/** Uploads (apps/server/src/media/media.routes.ts). Stored files are served at `/media/…`, outside the API. */
export const mediaPaths = {
  uploadImage: 'POST /media/images',
  createUpload: 'POST /media/uploads',
  uploadStatus: 'GET /media/uploads/:uploadId',
  completeUpload: 'POST /media/uploads/:uploadId/complete',
} as const;
