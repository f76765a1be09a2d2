import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import {
  countCharacters,
  DESCRIPTION_MAX_LENGTH,
  durationRule,
  FILE_NAME_MAX_LENGTH,
  THUMBNAIL_SIZE,
  TITLE_MAX_LENGTH,
} from '../../../contract/submission-rules';
import type { SubmissionDetail } from '../../../contract/submissions';
import { TOPIC_TYPE_VIDEO } from '../../../contract/topic-rules';
import type { Topic } from '../../../contract/topics';
import { createSubmission } from '../../api/submissions';
import { FileField } from '../../components/form/file-field';
import { FilePreview } from '../../components/form/file-preview';
import { fileProblemText, toleranceText } from '../../components/form/file-problem-text';
import form from '../../components/form/form.module.css';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { timeLimitText } from '../../components/topic-facts/time-limit-text';
import { Button } from '../../components/ui/button';
import { ContinueUpload } from '../../components/upload-progress/continue-upload';
import { LeaveGuard } from '../../components/upload-progress/leave-guard';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { errorMessageKey } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { checkImageWork, checkThumbnail, checkVideoWork, type FileProblem } from '../../lib/upload-checks';
import { useResumableFiles } from '../../lib/use-resumable-files';
import { useUpload } from '../../lib/use-upload';
import styles from './job-detail-page.module.css';
import { descriptionProblem, titleProblem, type TextProblem } from './entry-rules';

const FIELDS = ['title', 'description', 'work', 'thumbnail'] as const;
type Field = (typeof FIELDS)[number];
type FileSlot = 'work' | 'thumbnail';

type FieldError =
  | { kind: 'text'; problem: TextProblem }
  | { kind: 'missing' }
  | { kind: 'file'; problem: FileProblem }
  /** The server refused the entry for a reason that belongs to this field. */
  | { kind: 'server'; code: string };

type Errors = Partial<Record<Field, FieldError>>;

/** Problems that mean the file cannot be shown either (not a video or an image at all). */
const UNSHOWABLE = new Set<FileProblem['code']>([
  'wrongType',
  'unreadable',
  'imageUnreadable',
  'durationUnreadable',
]);

function showable(error: FieldError | undefined): boolean {
  return !(error?.kind === 'file' && UNSHOWABLE.has(error.problem.code));
}

/** Server codes that name the field at fault (the others are shown above the send button). */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  [ErrorCode.TitleInvalid]: 'title',
  [ErrorCode.DescriptionInvalid]: 'description',
  [ErrorCode.VideoDurationInvalid]: 'work',
  [ErrorCode.ThumbnailSizeInvalid]: 'thumbnail',
};

const ACCEPT_VIDEO = 'video/mp4,.mp4';
const ACCEPT_IMAGE = 'image/png,image/jpeg,.png,.jpg,.jpeg';

/**
 * The entry form of a job (spec §5): title, description, the work and its thumbnail. Every rule is
 * checked here before a byte is sent, the files from their own bytes, duration and pixels; then one
 * multipart upload with progress, cancel and retry (the texts and files stay with the form).
 */
