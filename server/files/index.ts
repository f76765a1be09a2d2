// The files domain's public face: what other folders of the server (other domains, the operator
// commands, main.ts, the seed) may use. Everything else in server/files/ is its own business
// (eslint-rules/server-layers.js); app.ts mounts its *.routes.ts directly.
export { createFileLinks, linkExpiryMs, type FileLinks, type LinkedFile } from './file-links.js';
export {
  createDiskStorage,
  isStorageUnavailable,
  storageAt,
  STORED_NAME,
  type ByteRange,
  type FileStorage,
  type LocalCopy,
} from './file-storage.js';
export { imagePixelSize, videoDurationMs, type SniffedType } from './media-probe.js';
export {
  DISK_FULL_RETRY_AFTER_SECONDS,
  readUpload,
  refuse,
  registerUploads,
  sniffAs,
  UPLOAD_TIMEOUT_MS,
  uploadDeadline,
  type ReceivedFile,
} from './multipart-upload.js';
export { ORPHAN_MIN_AGE_MS, sweepOrphanPrivateFiles } from './orphan-files.js';
export {
  createPrivateStore,
  findPrivateFile,
  forget,
  hasRoomFor,
  keepTemporary,
  openStored,
  STALE_TEMPORARY_MS,
  storedPath,
  sweepTemporaries,
  temporaryPath,
  tmpDir,
  type PrivateStore,
  type TemporaryFile,
} from './private-files.js';
export {
  IMAGE_KINDS,
  imageSize,
  KIND_MIME,
  MAX_PUBLIC_FILE_BYTES,
  mimeOfStoredName,
  PUBLIC_FILES_PREFIX,
  PublicFileError,
  publicFileExists,
  sniffMediaKind,
  storedNameOf,
  storePublicFile,
  type StoredPublicFile,
  storePublicFileFrom,
  storeServerText,
  type MediaKind,
  type StoredKind,
} from './public-files.js';
export type { S3Settings } from './s3-storage.js';
export { originalNameProblem, privateFilesDir, storeFile, toStoredFile } from './stored-files.js';

/**
 * The S3 backend, loaded only when a bucket is configured (main.ts, ops.ts): it brings the AWS SDK,
 * which a server on its own disk never needs.
 */
export const loadS3Storage = () => import('./s3-storage.js');
export { areaOf, copyStoredFile, removeIfUnused, unusedPublicNames } from './stored-file-areas.js';
