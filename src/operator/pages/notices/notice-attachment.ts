// What the browser checks of a notice's attachment before it is sent: its name (the upload rule of
// every form, contract/submission-rules.ts), its size (contract/operator-paths.ts) and its type by
// the name's extension and the type the browser reports. The server reads the bytes themselves;
// this spares the operator an upload it would refuse.
import { NOTICE_ATTACHMENT_KINDS, NOTICE_ATTACHMENT_MAX_BYTES } from '../../../../contract/operator-paths';
import { checkFileName, type FileNameCheckProblem } from '../../../lib/file-name-check';

type NoticeAttachmentKind = (typeof NOTICE_ATTACHMENT_KINDS)[number];

/** Each kind's file name extensions and the types browsers report for it. */
const KINDS: Record<NoticeAttachmentKind, { extensions: string[]; types: string[] }> = {
  pdf: { extensions: ['pdf'], types: ['application/pdf'] },
  zip: {
    extensions: ['zip'],
    types: ['application/zip', 'application/x-zip-compressed', 'application/x-zip', 'multipart/x-zip'],
  },
  jpeg: { extensions: ['jpg', 'jpeg'], types: ['image/jpeg'] },
  png: { extensions: ['png'], types: ['image/png'] },
  webp: { extensions: ['webp'], types: ['image/webp'] },
};

const EXTENSIONS = NOTICE_ATTACHMENT_KINDS.flatMap((kind) => KINDS[kind].extensions);
const TYPES = NOTICE_ATTACHMENT_KINDS.flatMap((kind) => KINDS[kind].types);
/** Types that say nothing about the file (no type known, or "some bytes"). */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

/** The file picker's filter (a convenience: the check below decides). */
export const NOTICE_ATTACHMENT_ACCEPT = [
  ...TYPES.filter((type) => !type.includes('x-')),
  ...EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export type NoticeAttachmentProblem = FileNameCheckProblem | { code: 'tooLarge' } | { code: 'wrongType' };

export function checkNoticeAttachment(file: File): NoticeAttachmentProblem | null {
  const nameProblem = checkFileName(file.name);
  if (nameProblem) return nameProblem;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type.toLowerCase();
  if (!EXTENSIONS.includes(extension) || !(UNKNOWN_TYPES.includes(type) || TYPES.includes(type))) {
    return { code: 'wrongType' };
  }
  if (file.size > NOTICE_ATTACHMENT_MAX_BYTES) return { code: 'tooLarge' };
  return null;
}
