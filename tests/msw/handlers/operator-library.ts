// The console's free library (/operator/api/library/*, area `content`): categories, audio and fonts,
// answered as the server answers them. Queries and bodies go through the contract's schemas; the
// multipart forms are read part by part (400 naming the first text at fault, then the files: 400
// FILE_MISSING, 413 over the limit, 415 for a type the server would not store) and kept, with every
// category request, for the tests to read. Changes last until the test ends
// (resetOperatorLibraryHandlersState). One file over the usual length: the categories' item counts
// and their deletion read the audio and fonts held here.
import { http, HttpResponse } from 'msw';
import type { Envelope } from '../../../contract/envelope';
import { ErrorCode, type ErrorCodeValue } from '../../../contract/error-codes';
import {
  audioEditTextsSchema,
  audioTextsSchema,
  categoryCreateSchema,
  categoryEditSchema,
  categoryListQuerySchema,
  fontEditTextsSchema,
  fontTextsSchema,
  libraryListQuerySchema,
  type ConsoleAudio,
  type ConsoleCategory,
  type ConsoleFont,
  type ConsoleLibraryFile,
} from '../../../contract/operator-library';
import { LIBRARY_FILE_MAX_BYTES, operatorPaths } from '../../../contract/operator-paths';
import { ok } from '../envelope';
import { libraryAudio, libraryCategories, libraryFonts } from '../fixtures/operator-library';
import type { ReceivedPart } from './operator-content';
import { guarded, invalid, paged, queryOf } from './operator-guard';

export interface ReceivedLibraryForm {
  method: 'POST' | 'PATCH';
  resource: 'audio' | 'font';
  /** The item edited (PATCH). */
  uuid?: string;
  /** The parts in the order they were sent. */
  parts: [string, ReceivedPart][];
}

export interface ReceivedCategoryRequest {
  method: 'POST' | 'PATCH' | 'DELETE';
  uuid?: string;
  body?: unknown;
}

export const NEW_LIBRARY_UUID = 'a2000000-0000-4000-8000-0000000000ff';
export const NEW_CATEGORY_UUID = 'c3000000-0000-4000-8000-0000000000ff';
/** The length the server "reads" from every audio file it is sent. */
export const READ_AUDIO_SECONDS = 187;

let categories: ConsoleCategory[] = [];
let audio: ConsoleAudio[] = [];
let fonts: ConsoleFont[] = [];
export const receivedLibraryForms: ReceivedLibraryForm[] = [];
export const receivedCategoryRequests: ReceivedCategoryRequest[] = [];

export function resetOperatorLibraryHandlersState(): void {
  categories = structuredClone(libraryCategories);
  audio = structuredClone(libraryAudio);
  fonts = structuredClone(libraryFonts);
  receivedLibraryForms.length = 0;
  receivedCategoryRequests.length = 0;
}
resetOperatorLibraryHandlersState();

/** Changes the fonts the handlers answer with, for this test only (e.g. their preview addresses). */
export function changeLibraryFonts(change: (font: ConsoleFont) => void): void {
  fonts.forEach(change);
}

function refuse(status: number, errorCode: ErrorCodeValue, field?: string) {
  return HttpResponse.json<Envelope<unknown>>(
    { status, data: null, errorCode, message: 'Refused.', ...(field ? { field } : {}) },
    { status },
  );
}

const notFound = () => refuse(404, ErrorCode.NotFound);

/** The contract's schemas, as far as checking a request needs them. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
}

/** The server's checks: 400 naming the first field at fault (CONTROL_CHARACTERS or VALIDATION_FAILED). */
function checked<T>(schema: Schema<T>, value: unknown): { values: T } | { refusal: Response } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { values: parsed.data };
  const issue = parsed.error.issues[0]!;
  const code =
    issue.message === ErrorCode.ControlCharacters ? ErrorCode.ControlCharacters : ErrorCode.ValidationFailed;
  return { refusal: refuse(400, code, String(issue.path[0] ?? '')) };
}

// ----------------------------------------------------------------------------------------------
// Categories

/** Depth 1 in sort order, each followed by its depth 2; items counted as the server counts them. */
function categoryList(fileType: 'audio' | 'font'): ConsoleCategory[] {
  const ofType = categories.filter((category) => category.fileType === fileType);
  const bySort = (a: ConsoleCategory, b: ConsoleCategory) =>
    a.sort - b.sort || a.nameEn.localeCompare(b.nameEn);
  const counted = (category: ConsoleCategory): ConsoleCategory => ({
    ...category,
    itemCount:
      fileType === 'audio'
        ? audio.filter(
            (item) => item.category1.uuid === category.uuid || item.category2.uuid === category.uuid,
          ).length
        : fonts.filter((font) => font.fontType.uuid === category.uuid).length,
  });
  return ofType
    .filter((category) => category.depth === 1)
    .sort(bySort)
    .flatMap((parent) => [parent, ...ofType.filter((child) => child.parentUuid === parent.uuid).sort(bySort)])
    .map(counted);
}

