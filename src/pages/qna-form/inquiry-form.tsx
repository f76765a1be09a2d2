import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { Inquiry } from '../../../contract/inquiries';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_TITLE_MAX_LENGTH,
  type InquiryCategory,
} from '../../../contract/inquiry-rules';
import { FILE_NAME_MAX_LENGTH } from '../../../contract/submission-rules';
import { createInquiry, updateInquiry, type InquiryInput } from '../../api/inquiries';
import { getSubmissions } from '../../api/submissions';
import { FileField } from '../../components/form/file-field';
import { fileProblemText } from '../../components/form/file-problem-text';
import form from '../../components/form/form.module.css';
import { SelectField } from '../../components/form/select-field';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { Button } from '../../components/ui/button';
import { LeaveGuard } from '../../components/upload-progress/leave-guard';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { errorMessageKey } from '../../lib/error-messages';
import { useFieldFocus } from '../../lib/field-focus';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { FileProblem } from '../../lib/upload-checks';
import { useEnvelope } from '../../lib/use-envelope';
import { useUpload } from '../../lib/use-upload';
import { checkAttachment, contentProblem, titleProblem, type TextProblem } from './inquiry-checks';
import styles from './qna-form-page.module.css';

const FIELDS = ['category', 'submissionUuid', 'title', 'content', 'attachment'] as const;
type Field = (typeof FIELDS)[number];

type Problem =
  | { kind: 'text'; problem: TextProblem }
  | { kind: 'file'; problem: FileProblem | 'notAttachment' }
  /** The server refused the value of this field. */
  | { kind: 'server'; code: string };

/** Server codes that name the field at fault; `field` in the envelope decides for the others. */
const FIELD_OF_CODE: Partial<Record<string, Field>> = {
  [ErrorCode.InquiryCategoryInvalid]: 'category',
  [ErrorCode.InquiryLinkInvalid]: 'submissionUuid',
  [ErrorCode.InquiryTitleInvalid]: 'title',
  [ErrorCode.InquiryContentInvalid]: 'content',
  [ErrorCode.FileTooLarge]: 'attachment',
  [ErrorCode.FileNameInvalid]: 'attachment',
  [ErrorCode.FileTypeInvalid]: 'attachment',
};

/**
 * The inquiry form (issue 11): category, optionally one of the creator's entries, title and content
 * with their limits, one attachment (checked from its bytes; on edit kept, replaced or removed),
 * sent with the submission flow's progress bar and cancel. A failure keeps everything typed and
 * names the administrator's phone and mail (spec §8); leaving with unsent text asks first.
 */
