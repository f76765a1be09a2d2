// Downloads (spec §7 "Files"): the browser itself opens GET /p/api/files/download on the file
// host, so the file streams to disk with the name the server gives it. The free audio and font
// downloads need a login (spec §1, §6); anonymous users get the §8 message and nothing is fetched.
import type { StoredFile } from '../../contract/files';
import { apiPaths } from '../../contract/paths';
import { fileHostUrl } from '../api/client';
import { useAuthStore } from '../stores/auth-store';
import { showAlert } from './alert';

/** The URL that downloads a stored file (with `_t` like every request of the SPA). */
export function downloadUrl(file: Pick<StoredFile, 'fileUrl' | 'fileName'>): string {
  return fileHostUrl(apiPaths.download, { fileUrl: file.fileUrl, fileName: file.fileName, _t: Date.now() });
}

/** Starts the download without leaving the page. */
export function startDownload(file: Pick<StoredFile, 'fileUrl' | 'fileName'>): void {
  const anchor = document.createElement('a');
  anchor.href = downloadUrl(file);
  anchor.download = file.fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * A free audio or font download: starts it for a logged-in user; tells an anonymous one that
 * the page requires login (the `message` is the translated §8 text) and fetches nothing.
 * Returns whether the download started.
 */
export function downloadForMember(file: Pick<StoredFile, 'fileUrl' | 'fileName'>, message: string): boolean {
  if (useAuthStore.getState().token === null) {
    showAlert(message);
    return false;
  }
  startDownload(file);
  return true;
}
