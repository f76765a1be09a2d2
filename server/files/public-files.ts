// Public files: topic banners and thumbnails, the works shown in rankings, and the free library's
// files (audio, font slices, font packages, licences, notice attachments). They live in the
// storage's public area (files/file-storage.ts: DATA_DIR/files/public, or `public/` in the S3
// bucket) under generated names (the SHA-256 of the content, so a name never changes
// its content and browsers may cache it for a year) and are served at /p/api/files/public/<name>
// (plugins/public-files.ts). The type of a file is read from its bytes (file-type, as for uploads),
// never from its name, and an image's size from its header (image-size); the two text kinds (css,
// txt) have no signature and are only ever written by the server itself.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile, type FileTypeResult } from 'file-type';
import { imageSize as readImageSize } from 'image-size';
import type { FileStorage, StorageArea } from './file-storage.js';

export const PUBLIC_FILES_PREFIX = '/p/api/files/public/';

/** Kinds recognised from their bytes. */
export type MediaKind = 'mp4' | 'jpeg' | 'png' | 'webp' | 'wav' | 'mp3' | 'woff2' | 'zip' | 'pdf';
/** Kinds the server writes itself (stylesheets it generated, licence texts it copied). */
export type TextKind = 'css' | 'txt';
export type StoredKind = MediaKind | TextKind;

export const IMAGE_KINDS: readonly MediaKind[] = ['jpeg', 'png', 'webp'];

const EXTENSIONS: Record<StoredKind, string> = {
  mp4: 'mp4',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  wav: 'wav',
  mp3: 'mp3',
  woff2: 'woff2',
  zip: 'zip',
  pdf: 'pdf',
  css: 'css',
  txt: 'txt',
};

/** The Content-Type of each kind (the static plugin derives the same from the generated extension). */
export const KIND_MIME: Record<StoredKind, string> = {
  mp4: 'video/mp4',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  woff2: 'font/woff2',
  zip: 'application/zip',
  pdf: 'application/pdf',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

const STORED_NAME = /^[0-9a-f]{32}\.(mp4|jpg|png|webp|wav|mp3|woff2|zip|pdf|css|txt)$/;

const KIND_OF_EXTENSION = new Map(Object.entries(EXTENSIONS).map(([kind, ext]) => [ext, kind as StoredKind]));

/** The Content-Type of a stored name (from its generated extension), or null for anything else. */
export function mimeOfStoredName(name: string): string | null {
  if (!STORED_NAME.test(name)) return null;
  const kind = KIND_OF_EXTENSION.get(name.slice(name.lastIndexOf('.') + 1));
  return kind ? KIND_MIME[kind] : null;
}

/** True for a name the server generated (and so safe to join to the folder). */
export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/** Hard limit for one public file given by an operator (works are short clips). */
export const MAX_PUBLIC_FILE_BYTES = 200 * 1024 * 1024;

export function publicFileUrl(name: string): string {
  return `${PUBLIC_FILES_PREFIX}${name}`;
}

/** The stored name in a public file URL, or null when the URL is not one of ours. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(PUBLIC_FILES_PREFIX)) return null;
  const name = url.slice(PUBLIC_FILES_PREFIX.length);
  return STORED_NAME.test(name) ? name : null;
}

/**
 * The kinds file-type (the same reading as the upload path, files/media-probe.ts) names that a
 * public file may be. An animated PNG is a PNG (same signature, served as image/png); anything
 * else file-type names (a QuickTime .mov or an .m4v, an .avif, a .docx or .jar archive, an
 * Illustrator file) is none of ours.
 */
const KIND_OF_FILE_TYPE: Readonly<Record<string, MediaKind>> = {
  mp4: 'mp4',
  jpg: 'jpeg',
  png: 'png',
  apng: 'png',
  webp: 'webp',
  wav: 'wav',
  mp3: 'mp3',
  woff2: 'woff2',
  zip: 'zip',
  pdf: 'pdf',
};

const kindOf = (type: FileTypeResult | undefined): MediaKind | null =>
  (type && KIND_OF_FILE_TYPE[type.ext]) ?? null;

/** The file's type from its bytes (file-type), or null when it is none of the kinds above. */
export async function sniffMediaKind(bytes: Uint8Array): Promise<MediaKind | null> {
  return kindOf(await fileTypeFromBuffer(bytes));
}

/** image-size's names of the image kinds (it reads others too: GIF, SVG, ...). */
const IMAGE_SIZE_TYPES: ReadonlySet<string> = new Set(['png', 'jpg', 'webp']);

/** Width and height from an image header (PNG, JPEG, WebP; image-size), without decoding the image. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const size = readImageSize(bytes);
    if (!size.type || !IMAGE_SIZE_TYPES.has(size.type)) return null;
    return size.width && size.height ? { width: size.width, height: size.height } : null;
  } catch {
    return null;
  }
}

export class PublicFileError extends Error {
  override name = 'PublicFileError';
}

export interface StoredPublicFile {
  name: string;
  url: string;
  kind: StoredKind;
  bytes: number;
  /** False when a file of the same content was there already (its name is its content's hash). */
  created: boolean;
}

