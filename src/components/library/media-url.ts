import { fileHostUrl } from '../../api/client';

/** A stored file's `fileUrl` is a path on the file host (contract/files.ts); full URLs stay as they are. */
export function mediaUrl(fileUrl: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(fileUrl) ? fileUrl : fileHostUrl(fileUrl);
}
