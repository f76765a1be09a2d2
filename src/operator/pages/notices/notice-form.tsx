// The notice form: title, language, content (HTML with its sanitized preview), shown or hidden, and
// the attachment (checked here by name, type and size; on an edit kept, replaced or removed). A new
// notice sends every part; an edit only the parts that changed. A refusal from the server is shown
// on its field (the envelope's `field`), in the operator's language, and nothing typed is lost.
// The title's and content's length limits live in a zod module the browser must not load
// (contract/operator-content.ts): the server's VALIDATION_FAILED on that field says it instead.
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Envelope } from '../../../../contract/envelope';
import { ErrorCode } from '../../../../contract/error-codes';
import type { ConsoleNoticeDetail, NoticeSaved } from '../../../../contract/operator-content';
import { NOTICE_ATTACHMENT_MAX_BYTES } from '../../../../contract/operator-paths';
import { FileField } from '../../../components/form/file-field';
import { fileProblemText } from '../../../components/form/file-problem-text';
import form from '../../../components/form/form.module.css';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { LANGUAGES, type Language } from '../../../lib/constants';
import { errorMessage, errorMessageKey } from '../../../lib/error-messages';
import { useFieldFocus } from '../../../lib/field-focus';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { editNotice, postNotice, type NoticeForm as NoticeParts } from '../../api/notices';
import { emptyOnceSanitized, HtmlField } from '../../html-field';
import { operatorPaths } from '../../paths';
import pages from '../../operator-pages.module.css';
import {
  checkNoticeAttachment,
  NOTICE_ATTACHMENT_ACCEPT,
  type NoticeAttachmentProblem,
} from './notice-attachment';
import { FieldRow } from '../../../components/form/field-row';

const FIELDS = ['title', 'language', 'content', 'isDisplay', 'attachment'] as const;
type Field = (typeof FIELDS)[number];

function isField(value: string | undefined): value is Field {
  return (FIELDS as readonly (string | undefined)[]).includes(value);
}

type Problem =
  | { kind: 'required' }
  | { kind: 'emptyOnceSanitized' }
  | { kind: 'file'; problem: NoticeAttachmentProblem }
  /** The server refused the value of this field. */
  | { kind: 'server'; code: string };

/** Refusals that concern the attachment whatever `field` says. */
const FILE_CODES: readonly string[] = [
  ErrorCode.FileTooLarge,
  ErrorCode.FileTypeInvalid,
  ErrorCode.FileNameInvalid,
  ErrorCode.FileMissing,
];

interface Values {
  title: string;
  language: Language;
  content: string;
  isDisplay: boolean;
}

function valuesOf(notice: ConsoleNoticeDetail | null): Values {
  return notice
    ? { title: notice.title, language: notice.language, content: notice.content, isDisplay: notice.isDisplay }
    : { title: '', language: currentLanguage(), content: '', isDisplay: true };
}

interface NoticeFormProps {
  /** The notice to edit; null for a new one. */
  notice: ConsoleNoticeDetail | null;
  /** After an edit was saved (the page loads the notice again). */
  onSaved?: () => void;
}

