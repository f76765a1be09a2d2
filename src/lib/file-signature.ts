// What a file is, read from its first bytes, never from its name or the type the browser guesses
// from the name: a renamed text file is not a video. The reading is file-type's (its browser entry,
// `file-type/core`), the library the server reads uploads with too (server/files/media-probe.ts),
// and its names map to our kinds the same way, so a form refuses what the server would refuse
// and spares the creator the upload.
import type * as FileType from 'file-type/core';
import type { UploadKind } from '../../contract/submission-rules';

type FileTypeModule = typeof FileType;

let fileTypeModule: Promise<FileTypeModule> | undefined;

/**
 * file-type (about 18 kB gzip) is a chunk of its own, imported by nothing statically: only the
 * upload pages (which import this module) fetch it, when they load, after their own code, so it
 * delays no page's first render and is there before a file is chosen. A failed fetch is tried
 * again at the next check.
 */
function loadFileType(): Promise<FileTypeModule> {
  fileTypeModule ??= import('file-type/core').catch((error: unknown) => {
    fileTypeModule = undefined;
    throw error;
  });
  return fileTypeModule;
}
loadFileType().catch(() => undefined);

/** What a chosen file can be: an entry's kinds and, for documents and attachments, PDF. */
export type FileKind = UploadKind | 'pdf';

/**
 * How much of a file is read: file-type's own "reasonable detection size" (enough for every kind
 * here; a 1 GB video is never loaded into memory).
 */
const HEAD_LENGTH = 4100;

/** file-type's names of our kinds (a QuickTime .mov or an .m4v is not an mp4, as on the server). */
const KIND_OF_FILE_TYPE: Readonly<Record<string, FileKind>> = {
  mp4: 'mp4',
  png: 'png',
  jpg: 'jpeg',
  zip: 'zip',
  pdf: 'pdf',
};

/** A local file header (`PK\x03\x04`) at the start: the archive's first entry. */
function startsWithEntry(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The kind the bytes prove (PDF included), or null. */
export async function fileKindOfBytes(bytes: Uint8Array): Promise<FileKind | null> {
  const { fileTypeFromBuffer } = await loadFileType();
  // A view of this realm over the same memory: file-type asks `instanceof Uint8Array`, which an
  // array made in another realm (a frame, the test environment's TextEncoder) is not.
  const type = await fileTypeFromBuffer(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const kind = (type && KIND_OF_FILE_TYPE[type.ext]) ?? null;
  // file-type also names an archive from its end record alone; an archive without a first entry
  // (an empty ZIP) has no project files, so the form refuses it before it is sent.
  if (kind === 'zip' && !startsWithEntry(bytes)) return null;
  return kind;
}

/** The entry kind the bytes prove, or null. */
export async function kindOfBytes(bytes: Uint8Array): Promise<UploadKind | null> {
  const kind = await fileKindOfBytes(bytes);
  return kind === 'pdf' ? null : kind;
}

/** The file's first bytes, as many as the type needs. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, HEAD_LENGTH).arrayBuffer());
}

/** The entry kind of a chosen file, from its first bytes only. */
export async function sniffFileKind(file: Blob): Promise<UploadKind | null> {
  return kindOfBytes(await readFileHead(file));
}