export function InquiryForm({ inquiry }: { inquiry: Inquiry | null }) {
  const { t } = useTranslation(['qna', 'entries', 'errors']);
  // The file checks' sentences are the entry form's (namespace entries).
  const { t: tEntries } = useTranslation('entries');
  const language = currentLanguage();
  const navigate = useNavigate();
  const initial = useMemo(
    () => ({
      category: (inquiry?.category ?? '') as InquiryCategory | '',
      submissionUuid: inquiry?.submission?.uuid ?? '',
      title: inquiry?.title ?? '',
      content: inquiry?.content ?? '',
    }),
    [inquiry],
  );
  const [values, setValues] = useState(initial);
  const [attachment, setAttachment] = useState<File | null>(null);
  const [attachmentAction, setAttachmentAction] = useState<'keep' | 'remove'>('keep');
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const check = useRef<Promise<FileProblem | 'notAttachment' | null> | null>(null);
  const fields = useFieldFocus<Field>();
  const upload = useUpload<Inquiry>();
  const { state } = upload;
  const uploading = state.phase === 'uploading';
  const entries = useEnvelope('inquiry-form:entries', (signal) =>
    getSubmissions({ page: 1, size: 100 }, signal),
  );

  const dirty =
    state.phase !== 'done' &&
    (attachment !== null ||
      attachmentAction !== 'keep' ||
      (Object.keys(initial) as (keyof typeof initial)[]).some((key) => values[key] !== initial[key]));

  useEffect(() => {
    // After the leave guard has stood down (a child's effects run first).
    if (state.phase === 'done') navigate(paths.qnaDetail(state.data.uuid));
  }, [state, navigate]);

  function set<K extends keyof typeof values>(key: K, value: (typeof values)[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  }

  function choose(file: File) {
    setAttachment(file);
    setProblems((current) => ({ ...current, attachment: undefined }));
    setChecking(true);
    const running = checkAttachment(file).catch((): FileProblem => ({ code: 'unreadable' }));
    check.current = running;
    void running.then((found) => {
      if (check.current !== running) return;
      setChecking(false);
      setProblems((current) => ({
        ...current,
        attachment: found ? { kind: 'file', problem: found } : undefined,
      }));
    });
  }

  async function validate() {
    const found: Partial<Record<Field, Problem>> = {};
    if (!values.category) found.category = { kind: 'text', problem: 'categoryRequired' };
    const title = titleProblem(values.title);
    if (title) found.title = { kind: 'text', problem: title };
    const content = contentProblem(values.content);
    if (content) found.content = { kind: 'text', problem: content };
    if (attachment) {
      const fileProblem = await check.current;
      if (fileProblem) found.attachment = { kind: 'file', problem: fileProblem };
    }
    return found;
  }

  async function send() {
    if (uploading) return;
    const found = await validate();
    setProblems(found);
    if (fields.focusFirst(FIELDS, found)) return;
    const input: InquiryInput = {
      category: values.category as InquiryCategory,
      title: values.title,
      content: values.content,
      submissionUuid: values.submissionUuid,
      attachment,
      attachmentAction: inquiry && !attachment ? attachmentAction : undefined,
    };
    const envelope = await upload.start((callbacks) =>
      inquiry ? updateInquiry(inquiry.uuid, input, callbacks) : createInquiry(input, callbacks),
    );
    const code = envelope?.errorCode;
    const named = (FIELDS as readonly string[]).includes(envelope?.field ?? '')
      ? (envelope!.field as Field)
      : undefined;
    const field = code ? (FIELD_OF_CODE[code] ?? named) : undefined;
    if (code && field) {
      setProblems((current) => ({ ...current, [field]: { kind: 'server', code } }));
      fields.focus(field);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  function problemText(field: Field): string | null {
    const problem = problems[field];
    if (!problem) return null;
    if (problem.kind === 'text') return t(`form.problems.${problem.problem}`);
    if (problem.kind === 'server') return t(errorMessageKey(problem.code));
    return problem.problem === 'notAttachment'
      ? t('form.notAttachment')
      : fileProblemText(tEntries, problem.problem, language);
  }

  const failedElsewhere =
    state.phase === 'failed' &&
    !(
      state.errorCode &&
      (FIELD_OF_CODE[state.errorCode] || Object.values(problems).some((p) => p?.kind === 'server'))
    );
  const ownEntries = entries.status === 'ready' ? entries.data.lists : [];

  return (
    <form className={form.form} onSubmit={onSubmit} noValidate>
      <SelectField
        ref={fields.register('category')}
        label={t('form.category')}
        value={values.category}
        disabled={uploading}
        error={problemText('category')}
        onChange={(event) => set('category', event.target.value as InquiryCategory | '')}
      >
        <option value="">{t('form.categoryPlaceholder')}</option>
        {INQUIRY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`categories.${category}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        ref={fields.register('submissionUuid')}
        label={t('form.entry')}
        value={values.submissionUuid}
        disabled={uploading}
        error={problemText('submissionUuid')}
        onChange={(event) => set('submissionUuid', event.target.value)}
      >
        <option value="">{t('form.noEntry')}</option>
        {ownEntries.map((entry) => (
          <option key={entry.uuid} value={entry.uuid}>
            {entry.title} · {entry.mcfTopic.topic}
          </option>
        ))}
        {/* An entry of the inquiry beyond the first page of entries stays selectable. */}
        {inquiry?.submission && !ownEntries.some((entry) => entry.uuid === inquiry.submission!.uuid) && (
          <option value={inquiry.submission.uuid}>{inquiry.submission.title}</option>
        )}
      </SelectField>

      <TextField
        ref={fields.register('title')}
        label={t('form.title')}
        hint={t('form.titleHint', { max: INQUIRY_TITLE_MAX_LENGTH })}
        value={values.title}
        readOnly={uploading}
        autoComplete="off"
        onChange={(event) => set('title', event.target.value)}
        error={problemText('title')}
      />
      <TextAreaField
        ref={fields.register('content')}
        label={t('form.content')}
        hint={t('form.contentHint', { max: INQUIRY_CONTENT_MAX_LENGTH })}
        value={values.content}
        readOnly={uploading}
        rows={8}
        onChange={(event) => set('content', event.target.value)}
        error={problemText('content')}
      />

      {inquiry?.attachment && !attachment && (
        <fieldset className={styles.choice} disabled={uploading}>
          <legend>{t('form.currentAttachment', { name: inquiry.attachment.fileName })}</legend>
          <label>
            <input
              type="radio"
              name="attachmentAction"
              checked={attachmentAction === 'keep'}
              onChange={() => setAttachmentAction('keep')}
            />
            {t('form.keepAttachment')}
          </label>
          <label>
            <input
              type="radio"
              name="attachmentAction"
              checked={attachmentAction === 'remove'}
              onChange={() => setAttachmentAction('remove')}
            />
            {t('form.removeAttachment')}
          </label>
        </fieldset>
      )}
      <FileField
        ref={fields.register('attachment')}
        label={t('form.attachment')}
        hint={t('form.attachmentHint', { name: FILE_NAME_MAX_LENGTH })}
        accept="application/pdf,image/png,image/jpeg,application/zip,.pdf,.png,.jpg,.jpeg,.zip"
        file={attachment}
        checking={checking}
        error={problemText('attachment')}
        disabled={uploading}
        onChoose={choose}
      />

      {state.phase === 'uploading' && (
        <UploadProgress
          label={t('form.sending')}
          progress={state.progress}
          rate={state.rate}
          onCancel={upload.cancel}
        />
      )}
      <div role="status">
        {state.phase === 'cancelled' && <p className={form.notice}>{t('form.cancelled')}</p>}
      </div>
      {state.phase === 'failed' && state.errorCode === ErrorCode.InquiryStateConflict && (
        <div role="alert" className={form.alert}>
          <p>{t('form.notEditable')}</p>
        </div>
      )}
      {failedElsewhere && state.errorCode !== ErrorCode.InquiryStateConflict && (
        <div role="alert" className={form.alert}>
          <p>{t('form.failed')}</p>
          {state.phase === 'failed' && state.errorCode && <p>{t(errorMessageKey(state.errorCode))}</p>}
        </div>
      )}
      <Button type="submit" className={styles.submit} block="phone" aria-disabled={uploading || undefined}>
        {inquiry ? t('form.submitEdit') : t('form.submitNew')}
      </Button>
      <LeaveGuard
        active={dirty || uploading}
        onLeave={upload.cancel}
        texts={{
          title: t('form.leaveTitle'),
          text: t('form.leaveText'),
          stay: t('form.leaveStay'),
          leave: t('form.leaveLeave'),
        }}
      />
    </form>
  );
}
