// Downloads (spec §7 "Files"): the browser itself opens GET /p/api/files/download on the file
// host, so the file streams to disk with the name the server gives it. The free audio and font
// downloads need a login (spec §1, §6); anonymous users get the §8 message with a way to log in,
// and nothing is fetched.
import type { StoredFile } from '../../contract/files';
import { apiPaths } from '../../contract/paths';
import { fileHostUrl } from '../api/client';
import { useAuthStore } from '../stores/auth-store';
import { askToConfirm } from './alert';
import { navigateTo } from './navigation';
import { paths } from './paths';

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

/** What an anonymous visitor is asked (translated by the caller) and where login brings them back. */
export interface LoginPrompt {
  /** The §8 text: "This page requires login". */
  message: string;
  logIn: string;
  cancel: string;
  /** The current path with its query string (a list's filters and page live there). */
  returnTo: string;
}

/**
 * A free audio or font download: starts it for a logged-in user. An anonymous one is asked to log
 * in; "Log in" goes to /login, which brings them back to `returnTo` (the guard's `redirect`), and
 * nothing is fetched. Resolves to whether the download started.
 */
export async function downloadForMember(
  file: Pick<StoredFile, 'fileUrl' | 'fileName'>,
  prompt: LoginPrompt,
): Promise<boolean> {
  if (useAuthStore.getState().token === null) {
    const logIn = await askToConfirm(prompt.message, {
      confirmLabel: prompt.logIn,
      cancelLabel: prompt.cancel,
    });
    if (logIn) navigateTo(paths.login(prompt.returnTo));
    return false;
  }
  startDownload(file);
  return true;
}
