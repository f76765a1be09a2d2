// The free libraries (area `content`: support and admin): the categories (audio's two levels, the
// font types), and audio and fonts, hidden ones too. The item forms are multipart, texts before the
// files (AUDIO_FIELDS, FONT_FIELDS); an edit sends only the parts that changed.
import type {
  CategoryCreate,
  CategoryEdit,
  ConsoleAudio,
  ConsoleAudioPage,
  ConsoleCategory,
  ConsoleFont,
  ConsoleFontPage,
  LibraryListQuery,
  LibrarySaved,
} from '../../../contract/operator-library';
import { AUDIO_FIELDS, FONT_FIELDS, operatorPaths, type LibraryType } from '../../../contract/operator-paths';
import type { UploadCallbacks } from '../../lib/use-upload';
import { operatorApi } from './client';

type PartValue = string | number | boolean | File | null | undefined;

/** The given parts in the order of `fields` (texts first, then files); absent ones are not sent. */
function formDataOf<F extends Record<string, string>>(
  fields: F,
  parts: Partial<Record<keyof F, PartValue>>,
): FormData {
  const data = new FormData();
  for (const key of Object.keys(fields) as (keyof F & string)[]) {
    const value = parts[key];
    if (value === undefined || value === null) continue;
    data.append(fields[key] as string, value instanceof Blob ? value : String(value));
  }
  return data;
}

// ----------------------------------------------------------------------------------------------
// Categories

/** GET categories?fileType: depth 1, each followed by its depth 2 (audio), with both names. */
export function listLibraryCategories(fileType: LibraryType, signal?: AbortSignal) {
  return operatorApi.get<{ lists: ConsoleCategory[] }>(operatorPaths.libraryCategories, {
    params: { fileType },
    signal,
  });
}

/** POST categories: a `parentUuid` makes an audio category 2. */
export function addLibraryCategory(body: CategoryCreate) {
  return operatorApi.post<LibrarySaved>(operatorPaths.libraryCategories, body);
}

/** PATCH categories/{uuid}: names and sort, only those given. */
export function editLibraryCategory(uuid: string, body: CategoryEdit) {
  return operatorApi.patch<LibrarySaved>(operatorPaths.libraryCategory(uuid), body);
}

/** DELETE categories/{uuid}: 409 CATEGORY_IN_USE while items or subcategories are under it. */
export function deleteLibraryCategory(uuid: string) {
  return operatorApi.delete<LibrarySaved>(operatorPaths.libraryCategory(uuid));
}

// ----------------------------------------------------------------------------------------------
// Audio

export type AudioParts = Partial<Record<keyof typeof AUDIO_FIELDS, PartValue>>;

export const audioFormData = (parts: AudioParts) => formDataOf(AUDIO_FIELDS, parts);

/** GET audio?page&size&display&categoryUuid&keyword: the public order (sort, then newest). */
export function listLibraryAudio(query: LibraryListQuery, signal?: AbortSignal) {
  return operatorApi.get<ConsoleAudioPage>(operatorPaths.libraryAudio, { params: { ...query }, signal });
}

export function getLibraryAudio(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<ConsoleAudio>(operatorPaths.libraryAudioItem(uuid), { signal });
}

/** POST audio (multipart): every text and the file; the server reads its length. */
export function addLibraryAudio(parts: AudioParts, callbacks?: UploadCallbacks) {
  return operatorApi.post<LibrarySaved>(operatorPaths.libraryAudio, audioFormData(parts), callbacks);
}

/** PATCH audio/{uuid} (multipart): only the parts given change (a file replaces the audio). */
export function editLibraryAudio(uuid: string, parts: AudioParts, callbacks?: UploadCallbacks) {
  return operatorApi.patch<LibrarySaved>(
    operatorPaths.libraryAudioItem(uuid),
    audioFormData(parts),
    callbacks,
  );
}

// ----------------------------------------------------------------------------------------------
// Fonts

export type FontParts = Partial<Record<keyof typeof FONT_FIELDS, PartValue>>;

export const fontFormData = (parts: FontParts) => formDataOf(FONT_FIELDS, parts);

/** GET fonts?page&size&display&categoryUuid (the font type)&keyword (name or maker). */
export function listLibraryFonts(query: LibraryListQuery, signal?: AbortSignal) {
  return operatorApi.get<ConsoleFontPage>(operatorPaths.libraryFonts, { params: { ...query }, signal });
}

export function getLibraryFont(uuid: string, signal?: AbortSignal) {
  return operatorApi.get<ConsoleFont>(operatorPaths.libraryFont(uuid), { signal });
}

/** POST fonts (multipart): every text, then the preview, the package and the licence. */
export function addLibraryFont(parts: FontParts, callbacks?: UploadCallbacks) {
  return operatorApi.post<LibrarySaved>(operatorPaths.libraryFonts, fontFormData(parts), callbacks);
}

/** PATCH fonts/{uuid} (multipart): every part optional. */
export function editLibraryFont(uuid: string, parts: FontParts, callbacks?: UploadCallbacks) {
  return operatorApi.patch<LibrarySaved>(operatorPaths.libraryFont(uuid), fontFormData(parts), callbacks);
}
