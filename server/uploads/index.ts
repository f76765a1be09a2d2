// The resumable uploads' public face (issue 22): the tus endpoint's service, and what the entry
// routes use to take a finished upload in place of a multipart file part. app.ts mounts
// uploads.routes.ts directly.
export {
  createResumableUploads,
  DEFAULT_UPLOAD_LIMITS,
  RESUMABLE_MAX_BYTES,
  sweepHourly,
  UPLOAD_EXPIRY_MS,
  type ResumableUploads,
  type UploadLimits,
} from './resumable-uploads.js';
export {
  takeUploadedFiles,
  type FileSlot,
  type HeldUploads,
  type UploadedFilesDeps,
} from './uploaded-files.js';