export function EntryForm({ topic }: { topic: Topic }) {
  const { t } = useTranslation(['entries', 'errors']);
  const language = currentLanguage();
  const navigate = useNavigate();
  const isVideo = topic.topicType === TOPIC_TYPE_VIDEO;
  const [values, setValues] = useState({ title: '', description: '' });
  const [files, setFiles] = useState<Record<FileSlot, File | null>>({ work: null, thumbnail: null });
  const [checking, setChecking] = useState<Record<FileSlot, boolean>>({ work: false, thumbnail: false });
  const [errors, setErrors] = useState<Errors>({});
  const [preparing, setPreparing] = useState(false);
  const checks = useRef<Partial<Record<FileSlot, Promise<FileProblem | null>>>>({});
  const fields = useFieldFocus<Field>();
  const upload = useUpload<SubmissionDetail>();
  const resumable = useResumableFiles<FileSlot>();
  const { state } = upload;
  const uploading = state.phase === 'uploading';
  const busy = uploading || preparing;

  useEffect(() => {
    // After the leave guard has stood down (a child's effects run first).
    if (state.phase === 'done') navigate(paths.submissionDetail(state.data.uuid));
  }, [state, navigate]);

  function setText(field: 'title' | 'description', value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // A problem the user is fixing goes as soon as the value is fine.
    const problem = field === 'title' ? titleProblem(value) : descriptionProblem(value);
    setErrors((current) => (current[field] && !problem ? { ...current, [field]: undefined } : current));
  }

  function choose(slot: FileSlot, file: File) {
    setFiles((current) => ({ ...current, [slot]: file }));
    setErrors((current) => ({ ...current, [slot]: undefined }));
    setChecking((current) => ({ ...current, [slot]: true }));
    resumable.chosen(slot, file);
    const check = (
      slot === 'thumbnail'
        ? checkThumbnail(file)
        : isVideo
          ? checkVideoWork(file, topic.timeLimit)
          : checkImageWork(file)
    ).catch((): FileProblem => ({ code: 'unreadable' }));
    checks.current[slot] = check;
    void check.then((problem) => {
      // A file chosen since then has its own check.
      if (checks.current[slot] !== check) return;
      setChecking((current) => ({ ...current, [slot]: false }));
      setErrors((current) => ({ ...current, [slot]: problem ? { kind: 'file', problem } : undefined }));
    });
  }

  async function validate(): Promise<Errors> {
    const found: Errors = {};
    const title = titleProblem(values.title);
    if (title) found.title = { kind: 'text', problem: title };
    const description = descriptionProblem(values.description);
    if (description) found.description = { kind: 'text', problem: description };
    for (const slot of ['work', 'thumbnail'] as const) {
      if (!files[slot]) {
        found[slot] = { kind: 'missing' };
        continue;
      }
      // A check still running (a long video's metadata) is waited for.
      const problem = await checks.current[slot];
      if (problem) found[slot] = { kind: 'file', problem };
    }
    return found;
  }

  async function send() {
    if (busy) return;
    setPreparing(true);
    const found = await validate();
    setPreparing(false);
    setErrors(found);
    if (fields.focusFirst(FIELDS, found)) return;
    const { work, thumbnail } = files;
    if (!work || !thumbnail) return;
    const texts = { topicUuid: topic.uuid, title: values.title, description: values.description };
    const envelope = await upload.start(async (callbacks) => {
      if (!resumable.enabled) return createSubmission({ ...texts, work, thumbnail }, callbacks);
      // Issue 22: the files as resumable uploads, then the entry naming them.
      const sent = await resumable.send(
        [
          { slot: 'thumbnail', file: thumbnail, field: 'thumbnail' },
          { slot: 'work', file: work, field: 'work' },
        ],
        callbacks,
      );
      if (!sent.ok) return sent.envelope;
      const answer = await createSubmission(
        { ...texts, work: { uploadId: sent.ids.work }, thumbnail: { uploadId: sent.ids.thumbnail } },
        { signal: callbacks.signal },
      );
      // Accepted, or the uploads are gone (expired): either way they cannot be used again.
      if (answer.status >= 200 && answer.status < 300) resumable.forget([work, thumbnail]);
      else if (answer.errorCode === ErrorCode.NotFound) resumable.forget([work, thumbnail]);
      return answer;
    });
    const code = envelope?.errorCode;
    // The server names the field at fault (`field`) for file refusals that can concern either file
    // (type, name, size); the code alone decides for the others.
    const named = (FIELDS as readonly string[]).includes(envelope?.field ?? '')
      ? (envelope!.field as Field)
      : undefined;
    const field = code ? (FIELD_OF_CODE[code] ?? named) : undefined;
    if (code && field) {
      setErrors({ [field]: { kind: 'server', code } });
      fields.focus(field);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  function errorText(field: Field): string | null {
    const error = errors[field];
    if (!error) return null;
    switch (error.kind) {
      case 'text':
        return t(`form.${field as 'title' | 'description'}Problems.${error.problem}`);
      case 'missing':
        return t(
          field === 'work'
            ? isVideo
              ? 'form.workMissingVideo'
              : 'form.workMissingImage'
            : 'form.thumbnailMissing',
        );
      case 'file':
        return fileProblemText(t, error.problem, language);
      case 'server':
        return t(errorMessageKey(error.code));
    }
  }

  const rule = durationRule(topic.timeLimit);
  const errorAtField = Object.values(errors).some((error) => error?.kind === 'server');
  const failedElsewhere =
    state.phase === 'failed' && !(state.errorCode && (FIELD_OF_CODE[state.errorCode] || errorAtField))
      ? state
      : null;

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      <TextField
        ref={fields.register('title')}
        label={t('form.title')}
        hint={
          <Counter
            text={t('form.titleHint', { max: TITLE_MAX_LENGTH })}
            value={values.title}
            max={TITLE_MAX_LENGTH}
          />
        }
        value={values.title}
        readOnly={uploading}
        autoComplete="off"
        onChange={(event) => setText('title', event.target.value)}
        error={errorText('title')}
      />
      <TextAreaField
        ref={fields.register('description')}
        label={t('form.description')}
        hint={
          <Counter
            text={t('form.descriptionHint', { max: DESCRIPTION_MAX_LENGTH })}
            value={values.description}
            max={DESCRIPTION_MAX_LENGTH}
          />
        }
        value={values.description}
        readOnly={uploading}
        rows={5}
        onChange={(event) => setText('description', event.target.value)}
        error={errorText('description')}
      />
      <FileField
        ref={fields.register('work')}
        label={isVideo ? t('form.workVideo') : t('form.workImage')}
        accept={isVideo ? ACCEPT_VIDEO : ACCEPT_IMAGE}
        hint={
          <ul className={styles.rules}>
            <li>{isVideo ? t('form.workVideoType') : t('form.workImageType')}</li>
            <li>{t('form.fileLimits', { name: FILE_NAME_MAX_LENGTH })}</li>
            {isVideo && rule && (
              <li>
                {t(rule.exact ? 'form.durationExact' : 'form.durationAtLeast', {
                  limit: timeLimitText(t, rule),
                  tolerance: toleranceText(language),
                })}
              </li>
            )}
          </ul>
        }
        file={files.work}
        checking={checking.work}
        error={errorText('work')}
        disabled={uploading}
        preview={
          files.work &&
          showable(errors.work) && (
            <FilePreview
              file={files.work}
              kind={isVideo ? 'video' : 'image'}
              label={isVideo ? t('form.previewVideo') : t('form.previewImage')}
            />
          )
        }
        onChoose={(file) => choose('work', file)}
      />
      {resumable.offers.work && !uploading && (
        <ContinueUpload
          fileName={resumable.offers.work.file.name}
          percent={resumable.offers.work.percent}
          onContinue={() => resumable.accept('work')}
          onStartOver={() => resumable.decline('work')}
        />
      )}
      <FileField
        ref={fields.register('thumbnail')}
        label={t('form.thumbnail')}
        accept={ACCEPT_IMAGE}
        hint={
          <ul className={styles.rules}>
            <li>{t('form.thumbnailType', THUMBNAIL_SIZE)}</li>
            <li>{t('form.fileLimits', { name: FILE_NAME_MAX_LENGTH })}</li>
          </ul>
        }
        file={files.thumbnail}
        checking={checking.thumbnail}
        error={errorText('thumbnail')}
        disabled={uploading}
        preview={
          files.thumbnail &&
          showable(errors.thumbnail) && (
            <FilePreview file={files.thumbnail} kind="image" label={t('form.previewThumbnail')} />
          )
        }
        onChoose={(file) => choose('thumbnail', file)}
      />
      {resumable.offers.thumbnail && !uploading && (
        <ContinueUpload
          fileName={resumable.offers.thumbnail.file.name}
          percent={resumable.offers.thumbnail.percent}
          onContinue={() => resumable.accept('thumbnail')}
          onStartOver={() => resumable.decline('thumbnail')}
        />
      )}

      {state.phase === 'uploading' && (
        <UploadProgress
          label={t('upload.entryLabel')}
          progress={state.progress}
          rate={state.rate}
          onCancel={upload.cancel}
          connection={state.connection}
          onPause={state.pausable ? upload.pause : undefined}
          onResume={state.pausable ? upload.resume : undefined}
        />
      )}
      <div role="status">
        {state.phase === 'cancelled' && <p className={form.notice}>{t('upload.cancelled')}</p>}
      </div>
      {state.phase === 'failed' && (
        <div role="alert" className={form.alert}>
          <p>{t('upload.failed')}</p>
          <p>{failedElsewhere ? t(errorMessageKey(failedElsewhere.errorCode)) : t('upload.fixField')}</p>
        </div>
      )}
      <Button type="submit" block aria-disabled={busy || undefined} aria-busy={preparing || undefined}>
        {state.phase === 'failed' || state.phase === 'cancelled' ? t('form.sendAgain') : t('form.submit')}
      </Button>
      <LeaveGuard active={uploading} onLeave={upload.cancel} />
    </form>
  );
}

/** The rule and a live count of characters (code points), red past the limit. */
function Counter({ text, value, max }: { text: string; value: string; max: number }) {
  const count = countCharacters(value);
  return (
    <>
      {text}{' '}
      <span className={form.counter} data-over={count > max || undefined}>
        ({count} / {max})
      </span>
    </>
  );
}
