// What the audio and font forms share: their problems by field (a browser check, a file check, or
// the server's refusal naming the field), the upload with its progress bar and cancel, and the end
// of the form (what happened, the submit button). A refusal keeps everything typed and chosen.
import { useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { ConsoleLibraryFile, LibrarySaved } from '../../../../contract/operator-library';
import { LIBRARY_FILE_MAX_BYTES } from '../../../../contract/operator-paths';
import { fileProblemText } from '../../../components/form/file-problem-text';
import form from '../../../components/form/form.module.css';
import { LeaveGuard } from '../../../components/upload-progress/leave-guard';
import { UploadProgress } from '../../../components/upload-progress/upload-progress';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFieldFocus } from '../../../lib/field-focus';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { useUpload, type UploadCallbacks, type UploadState } from '../../../lib/use-upload';
import { succeeded, useFailureText } from '../../failure-text';
import { useProblemText, type Problem } from '../../field-problems';
import pages from '../../operator-pages.module.css';
import type { LibraryFileKind, LibraryFileProblem } from './library-files';
import styles from './library.module.css';

export type FieldProblem =
  | { kind: 'check'; problem: Problem }
  /** A sentence of the form's own: no category chosen. */
  | { kind: 'message'; key: 'libraryAudio.chooseCategory' | 'libraryFonts.chooseType' }
  | { kind: 'file'; problem: LibraryFileProblem | { code: 'missing' } }
  /** The server refused the value of this field. */
  | { kind: 'server'; code: string };

/** A browser check's finding as a field's problem (none when it found nothing). */
export const asCheck = (problem: Problem | null): FieldProblem | undefined =>
  problem ? { kind: 'check', problem } : undefined;

/** Refusals about a file whatever `field` says (a proxy's bare 413 names none). */
const FILE_CODES: readonly string[] = [
  ErrorCode.FileTooLarge,
  ErrorCode.FileTypeInvalid,
  ErrorCode.FileNameInvalid,
  ErrorCode.FileMissing,
];

/**
 * A form's problems and its upload. `fields` are the form's parts in the order they are shown;
 * `fileField` takes a file refusal that names no field (the audio form's one file).
 */
export function useLibrarySave<F extends string>(fields: readonly F[], fileField?: F) {
  const focus = useFieldFocus<F>();
  const upload = useUpload<LibrarySaved>();
  const [problems, setProblems] = useState<Partial<Record<F, FieldProblem>>>({});
  const [failure, setFailure] = useState<Envelope<unknown> | null>(null);

  function setProblem(field: F, problem: FieldProblem | undefined) {
    setProblems((current) => ({ ...current, [field]: problem }));
  }

  /** Shows the browser's findings; true when there are none (the first one is focused). */
  function passes(found: Partial<Record<F, FieldProblem>>): boolean {
    setProblems(found);
    setFailure(null);
    return !focus.focusFirst(fields, found);
  }

  /** Sends; true once saved. A refusal lands on its field, anything else above the button. */
  async function save(send: (callbacks: UploadCallbacks) => Promise<Envelope<LibrarySaved>>) {
    const response = await upload.start(send);
    if (!response) return false;
    if (succeeded(response)) return true;
    const code = response.errorCode ?? '';
    const named = fields.find((field) => field === response.field);
    const field = named ?? (FILE_CODES.includes(code) ? fileField : undefined);
    if (field && code && response.status < 500) {
      // Rendered at once: the fields are enabled again, and the refused one takes the focus.
      flushSync(() => setProblem(field, { kind: 'server', code }));
      focus.focus(field);
    } else {
      setFailure(response);
    }
    return false;
  }

  return { focus, upload, problems, setProblem, passes, save, failure };
}