export function NoticeForm({ notice, onSaved }: NoticeFormProps) {
  const { t } = useTranslation(['operator', 'errors']);
  // The file name checks' sentences are the upload forms' (namespace entries).
  const { t: tEntries } = useTranslation('entries');
  const language = currentLanguage();
  const navigate = useNavigate();
  const fields = useFieldFocus<Field>();
  const displayErrorId = useId();
  const [values, setValues] = useState(() => valuesOf(notice));
  const [attachment, setAttachment] = useState<File | null>(null);
  // A new file picker after "do not attach": the old one would not report the same file again.
  const [picker, setPicker] = useState(0);
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Envelope<unknown> | null>(null);
  const [unchanged, setUnchanged] = useState(false);
  const maxSize = formatFileSize(NOTICE_ATTACHMENT_MAX_BYTES, language);

  function set<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
    setUnchanged(false);
  }

  function choose(file: File) {
    setAttachment(file);
    setUnchanged(false);
    const problem = checkNoticeAttachment(file);
    setProblems((current) => ({ ...current, attachment: problem ? { kind: 'file', problem } : undefined }));
  }

  function dropChosenFile() {
    setAttachment(null);
    setPicker((count) => count + 1);
    setProblems((current) => ({ ...current, attachment: undefined }));
  }

  function validate(): Partial<Record<Field, Problem>> {
    const found: Partial<Record<Field, Problem>> = {};
    if (!values.title.trim()) found.title = { kind: 'required' };
    if (!values.content.trim()) found.content = { kind: 'required' };
    // The server would store an empty notice: nothing readable is left once sanitized.
    else if (emptyOnceSanitized(values.content)) found.content = { kind: 'emptyOnceSanitized' };
    const fileProblem = attachment ? checkNoticeAttachment(attachment) : null;
    if (fileProblem) found.attachment = { kind: 'file', problem: fileProblem };
    return found;
  }

  /** What is sent: every part of a new notice; of an edit, only what changed. */
  function partsToSend(): NoticeParts {
    if (!notice) return { ...values, attachment };
    const parts: NoticeParts = {};
    if (values.title !== notice.title) parts.title = values.title;
    if (values.language !== notice.language) parts.language = values.language;
    if (values.content !== notice.content) parts.content = values.content;
    if (values.isDisplay !== notice.isDisplay) parts.isDisplay = values.isDisplay;
    if (attachment) parts.attachment = attachment;
    else if (removeAttachment && notice.attachment) parts.removeAttachment = true;
    return parts;
  }

  function afterRefusal(response: Envelope<unknown>) {
    const code = response.errorCode ?? '';
    const field = isField(response.field)
      ? response.field
      : FILE_CODES.includes(code)
        ? 'attachment'
        : undefined;
    if (field && code && response.status < 500) {
      setProblems((current) => ({ ...current, [field]: { kind: 'server', code } }));
      fields.focus(field);
      return;
    }
    setFailure(response);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = validate();
    setProblems(found);
    if (fields.focusFirst(FIELDS, found)) return;
    const parts = partsToSend();
    if (notice && Object.keys(parts).length === 0) {
      setUnchanged(true);
      return;
    }
    setSaving(true);
    const response: Envelope<NoticeSaved> = notice
      ? await editNotice(notice.uuid, parts)
      : await postNotice(parts);
    // Rendered at once: the refused field is focused next, and a disabled one takes no focus.
    flushSync(() => setSaving(false));
    if (response.status >= 200 && response.status < 300) {
      showToast(t(notice ? 'notice.saved' : 'notice.posted'));
      if (notice) onSaved?.();
      else navigate(operatorPaths.notices());
      return;
    }
    afterRefusal(response);
  }

  function serverText(field: Field, code: string): string {
    if (code === ErrorCode.FileTooLarge) return t('notice.problems.attachmentTooLarge', { size: maxSize });
    if (code === ErrorCode.FileTypeInvalid) return t('notice.problems.attachmentType');
    if (code === ErrorCode.ValidationFailed && field !== 'isDisplay' && field !== 'attachment') {
      return t(`notice.problems.${field}Invalid`);
    }
    return t(errorMessageKey(code));
  }

  function problemText(field: Field): string | null {
    const problem = problems[field];
    if (!problem) return null;
    switch (problem.kind) {
      case 'required':
        return t(field === 'title' ? 'notice.problems.titleRequired' : 'notice.problems.contentRequired');
      case 'emptyOnceSanitized':
        return t('notice.problems.contentEmptyOnceSanitized');
      case 'server':
        return serverText(field, problem.code);
      case 'file':
        if (problem.problem.code === 'tooLarge') {
          return t('notice.problems.attachmentTooLarge', { size: maxSize });
        }
        if (problem.problem.code === 'wrongType') return t('notice.problems.attachmentType');
        return fileProblemText(tEntries, problem.problem, language);
    }
  }

  function failureText(response: Envelope<unknown>): string {
    if (response.errorCode === ErrorCode.NotFound) return t('notice.gone');
    const message = errorMessage(response);
    return t(message.key, message.values);
  }

  const displayError = problemText('isDisplay');
  const current = notice?.attachment ?? null;

  return (
    <form className={pages.stack} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Card title={t('notice.texts')}>
        <div className={pages.stack}>
          <FieldRow>
            <TextField
              ref={fields.register('title')}
              label={t('notice.titleField')}
              value={values.title}
              readOnly={saving}
              autoComplete="off"
              error={problemText('title')}
              onChange={(event) => set('title', event.target.value)}
            />
            <SelectField
              ref={fields.register('language')}
              label={t('notice.language')}
              hint={t('notice.languageHint')}
              value={values.language}
              disabled={saving}
              error={problemText('language')}
              onChange={(event) => set('language', event.target.value as Language)}
            >
              {LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {t(`languages.${value}`)}
                </option>
              ))}
            </SelectField>
          </FieldRow>
          <HtmlField
            ref={fields.register('content')}
            label={t('notice.contentHtml')}
            hint={t('notice.contentHint')}
            rows={14}
            value={values.content}
            readOnly={saving}
            error={problemText('content')}
            onChange={(event) => set('content', event.target.value)}
            previewLabel={t('notice.preview')}
            previewEmpty={t('notice.previewEmpty')}
            previewTestId="notice-preview"
          />
        </div>
      </Card>

      <Card title={t('notice.publishing')}>
        <div className={pages.stack}>
          <div>
            <Checkbox
              ref={fields.register('isDisplay')}
              label={t('notice.isDisplay')}
              checked={values.isDisplay}
              disabled={saving}
              aria-invalid={displayError ? true : undefined}
              aria-describedby={displayError ? displayErrorId : undefined}
              onChange={(event) => set('isDisplay', event.target.checked)}
            />
            <p className={pages.muted}>{t('notice.isDisplayHint')}</p>
            <div aria-live="polite">
              {displayError && (
                <p id={displayErrorId} className={form.error}>
                  {displayError}
                </p>
              )}
            </div>
          </div>

          <fieldset className={pages.fieldset} disabled={saving}>
            <legend className={pages.legend}>{t('notice.attachment')}</legend>
            <p className={pages.muted}>{t('notice.hiddenFileNote')}</p>
            {current && !attachment && (
              <div className={pages.current}>
                <p>
                  {t('notice.currentAttachment')}{' '}
                  {current.fileUrl ? (
                    <a href={current.fileUrl} target="_blank" rel="noopener noreferrer">
                      <bdi>{current.fileName}</bdi>
                    </a>
                  ) : (
                    <bdi>{current.fileName}</bdi>
                  )}{' '}
                  <span className={pages.muted}>({formatFileSize(current.size, language)})</span>
                </p>
                {!current.fileUrl && <p className={pages.muted}>{t('notice.notDownloadable')}</p>}
                <Checkbox
                  label={t('notice.removeAttachment')}
                  checked={removeAttachment}
                  onChange={(event) => {
                    setRemoveAttachment(event.target.checked);
                    setUnchanged(false);
                  }}
                />
              </div>
            )}
            <FileField
              key={picker}
              ref={fields.register('attachment')}
              label={t(current ? 'notice.replaceAttachment' : 'notice.attachmentFile')}
              hint={t('notice.attachmentHint', { size: maxSize })}
              accept={NOTICE_ATTACHMENT_ACCEPT}
              file={attachment}
              error={problemText('attachment')}
              disabled={saving}
              onChoose={choose}
            />
            {attachment && (
              <Button variant="secondary" size="sm" className={pages.start} onClick={dropChosenFile}>
                {t('notice.dropChosenFile')}
              </Button>
            )}
          </fieldset>
        </div>
      </Card>

      <div role="status">{unchanged && <p className={form.notice}>{t('notice.unchanged')}</p>}</div>
      {failure && (
        <div role="alert" className={form.alert}>
          <p>{t(notice ? 'notice.saveFailed' : 'notice.postFailed')}</p>
          <p>{failureText(failure)}</p>
        </div>
      )}
      <Button type="submit" className={pages.start} disabled={saving} aria-busy={saving}>
        {t(notice ? 'notice.save' : 'notice.post')}
      </Button>
    </form>
  );
}