/**
 * Stores `content` in the public area under its generated name (nothing happens when that file is
 * already there) and returns its URL. Refuses a type outside `allowed`.
 */
export async function storePublicFile(
  storage: FileStorage,
  content: Uint8Array,
  allowed: readonly MediaKind[],
  area: StorageArea = 'public',
): Promise<StoredPublicFile> {
  const kind = await sniffMediaKind(content);
  if (!kind || !allowed.includes(kind)) {
    throw new PublicFileError(`expected ${allowed.join(', ')}; the file's bytes say ${kind ?? 'unknown'}`);
  }
  return writeUnderGeneratedName(storage, area, content, kind);
}

/**
 * Stores a text the server produced itself (a stylesheet it rewrote, a licence it copied): text has
 * no signature to sniff, so this is never reachable with a caller's bytes.
 */
export async function storeServerText(
  storage: FileStorage,
  text: string,
  kind: TextKind,
  area: StorageArea = 'public',
): Promise<StoredPublicFile> {
  if (text.includes('\0')) throw new PublicFileError('text files never contain NUL');
  return writeUnderGeneratedName(storage, area, Buffer.from(text, 'utf8'), kind);
}

const generatedName = (digest: string, kind: StoredKind) => `${digest.slice(0, 32)}.${EXTENSIONS[kind]}`;

async function writeUnderGeneratedName(
  storage: FileStorage,
  area: StorageArea,
  content: Uint8Array,
  kind: StoredKind,
): Promise<StoredPublicFile> {
  const name = generatedName(createHash('sha256').update(content).digest('hex'), kind);
  const existing = await storage.stat(area, name);
  const created = !existing || existing.size !== content.byteLength;
  if (created) await storage.putBytes(area, name, content, KIND_MIME[kind]);
  return { name, url: publicFileUrl(name), kind, bytes: content.byteLength, created };
}

/**
 * Stores a file of this machine (an operator's file, a converted work) in the public area, streamed:
 * its type from its first bytes, its name from a streamed hash, then a copy in `spoolDir` goes into
 * the storage (the source itself is left as it is).
 */
export async function storePublicFileFrom(
  storage: FileStorage,
  sourcePath: string,
  allowed: readonly MediaKind[],
  spoolDir: string,
): Promise<StoredPublicFile> {
  const info = await stat(sourcePath).catch(() => null);
  if (!info?.isFile()) throw new PublicFileError(`no such file: ${sourcePath}`);
  if (info.size > MAX_PUBLIC_FILE_BYTES) {
    throw new PublicFileError(`${sourcePath} is larger than ${MAX_PUBLIC_FILE_BYTES / 1024 / 1024} MB`);
  }
  const kind = kindOf(await fileTypeFromFile(sourcePath));
  if (!kind || !allowed.includes(kind)) {
    throw new PublicFileError(`expected ${allowed.join(', ')}; the file's bytes say ${kind ?? 'unknown'}`);
  }
  const hash = createHash('sha256');
  await pipeline(createReadStream(sourcePath), hash);
  const name = generatedName(hash.digest('hex'), kind);
  const existing = await storage.stat('public', name);
  const created = !existing || existing.size !== info.size;
  if (created) {
    await mkdir(spoolDir, { recursive: true, mode: 0o700 });
    const copy = path.join(spoolDir, randomBytes(16).toString('hex'));
    try {
      await copyFile(sourcePath, copy);
      await storage.putFile('public', name, copy, KIND_MIME[kind]);
    } finally {
      await rm(copy, { force: true });
    }
  }
  return { name, url: publicFileUrl(name), kind, bytes: info.size, created };
}

/** True when `url` names a file that exists in the public area. */
export async function publicFileExists(storage: FileStorage, url: string): Promise<boolean> {
  const name = storedNameOf(url);
  if (!name) return false;
  return (await storage.stat('public', name)) !== null;
}