/** The sentence of each field's problem, in the operator's language. */
export function useLibraryProblemText<F extends string>(
  problems: Partial<Record<F, FieldProblem>>,
  /** The file fields and what each takes. */
  fileKinds: Partial<Record<F, LibraryFileKind>>,
  /** A field's own sentence for the server's VALIDATION_FAILED (its rule), if it has one. */
  invalidText: (field: F) => string | null,
): (field: F) => string | null {
  const { t } = useTranslation(['operator', 'errors']);
  const { t: tEntries } = useTranslation('entries');
  const language = currentLanguage();
  const checks: Record<string, Problem> = {};
  for (const [field, problem] of Object.entries<FieldProblem | undefined>(problems)) {
    if (problem?.kind === 'check') checks[field] = problem.problem;
  }
  const checkText = useProblemText(checks);
  const maxSize = formatFileSize(LIBRARY_FILE_MAX_BYTES, language);

  function fileText(field: F, problem: LibraryFileProblem | { code: 'missing' }): string {
    switch (problem.code) {
      case 'missing':
        return t('library.files.required');
      case 'tooLarge':
        return t('library.files.tooLarge', { size: maxSize });
      case 'wrongType':
        return t(`library.files.wrongType.${fileKinds[field] ?? 'audio'}`);
      default:
        return fileProblemText(tEntries, problem, language);
    }
  }

  function serverText(field: F, code: string): string {
    if (code === ErrorCode.FileTooLarge) return t('library.files.tooLarge', { size: maxSize });
    if (code === ErrorCode.FileMissing) return t('library.files.required');
    const kind = fileKinds[field];
    if (code === ErrorCode.FileTypeInvalid && kind) return t(`library.files.refusedType.${kind}`);
    if (code === ErrorCode.ValidationFailed) {
      const own = invalidText(field);
      if (own) return own;
    }
    return t(errorMessageKey(code));
  }

  return (field) => {
    const problem = problems[field];
    if (!problem) return null;
    if (problem.kind === 'check') return checkText(field);
    if (problem.kind === 'message') return t(problem.key);
    if (problem.kind === 'file') return fileText(field, problem.problem);
    return serverText(field, problem.code);
  };
}

interface FormEndProps {
  upload: { state: UploadState<LibrarySaved>; cancel: () => void };
  /** A refusal that is not about one field. */
  failure: Envelope<unknown> | null;
  /** An edit found nothing to send. */
  unchanged: boolean;
  /** "Sending the audio", for the progress bar. */
  sendingLabel: string;
  /** "The audio was not saved." */
  failedTitle: string;
  /** The answer to a 404 (the item was deleted meanwhile). */
  goneText: string;
  submitLabel: string;
}

/** The upload's progress, what became of the last try, and the submit button. */
export function LibraryFormEnd({
  upload,
  failure,
  unchanged,
  sendingLabel,
  failedTitle,
  goneText,
  submitLabel,
}: FormEndProps) {
  const { t } = useTranslation('operator');
  const failureText = useFailureText();
  const { state } = upload;
  const uploading = state.phase === 'uploading';
  return (
    <>
      {state.phase === 'uploading' && (
        <UploadProgress
          label={sendingLabel}
          progress={state.progress}
          rate={state.rate}
          onCancel={upload.cancel}
        />
      )}
      <div role="status">
        {state.phase === 'cancelled' && <p className={form.notice}>{t('library.cancelled')}</p>}
        {unchanged && <p className={form.notice}>{t('library.unchanged')}</p>}
      </div>
      {failure && (
        <div role="alert" className={form.alert}>
          <p>{failedTitle}</p>
          <p>{failure.errorCode === ErrorCode.NotFound ? goneText : failureText(failure)}</p>
        </div>
      )}
      <Button type="submit" className={pages.start} aria-disabled={uploading || undefined}>
        {submitLabel}
      </Button>
      <LeaveGuard active={uploading} onLeave={upload.cancel} />
    </>
  );
}

/** The file an item has now: a link (or a player) while public, its name alone while hidden. */
export function CurrentFile({
  label,
  file,
  player,
}: {
  label: string;
  file: ConsoleLibraryFile;
  /** A player for an audio file. */
  player?: (url: string) => ReactNode;
}) {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  return (
    <div className={styles.current}>
      <p>
        {label}{' '}
        {file.fileUrl ? (
          <a href={file.fileUrl} target="_blank" rel="noopener noreferrer">
            <bdi>{file.fileName}</bdi>
            <span className="visually-hidden"> {t('library.newTab')}</span>
          </a>
        ) : (
          <bdi>{file.fileName}</bdi>
        )}{' '}
        <span className={pages.muted}>({formatFileSize(file.size, language)})</span>
      </p>
      {file.fileUrl ? player?.(file.fileUrl) : <p className={pages.muted}>{t('library.filePrivate')}</p>}
    </div>
  );
}

/** "Shown on the portal", with the note that a hidden item's files are private. */
export function DisplayCheckbox({
  checked,
  disabled,
  error,
  register,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  error: string | null;
  register: (element: HTMLElement | null) => void;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('operator');
  const hintId = `${useId()}-hint`;
  return (
    <div>
      <Checkbox
        ref={register}
        label={t('library.isDisplay')}
        checked={checked}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div id={hintId}>
        <p className={pages.muted}>{t('library.isDisplayHint')}</p>
        {error && <p className={form.error}>{error}</p>}
      </div>
    </div>
  );
}