function categoryHandlers() {
  return [
    http.get(
      `*${operatorPaths.libraryCategories}`,
      guarded(({ request }) => {
        const query = categoryListQuerySchema.safeParse(queryOf(request));
        if (!query.success) return invalid();
        return ok({ lists: categoryList(query.data.fileType) });
      }, 'content'),
    ),
    http.post(
      `*${operatorPaths.libraryCategories}`,
      guarded(async ({ request }) => {
        const body: unknown = await request.json();
        receivedCategoryRequests.push({ method: 'POST', body });
        const result = checked(categoryCreateSchema, body);
        if ('refusal' in result) return result.refusal;
        const { fileType, parentUuid, nameKo, nameEn, sort } = result.values;
        const parent = parentUuid ? categories.find((category) => category.uuid === parentUuid) : null;
        if (
          parentUuid &&
          (!parent || parent.depth !== 1 || fileType !== 'audio' || parent.fileType !== 'audio')
        ) {
          return refuse(400, ErrorCode.ValidationFailed, 'parentUuid');
        }
        const siblings = categories.filter(
          (category) => category.fileType === fileType && category.parentUuid === (parentUuid ?? null),
        );
        categories.push({
          uuid: NEW_CATEGORY_UUID,
          fileType,
          depth: parent ? 2 : 1,
          parentUuid: parentUuid ?? null,
          nameKo,
          nameEn,
          sort: sort ?? Math.max(0, ...siblings.map((category) => category.sort)) + 1,
          itemCount: 0,
        });
        return ok({ uuid: NEW_CATEGORY_UUID, changed: [] });
      }, 'content'),
    ),
    http.patch(
      `*/operator/api/library/categories/:uuid`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const body: unknown = await request.json();
        receivedCategoryRequests.push({ method: 'PATCH', uuid: params.uuid, body });
        const result = checked(categoryEditSchema, body);
        if ('refusal' in result) return result.refusal;
        const found = categories.find((category) => category.uuid === params.uuid);
        if (!found) return notFound();
        const changed = (Object.keys(result.values) as (keyof typeof result.values)[]).filter(
          (key) => result.values[key] !== undefined && result.values[key] !== found[key],
        );
        Object.assign(found, result.values);
        return ok({ uuid: found.uuid, changed });
      }, 'content'),
    ),
    http.delete(
      `*/operator/api/library/categories/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        receivedCategoryRequests.push({ method: 'DELETE', uuid: params.uuid });
        const found = categoryList('audio')
          .concat(categoryList('font'))
          .find((category) => category.uuid === params.uuid);
        if (!found) return notFound();
        const hasChildren = categories.some((category) => category.parentUuid === found.uuid);
        if (hasChildren || found.itemCount > 0) return refuse(409, ErrorCode.CategoryInUse);
        categories = categories.filter((category) => category.uuid !== found.uuid);
        return ok({ uuid: found.uuid, changed: [] });
      }, 'content'),
    ),
  ];
}

// ----------------------------------------------------------------------------------------------
// Items

/** The types the server stores for each file part (it reads the bytes; the part's type does here). */
const STORED_TYPES: Record<string, string[]> = {
  file: ['audio/mpeg', 'audio/wav'],
  preview: ['font/woff2'],
  package: ['application/zip'],
  license: ['application/pdf', 'text/plain'],
};

async function readForm(request: Request, resource: ReceivedLibraryForm['resource'], uuid?: string) {
  const form = await request.formData();
  const parts: [string, ReceivedPart][] = [];
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push([name, value]);
    } else {
      // Not `instanceof File`: the parts are undici's Files, not jsdom's.
      files[name] = value;
      parts.push([name, { type: value.type, size: value.size, text: await value.text() }]);
    }
  }
  receivedLibraryForms.push({ method: uuid ? 'PATCH' : 'POST', resource, uuid, parts });
  const texts = Object.fromEntries(
    parts.filter((part): part is [string, string] => typeof part[1] === 'string'),
  );
  return { texts, files };
}

/** The files' checks after the texts': missing on a new item, too large, or of a type not stored. */
function fileRefusal(files: Record<string, File>, required: string[]) {
  for (const name of required) if (!files[name]) return refuse(400, ErrorCode.FileMissing, name);
  for (const [name, file] of Object.entries(files)) {
    if (file.size > LIBRARY_FILE_MAX_BYTES) return refuse(413, ErrorCode.FileTooLarge, name);
    if (!STORED_TYPES[name]?.includes(file.type)) return refuse(415, ErrorCode.FileTypeInvalid, name);
  }
  return null;
}

const shown = (isDisplay: string | undefined, before: boolean) =>
  isDisplay === undefined ? before : isDisplay === 'true';

/** A stored file: public while its item is shown. */
function storedFile(file: File, name: string, public_: boolean): ConsoleLibraryFile {
  return { fileName: file.name || name, size: file.size, fileUrl: public_ ? `/files/library/${name}` : null };
}

/** A file's address follows its item's visibility (the server moves the bytes). */
const withVisibility = (file: ConsoleLibraryFile, isPublic: boolean, name: string): ConsoleLibraryFile => ({
  ...file,
  fileUrl: isPublic ? (file.fileUrl ?? `/files/library/${name}`) : null,
});

function listed<T extends { sort: number; createdAt: string; isDisplay: boolean }>(
  request: Request,
  items: T[],
  matches: (item: T, query: { categoryUuid?: string; keyword?: string }) => boolean,
) {
  const query = libraryListQuerySchema.safeParse(queryOf(request));
  if (!query.success) return invalid();
  const { page, size, display } = query.data;
  const rows = items
    .filter((item) => display === undefined || item.isDisplay === (display === 'shown'))
    .filter((item) => matches(item, query.data))
    .sort((a, b) => a.sort - b.sort || b.createdAt.localeCompare(a.createdAt));
  return ok(paged(rows, page, size));
}

const contains = (text: string, keyword?: string) =>
  !keyword || text.toLowerCase().includes(keyword.toLowerCase());

function audioCategoryOf(uuid: string) {
  const category2 = categories.find((category) => category.uuid === uuid && category.depth === 2);
  const category1 = categories.find((category) => category.uuid === category2?.parentUuid);
  if (!category2 || !category1 || category2.fileType !== 'audio') return null;
  const names = ({ uuid, nameKo, nameEn }: ConsoleCategory) => ({ uuid, nameKo, nameEn });
  return { category1: names(category1), category2: names(category2) };
}

function fontTypeOf(uuid: string) {
  const type = categories.find((category) => category.uuid === uuid && category.fileType === 'font');
  return type ? { uuid: type.uuid, nameKo: type.nameKo, nameEn: type.nameEn } : null;
}

function audioHandlers() {
  return [
    http.get(
      `*${operatorPaths.libraryAudio}`,
      guarded(
        ({ request }) =>
          listed(
            request,
            audio,
            (item, { categoryUuid, keyword }) =>
              (!categoryUuid ||
                item.category1.uuid === categoryUuid ||
                item.category2.uuid === categoryUuid) &&
              contains(item.title, keyword),
          ),
        'content',
      ),
    ),
    http.get(
      `*/operator/api/library/audio/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        const found = audio.find((item) => item.uuid === params.uuid);
        return found ? ok(found) : notFound();
      }, 'content'),
    ),
    http.post(
      `*${operatorPaths.libraryAudio}`,
      guarded(async ({ request }) => {
        const { texts, files } = await readForm(request, 'audio');
        const result = checked(audioTextsSchema, texts);
        if ('refusal' in result) return result.refusal;
        const values = result.values;
        const category = audioCategoryOf(values.category2Uuid);
        if (!category) return refuse(400, ErrorCode.ValidationFailed, 'category2Uuid');
        const refusal = fileRefusal(files, ['file']);
        if (refusal) return refusal;
        const isDisplay = values.isDisplay === 'true';
        audio.push({
          uuid: NEW_LIBRARY_UUID,
          title: values.title,
          ...category,
          duration: READ_AUDIO_SECONDS,
          bpm: values.bpm,
          licenseKo: values.licenseKo,
          licenseEn: values.licenseEn,
          sort: values.sort ?? Math.max(0, ...audio.map((item) => item.sort)) + 1,
          isDisplay,
          file: storedFile(files.file!, 'new-audio', isDisplay),
          createdAt: '2026-03-04T01:00:00.000Z',
        });
        return ok({ uuid: NEW_LIBRARY_UUID, changed: [] });
      }, 'content'),
    ),
    http.patch(
      `*/operator/api/library/audio/:uuid`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const { texts, files } = await readForm(request, 'audio', params.uuid);
        const result = checked(audioEditTextsSchema, texts);
        if ('refusal' in result) return result.refusal;
        const values = result.values;
        const found = audio.find((item) => item.uuid === params.uuid);
        if (!found) return notFound();
        const category = values.category2Uuid ? audioCategoryOf(values.category2Uuid) : null;
        if (values.category2Uuid && !category)
          return refuse(400, ErrorCode.ValidationFailed, 'category2Uuid');
        const refusal = fileRefusal(files, []);
        if (refusal) return refusal;
        const isDisplay = shown(values.isDisplay, found.isDisplay);
        const { isDisplay: _flag, category2Uuid: _category, ...rest } = values;
        const changed = [...Object.keys(texts), ...Object.keys(files)];
        Object.assign(found, rest, category ?? {}, {
          isDisplay,
          file: files.file
            ? storedFile(files.file, `replaced-${found.uuid}`, isDisplay)
            : withVisibility(found.file, isDisplay, found.uuid),
          ...(files.file ? { duration: READ_AUDIO_SECONDS } : {}),
        });
        return ok({ uuid: found.uuid, changed });
      }, 'content'),
    ),
  ];
}

