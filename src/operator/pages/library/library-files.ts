// What the browser checks of a library file before it is sent: its name (the upload rule of every
// form, contract/submission-rules.ts), its size (LIBRARY_FILE_MAX_BYTES) and its type by the name's
// extension and the type the browser reports. The server reads the bytes themselves (and an audio
// file's length); this spares the operator an upload it would refuse.
import {
  FONT_LICENSE_KINDS,
  FONT_PACKAGE_KINDS,
  FONT_PREVIEW_KINDS,
  LIBRARY_AUDIO_KINDS,
  LIBRARY_FILE_MAX_BYTES,
} from '../../../../contract/operator-paths';
import { checkFileName, type FileNameCheckProblem } from '../../../lib/file-name-check';

/** The file parts of the library forms: an audio item's file, a font's three. */
export type LibraryFileKind = 'audio' | 'preview' | 'package' | 'license';

/** The types browsers report for each extension the contract allows. */
const TYPES_OF: Record<string, string[]> = {
  wav: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'],
  mp3: ['audio/mpeg', 'audio/mp3', 'audio/x-mpeg'],
  woff2: ['font/woff2', 'application/font-woff2'],
  zip: ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
};

const EXTENSIONS: Record<LibraryFileKind, readonly string[]> = {
  audio: LIBRARY_AUDIO_KINDS,
  preview: FONT_PREVIEW_KINDS,
  package: FONT_PACKAGE_KINDS,
  license: FONT_LICENSE_KINDS,
};

/** Types that say nothing about the file (no type known, or "some bytes"). */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

const typesOf = (kind: LibraryFileKind) => EXTENSIONS[kind].flatMap((extension) => TYPES_OF[extension] ?? []);

/** The file picker's filter (a convenience: the check below decides). */
export function acceptOf(kind: LibraryFileKind): string {
  return [
    ...typesOf(kind).filter((type) => !type.includes('x-')),
    ...EXTENSIONS[kind].map((extension) => `.${extension}`),
  ].join(',');
}

export type LibraryFileProblem = FileNameCheckProblem | { code: 'tooLarge' } | { code: 'wrongType' };

export function checkLibraryFile(kind: LibraryFileKind, file: File): LibraryFileProblem | null {
  const nameProblem = checkFileName(file.name);
  if (nameProblem) return nameProblem;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  if (
    !EXTENSIONS[kind].includes(extension) ||
    !(UNKNOWN_TYPES.includes(type) || typesOf(kind).includes(type))
  ) {
    return { code: 'wrongType' };
  }
  if (file.size > LIBRARY_FILE_MAX_BYTES) return { code: 'tooLarge' };
  return null;
}
