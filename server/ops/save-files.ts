// `--save DIR` of show-submission and show-inquiry: copies an entry's or an inquiry's files out of
// the storage (the disk, or the S3 bucket, which an operator may have no tool for) into a folder of
// the operator's, under their original names, streamed. An existing file is never overwritten.
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openStored, type PrivateStore } from '../files/index.js';
import { operatorPath, RefusedError, type OpsEnvironment } from './command.js';

/** What saving a stored private file needs of its row (files/private-files.ts). */
export interface SavedFile {
  storedName: string;
  originalName: string;
}

/** Saves each file as `<label>-<original name>` in `dir`; returns the paths written. */
export async function saveFiles(
  env: OpsEnvironment,
  store: PrivateStore,
  dir: string,
  files: readonly { label: string; file: SavedFile }[],
): Promise<string[]> {
  const target = operatorPath(env, dir);
  await mkdir(target, { recursive: true });
  const written: string[] = [];
  for (const { label, file } of files) {
    // Original names never hold a path (checked at upload); basename once more all the same.
    const destination = path.join(target, `${label}-${path.basename(file.originalName)}`);
    try {
      await pipeline(
        await openStored(store, file.storedName),
        createWriteStream(destination, { flags: 'wx', mode: 0o600 }),
      );
    } catch (error) {
      if ((error as { code?: string }).code === 'EEXIST') {
        throw new RefusedError(`${destination} exists already; give another --save folder`);
      }
      await rm(destination, { force: true });
      throw error;
    }
    written.push(destination);
  }
  return written;
}
