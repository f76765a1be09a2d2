// What a file is, read from its first bytes (its "magic number"), never from its name or the type
// the browser guesses from the name: a renamed text file is not a video. The server checks the
// same way (QUALITY.md "Files"); this spares the creator an upload that would be refused.
import type { UploadKind } from '../../contract/submission-rules';

/** Enough bytes for every signature below. */
const HEAD_LENGTH = 16;

function ascii(bytes: Uint8Array, start: number, end: number): string {
  return String.fromCharCode(...bytes.subarray(start, end));
}

/** The kind the bytes prove, or null. */
export function kindOfBytes(bytes: Uint8Array): UploadKind | null {
  // ISO base media: a first box 'ftyp' at offset 4. QuickTime's own brand ('qt  ') is a .mov,
  // which the server's type detection does not count as mp4 either.
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    return ascii(bytes, 8, 12) === 'qt  ' ? null : 'mp4';
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  // A local file header: an archive with at least one entry (an empty ZIP has no project files).
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return 'zip';
  return null;
}

/** Reads only the file's first bytes (a 1 GB video is never loaded into memory). */
export async function sniffFileKind(file: Blob): Promise<UploadKind | null> {
  const head = await file.slice(0, HEAD_LENGTH).arrayBuffer();
  return kindOfBytes(new Uint8Array(head));
}
