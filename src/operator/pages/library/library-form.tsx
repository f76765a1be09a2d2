// What the audio and font forms share: their values and files, their problems by field (a browser
// check, a file check, or the server's refusal naming the field), the submit (everything of a new
// item, what changed of an edit), the upload with its progress bar and cancel, and the end of the
// form (what happened, the submit button). A refusal keeps everything typed and chosen.
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { LibrarySaved } from '../../../../contract/operator-library';
import { LIBRARY_FILE_MAX_BYTES } from '../../../../contract/operator-paths';
import { fileProblemText } from '../../../components/form/file-problem-text';
import form from '../../../components/form/form.module.css';
import { LeaveGuard } from '../../../components/upload-progress/leave-guard';
import { UploadProgress } from '../../../components/upload-progress/upload-progress';
import { Button } from '../../../components/ui/button';
import { errorMessageKey } from '../../../lib/error-messages';
import { useFieldFocus } from '../../../lib/field-focus';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useUpload, type UploadCallbacks, type UploadState } from '../../../lib/use-upload';
import { succeeded, useFailureText } from '../../failure-text';
import { useProblemText, wholeNumber, type Problem } from '../../field-problems';
import pages from '../../operator-pages.module.css';
import { checkLibraryFile, type LibraryFileKind, type LibraryFileProblem } from './library-files';

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
function useLibrarySave<F extends string>(fields: readonly F[], fileField?: F) {
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
function useLibraryProblemText<F extends string>(
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

/** The translations of the form's own sentences: the audio's or the fonts'. */
type LibraryTexts = 'libraryAudio' | 'libraryFonts';

/** A text field's or a select's part of the form: its value, its problem, its focus. */
interface FieldBinding {
  ref: (element: HTMLElement | null) => void;
  value: string;
  error: string | null;
  onChange: (event: { target: { value: string } }) => void;
}

/** A checkbox's part of the form. */
interface CheckboxBinding {
  register: (element: HTMLElement | null) => void;
  checked: boolean;
  disabled: boolean;
  error: string | null;
  onChange: (checked: boolean) => void;
}

/** The keys of `V` that hold text, and those that hold a yes or no. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type CheckKey<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V];

interface LibraryFormOptions<F extends string, FF extends F, V, P extends object> {
  /** The form's parts in the order they are shown (the first with a problem takes the focus). */
  fields: readonly F[];
  /** The file fields and what each takes. */
  fileKinds: Record<FF, LibraryFileKind>;
  /** The file field that takes a file refusal naming no field (the audio form's one file). */
  fileField?: FF;
  /** Null for a new item. */
  item: unknown;
  /** The values the form starts from (the item's, or those of a new one). */
  initial: () => V;
  /** The browser's checks of the values (the files are checked here). */
  check: (values: V) => Partial<Record<F, FieldProblem>>;
  /** The values as they are sent (numbers read from their text); the files are added here. */
  partsOf: (values: V) => P;
  send: (
    parts: Partial<P> & Partial<Record<FF, File | null>>,
    callbacks: UploadCallbacks,
  ) => Promise<Envelope<LibrarySaved>>;
  /** A field's own sentence for the server's VALIDATION_FAILED (its rule), if it has one. */
  invalidText: (field: F) => string | null;
  texts: LibraryTexts;
  /** Where a new item's form goes once it is added. */
  listPath: string;
  /** After an edit was saved (the page loads the item again). */
  onSaved?: () => void;
}

/** The sort number as sent: none when left empty (a new item is filed last). */
export const sortNumber = (text: string): number | null => (text.trim() ? wholeNumber(text) : null);

/** The parts whose value differs from what the form started with. */
function changedParts<P extends object>(now: P, before: P): Partial<P> {
  const parts: Partial<P> = {};
  for (const key of Object.keys(now) as (keyof P)[]) if (now[key] !== before[key]) parts[key] = now[key];
  return parts;
}

/**
 * An audio or font form: its values and chosen files, each field's problem, and the submit: the
 * browser's checks, then every part of a new item, or only what changed of an edit (nothing
 * changed: nothing is sent), with the upload's progress; once saved a toast, and a new item's
 * form goes back to the list.
 */
export function useLibraryForm<F extends string, FF extends F, V extends object, P extends object>(
  options: LibraryFormOptions<F, FF, V, P>,
) {
  const { fields, fileKinds, fileField, item, texts } = options;
  const { t } = useTranslation('operator');
  const navigate = useNavigate();
  const save = useLibrarySave(fields, fileField);
  const problemText = useLibraryProblemText<F>(
    save.problems,
    fileKinds as Partial<Record<F, LibraryFileKind>>,
    options.invalidText,
  );
  const [initial] = useState(options.initial);
  const [values, setValues] = useState(initial);
  const [files, setFiles] = useState(
    () => Object.fromEntries(Object.keys(fileKinds).map((field) => [field, null])) as Record<FF, File | null>,
  );
  const [unchanged, setUnchanged] = useState(false);
  const uploading = save.upload.state.phase === 'uploading';

  function set<K extends keyof V & F>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    save.setProblem(key, undefined);
    setUnchanged(false);
  }

  /** Takes a chosen file and checks it at once; returns what is wrong with it, if anything. */
  function choose(field: FF, file: File): LibraryFileProblem | null {
    setFiles((current) => ({ ...current, [field]: file }));
    setUnchanged(false);
    const problem = checkLibraryFile(fileKinds[field], file);
    save.setProblem(field, problem ? { kind: 'file', problem } : undefined);
    return problem;
  }

  function fileProblem(field: FF): FieldProblem | undefined {
    const file = files[field];
    const problem = file ? checkLibraryFile(fileKinds[field], file) : null;
    if (problem) return { kind: 'file', problem };
    return !file && !item ? { kind: 'file', problem: { code: 'missing' } } : undefined;
  }

  function validate(): Partial<Record<F, FieldProblem>> {
    const found = options.check(values);
    for (const field of Object.keys(fileKinds) as FF[]) found[field] = fileProblem(field);
    return found;
  }

  /** What is sent: every part of a new item; of an edit, only what changed and the files chosen. */
  function partsToSend(): Partial<P> & Partial<Record<FF, File | null>> {
    const now = options.partsOf(values);
    if (!item) return { ...now, ...files };
    const chosen = Object.fromEntries(Object.entries(files).filter(([, file]) => file)) as Partial<
      Record<FF, File>
    >;
    return { ...changedParts(now, options.partsOf(initial)), ...chosen };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading || !save.passes(validate())) return;
    const parts = partsToSend();
    if (item && Object.keys(parts).length === 0) {
      setUnchanged(true);
      return;
    }
    const saved = await save.save((callbacks) => options.send(parts, callbacks));
    if (!saved) return;
    showToast(t(item ? `${texts}.saved` : `${texts}.added`));
    if (item) options.onSaved?.();
    else navigate(options.listPath);
  }

  /** The props of the text field (or text area) of `field`. */
  function text<K extends TextKey<V> & F>(field: K): FieldBinding & { readOnly: boolean } {
    return { ...binding(field), readOnly: uploading };
  }

  /** The props of the select of `field`. */
  function select<K extends TextKey<V> & F>(field: K): FieldBinding & { disabled: boolean } {
    return { ...binding(field), disabled: uploading };
  }

  function binding<K extends TextKey<V> & F>(field: K): FieldBinding {
    return {
      ref: save.focus.register(field),
      value: values[field] as string,
      error: problemText(field),
      onChange: (event) => set(field, event.target.value as V[K]),
    };
  }

  /** The props of the checkbox of `field`. */
  function checkbox<K extends CheckKey<V> & F>(field: K): CheckboxBinding {
    return {
      register: save.focus.register(field),
      checked: values[field] as boolean,
      disabled: uploading,
      error: problemText(field),
      onChange: (checked) => set(field, checked as V[K]),
    };
  }

  const end: FormEndProps = {
    upload: save.upload,
    failure: save.failure,
    unchanged,
    sendingLabel: t(`${texts}.sending`),
    failedTitle: t(item ? `${texts}.saveFailed` : `${texts}.addFailed`),
    goneText: t(`${texts}.gone`),
    submitLabel: t(item ? `${texts}.save` : `${texts}.add`),
  };

  return {
    values,
    set,
    files,
    choose,
    uploading,
    problemText,
    register: save.focus.register,
    text,
    select,
    checkbox,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
    end,
  };
}
