// DATA_DIR holds the embedded database (password hashes included), the JWT secret, the mailbox
// (temporary passwords) and the SMS outbox: nobody but the server's own user may read any of it.
//
// The server and the operator commands set the umask to 0o077 first thing, so that whatever they
// create is owner-only, then make the whole tree owner-only: folders 0700, files without group or
// other bits (0600 for an ordinary file). PGlite's file system layer sets 0666 on the files it
// creates whatever the umask, so the walk runs again once the database is open and at shutdown;
// between the walks the 0700 folders already keep every other user out, whatever a file's mode.
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

export const OWNER_ONLY_UMASK = 0o077;
const FOLDER_MODE = 0o700;
const GROUP_AND_OTHER = 0o077;

/** Sets the process umask so that every file and folder it creates from now on is owner-only. */
export function useOwnerOnlyUmask(): void {
  process.umask(OWNER_ONLY_UMASK);
}

/**
 * Creates `dir` if needed and makes it and everything under it owner-only. Symbolic links are
 * neither followed nor changed (chmod would change their target, which may be outside DATA_DIR).
 * Returns how many files and folders had to be fixed.
 */
export async function secureDataDir(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  return secureEntry(path.resolve(dir));
}

async function secureEntry(entry: string): Promise<number> {
  let info;
  try {
    info = await lstat(entry);
  } catch (error) {
    // Removed meanwhile (a temporary file renamed into place): nothing to protect.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const mode = info.mode & 0o777;
  if (info.isDirectory()) {
    let fixed = 0;
    if (mode !== FOLDER_MODE) {
      await chmod(entry, FOLDER_MODE);
      fixed += 1;
    }
    for (const name of await readdir(entry)) fixed += await secureEntry(path.join(entry, name));
    return fixed;
  }
  if (info.isFile() && (mode & GROUP_AND_OTHER) !== 0) {
    await chmod(entry, mode & ~GROUP_AND_OTHER);
    return 1;
  }
  return 0;
}

/** The log line of a walk that had to fix something. */
export function describeFixes(dir: string, fixed: number): string {
  return `${dir}: ${fixed} file(s) and folder(s) were open to other users and are owner-only now (folders 0700, files 0600).`;
}
