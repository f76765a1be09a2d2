// The inquiry form's checks before anything is sent (issue 11): the limits of contract/inquiry-rules.ts
// (the server applies the same), and the attachment's name, size and type from its bytes.
import { INQUIRY_CONTENT_MAX_LENGTH, INQUIRY_TITLE_MAX_LENGTH } from '../../../contract/inquiry-rules';
import { countCharacters, FILE_SIZE_MAX_BYTES } from '../../../contract/submission-rules';
import { typedTextProblem, type TypedTextProblem } from '../../../contract/text-rules';
import { checkFileName } from '../../lib/file-name-check';
import { fileKindOfBytes, readFileHead } from '../../lib/file-signature';
import type { FileProblem } from '../../lib/upload-checks';

export type TextProblem =
  | 'categoryRequired'
  | 'titleRequired'
  | 'titleTooLong'
  | 'contentRequired'
  | 'contentTooLong'
  | 'controlCharacters'
  | 'bidiControls'
  | 'invisible';

/** The characters the contract refuses in typed text (controls, bidi controls, nothing visible). */
const CHARACTER_PROBLEMS = {
  control: 'controlCharacters',
  bidi: 'bidiControls',
  invisible: 'invisible',
} as const satisfies Record<TypedTextProblem, TextProblem>;

export function titleProblem(title: string): TextProblem | null {
  const characters = typedTextProblem(title);
  if (characters) return CHARACTER_PROBLEMS[characters];
  const text = title.trim();
  if (text === '') return 'titleRequired';
  return countCharacters(text) > INQUIRY_TITLE_MAX_LENGTH ? 'titleTooLong' : null;
}

export function contentProblem(content: string): TextProblem | null {
  const characters = typedTextProblem(content, { multiline: true });
  if (characters) return CHARACTER_PROBLEMS[characters];
  const text = content.trim();
  if (text === '') return 'contentRequired';
  return countCharacters(text) > INQUIRY_CONTENT_MAX_LENGTH ? 'contentTooLong' : null;
}

/** What the bytes prove: a PDF, a PNG, a JPG or a ZIP archive; null for anything else. */
export async function attachmentKind(head: Uint8Array): Promise<'pdf' | 'png' | 'jpeg' | 'zip' | null> {
  const kind = await fileKindOfBytes(head);
  return kind === 'pdf' || kind === 'png' || kind === 'jpeg' || kind === 'zip' ? kind : null;
}

/** The attachment: a name of at most 50 characters, at most 1 GB, a PDF, PNG, JPG or ZIP. */
export async function checkAttachment(file: File): Promise<FileProblem | 'notAttachment' | null> {
  const nameProblem = checkFileName(file.name);
  if (nameProblem) return nameProblem;
  if (file.size > FILE_SIZE_MAX_BYTES) return { code: 'tooLarge' };
  return (await attachmentKind(await readFileHead(file))) ? null : 'notAttachment';
}
