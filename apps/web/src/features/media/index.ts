/**
 * Post media: what the posts composer uses to upload a photo or a video (presigned URLs, chunks, resume) and to
 * show its progress.
 */
export {
  createMediaUploader,
  mediaFileProblem,
  uploadMedia,
  type MediaUploaderDeps,
  type UploadMediaOptions,
  type UploadedMedia,
} from './model/upload';
export { captureVideoFrame } from './model/poster';
export { UploadProgress, type UploadProgressProps, type UploadState } from './components/UploadProgress';