function fontHandlers() {
  return [
    http.get(
      `*${operatorPaths.libraryFonts}`,
      guarded(
        ({ request }) =>
          listed(
            request,
            fonts,
            (font, { categoryUuid, keyword }) =>
              (!categoryUuid || font.fontType.uuid === categoryUuid) &&
              (contains(font.fontName, keyword) || contains(font.maker, keyword)),
          ),
        'content',
      ),
    ),
    http.get(
      `*/operator/api/library/fonts/:uuid`,
      guarded<{ uuid: string }>(({ params }) => {
        const found = fonts.find((font) => font.uuid === params.uuid);
        return found ? ok(found) : notFound();
      }, 'content'),
    ),
    http.post(
      `*${operatorPaths.libraryFonts}`,
      guarded(async ({ request }) => {
        const { texts, files } = await readForm(request, 'font');
        const result = checked(fontTextsSchema, texts);
        if ('refusal' in result) return result.refusal;
        const values = result.values;
        const fontType = fontTypeOf(values.fontTypeUuid);
        if (!fontType) return refuse(400, ErrorCode.ValidationFailed, 'fontTypeUuid');
        const refusal = fileRefusal(files, ['preview', 'package', 'license']);
        if (refusal) return refusal;
        const isDisplay = values.isDisplay === 'true';
        fonts.push({
          uuid: NEW_LIBRARY_UUID,
          fontName: values.fontName,
          maker: values.maker,
          fontType,
          licenseName: values.licenseName,
          licenseFile: storedFile(files.license!, 'new-licence', isDisplay),
          fontFamily: 'New Font Preview',
          previewCssUrl: '/files/font/new-font.css',
          package: storedFile(files.package!, 'new-package', isDisplay),
          sort: values.sort ?? Math.max(0, ...fonts.map((font) => font.sort)) + 1,
          isDisplay,
          createdAt: '2026-03-04T01:00:00.000Z',
        });
        return ok({ uuid: NEW_LIBRARY_UUID, changed: [] });
      }, 'content'),
    ),
    http.patch(
      `*/operator/api/library/fonts/:uuid`,
      guarded<{ uuid: string }>(async ({ params, request }) => {
        const { texts, files } = await readForm(request, 'font', params.uuid);
        const result = checked(fontEditTextsSchema, texts);
        if ('refusal' in result) return result.refusal;
        const values = result.values;
        const found = fonts.find((font) => font.uuid === params.uuid);
        if (!found) return notFound();
        const fontType = values.fontTypeUuid ? fontTypeOf(values.fontTypeUuid) : null;
        if (values.fontTypeUuid && !fontType) return refuse(400, ErrorCode.ValidationFailed, 'fontTypeUuid');
        const refusal = fileRefusal(files, []);
        if (refusal) return refusal;
        const isDisplay = shown(values.isDisplay, found.isDisplay);
        const { isDisplay: _flag, fontTypeUuid: _type, ...rest } = values;
        Object.assign(found, rest, fontType ? { fontType } : {}, {
          isDisplay,
          licenseFile: files.license
            ? storedFile(files.license, `licence-${found.uuid}`, isDisplay)
            : withVisibility(found.licenseFile, isDisplay, `licence-${found.uuid}`),
          package: files.package
            ? storedFile(files.package, `package-${found.uuid}`, isDisplay)
            : withVisibility(found.package, isDisplay, `package-${found.uuid}`),
        });
        return ok({ uuid: found.uuid, changed: [...Object.keys(texts), ...Object.keys(files)] });
      }, 'content'),
    ),
  ];
}

export const operatorLibraryHandlers = [...categoryHandlers(), ...audioHandlers(), ...fontHandlers()];
