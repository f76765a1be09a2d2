// Files named on the command line that become public files (topic banners and thumbnails, the
// media of a group's works), or the URL of a public file stored before.
import { readFile, stat } from 'node:fs/promises';
import { CompetitionInputError, type EntryInput } from '../competitions/index.js';
import {
  IMAGE_KINDS,
  imageSize,
  MAX_PUBLIC_FILE_BYTES,
  PUBLIC_FILES_PREFIX,
  publicFileExists,
  PublicFileError,
  storePublicFile,
  type MediaKind,
} from '../files/index.js';
import { operatorPath, opsStorage, UsageError, type OpsEnvironment } from './command.js';

/** One --entry of schedule-group: "NAME|MEDIA[|THUMBNAIL]". */
export async function parseEntry(env: OpsEnvironment, text: string, isVideo: boolean): Promise<EntryInput> {
  const [name = '', media = '', thumbnail = '', ...rest] = text.split('|').map((part) => part.trim());
  if (!name || !media || rest.length > 0) {
    throw new UsageError(`--entry "${text}": write NAME|MEDIA or NAME|MEDIA|THUMBNAIL`);
  }
  if (isVideo) {
    return {
      name,
      tType: 'video',
      videoUrl: await publicMedia(env, media, ['mp4'], `entry "${name}" video`),
      thumbnailUrl: thumbnail
        ? await publicMedia(env, thumbnail, IMAGE_KINDS, `entry "${name}" thumbnail`)
        : null,
    };
  }
  if (thumbnail) throw new UsageError(`--entry "${text}": an image work is one image (NAME|IMAGE)`);
  return {
    name,
    tType: 'bcon',
    videoUrl: null,
    thumbnailUrl: await publicMedia(env, media, IMAGE_KINDS, `entry "${name}" image`),
  };
}

/** A file given on the command line, stored as a public file; or the URL of one stored before. */
export async function publicMedia(
  env: OpsEnvironment,
  source: string,
  kinds: readonly MediaKind[],
  what: string,
  size?: { width: number; height: number },
): Promise<string> {
  if (source.startsWith(PUBLIC_FILES_PREFIX)) {
    if (!(await publicFileExists(opsStorage(env), source))) {
      throw new CompetitionInputError(`${what}: no stored public file ${source}`);
    }
    return source;
  }
  const file = operatorPath(env, source);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new CompetitionInputError(`${what}: no such file ${source}`);
  if (info.size > MAX_PUBLIC_FILE_BYTES) {
    throw new CompetitionInputError(
      `${what}: ${source} is larger than ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} MB`,
    );
  }
  const content = await readFile(file);
  if (size) {
    const actual = imageSize(content);
    if (!actual || actual.width !== size.width || actual.height !== size.height) {
      throw new CompetitionInputError(
        `${what}: ${source} is ${actual ? `${actual.width} x ${actual.height}` : 'not an image whose size can be read'}; ` +
          `it must be ${size.width} x ${size.height}`,
      );
    }
  }
  try {
    return (await storePublicFile(opsStorage(env), content, kinds)).url;
  } catch (error) {
    if (error instanceof PublicFileError) throw new CompetitionInputError(`${what}: ${error.message}`);
    throw error;
  }
}
