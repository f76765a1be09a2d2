import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../contract/error-codes';
import { FILE_NAME_MAX_LENGTH } from '../../../contract/submission-rules';
import type { SubmissionDetail } from '../../../contract/submissions';
import { sendProjectFile } from '../../api/submissions';
import { FileField } from '../../components/form/file-field';
import { fileProblemText } from '../../components/form/file-problem-text';
import form from '../../components/form/form.module.css';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ContinueUpload } from '../../components/upload-progress/continue-upload';
import { LeaveGuard } from '../../components/upload-progress/leave-guard';
import { UploadProgress } from '../../components/upload-progress/upload-progress';
import { errorMessageKey } from '../../lib/error-messages';
import { currentLanguage } from '../../lib/i18n';
import { checkProjectFile, type FileProblem } from '../../lib/upload-checks';
import { useResumableFiles } from '../../lib/use-resumable-files';
import { useUpload } from '../../lib/use-upload';
import styles from './submission-detail-page.module.css';

type Problem =
  | { kind: 'missing' }
  | { kind: 'file'; problem: FileProblem }
  /** The server refused the file itself (the form's only field). */
  | { kind: 'server'; code: string };

/** Refusals that are about the file, shown at the field rather than above the button. */
const FILE_CODES = new Set<string>([
  ErrorCode.FileTooLarge,
  ErrorCode.FileNameInvalid,
  ErrorCode.FileTypeInvalid,
  ErrorCode.FileMissing,
]);

/**
 * The project files of an approved entry (POST /api/submission/project-file/{uuid}): one ZIP
 * archive, checked from its bytes, then uploaded with the same progress bar, cancel and retry as
 * the entry itself.
 */
export function ProjectFileForm({
  entry,
  onSent,
}: {
  entry: SubmissionDetail;
  onSent(entry: SubmissionDetail): void;
}) {
  const { t } = useTranslation(['entries', 'errors']);
  const language = currentLanguage();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const check = useRef<Promise<FileProblem | null> | null>(null);
  const upload = useUpload<SubmissionDetail>();
  const resumable = useResumableFiles<'projectFile'>();
  const { state } = upload;
  const uploading = state.phase === 'uploading';

  function choose(chosen: File) {
    setFile(chosen);
    setProblem(null);
    setChecking(true);
    resumable.chosen('projectFile', chosen);
    const running = checkProjectFile(chosen).catch((): FileProblem => ({ code: 'unreadable' }));
    check.current = running;
    void running.then((found) => {
      if (check.current !== running) return;
      setChecking(false);
      setProblem(found ? { kind: 'file', problem: found } : null);
    });
  }

  async function send() {
    if (uploading) return;
    let found: Problem | null = null;
    if (!file) found = { kind: 'missing' };
    else {
      // A check still running is waited for.
      const fileProblem = await check.current;
      if (fileProblem) found = { kind: 'file', problem: fileProblem };
    }
    setProblem(found);
    if (found || !file) {
      inputRef.current?.focus();
      return;
    }
    const envelope = await upload.start(async (callbacks) => {
      if (!resumable.enabled) return sendProjectFile(entry.uuid, file, callbacks);
      // Issue 22: the file as a resumable upload, then the call naming it.
      const sent = await resumable.send([{ slot: 'projectFile', file, field: 'projectFile' }], callbacks);
      if (!sent.ok) return sent.envelope;
      const answer = await sendProjectFile(
        entry.uuid,
        { uploadId: sent.ids.projectFile },
        { signal: callbacks.signal },
      );
      if ((answer.status >= 200 && answer.status < 300) || answer.errorCode === ErrorCode.NotFound) {
        resumable.forget([file]);
      }
      return answer;
    });
    if (envelope?.data && envelope.status >= 200 && envelope.status < 300) {
      onSent(envelope.data);
    } else if (envelope?.errorCode && FILE_CODES.has(envelope.errorCode)) {
      setProblem({ kind: 'server', code: envelope.errorCode });
      inputRef.current?.focus();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send();
  }

  const error = !problem
    ? null
    : problem.kind === 'missing'
      ? t('detail.projectMissing')
      : problem.kind === 'server'
        ? t(errorMessageKey(problem.code))
        : fileProblemText(t, problem.problem, language);

  return (
    <Card title={t('detail.projectTitle')} className={styles.request}>
      <p className={styles.requestText}>{t('detail.projectText')}</p>
      <form className={form.form} onSubmit={onSubmit} noValidate>
        <FileField
          ref={inputRef}
          label={t('detail.projectLabel')}
          accept="application/zip,.zip"
          hint={t('detail.projectHint', { name: FILE_NAME_MAX_LENGTH })}
          file={file}
          checking={checking}
          error={error}
          disabled={uploading}
          onChoose={choose}
        />
        {resumable.offers.projectFile && !uploading && (
          <ContinueUpload
            fileName={resumable.offers.projectFile.file.name}
            percent={resumable.offers.projectFile.percent}
            onContinue={() => resumable.accept('projectFile')}
            onStartOver={() => resumable.decline('projectFile')}
          />
        )}
        {state.phase === 'uploading' && (
          <UploadProgress
            label={t('upload.projectLabel')}
            progress={state.progress}
            rate={state.rate}
            onCancel={upload.cancel}
            connection={state.connection}
            onPause={state.pausable ? upload.pause : undefined}
            onResume={state.pausable ? upload.resume : undefined}
          />
        )}
        <div role="status">
          {state.phase === 'cancelled' && <p className={form.notice}>{t('upload.cancelledProject')}</p>}
        </div>
        {state.phase === 'failed' && (
          <div role="alert" className={form.alert}>
            <p>{t('upload.failed')}</p>
            <p>
              {state.errorCode && FILE_CODES.has(state.errorCode)
                ? t('upload.fixFile')
                : t(errorMessageKey(state.errorCode))}
            </p>
          </div>
        )}
        <Button type="submit" className={styles.send} aria-disabled={uploading || undefined}>
          {state.phase === 'failed' || state.phase === 'cancelled'
            ? t('form.sendAgain')
            : t('detail.projectSubmit')}
        </Button>
        <LeaveGuard active={uploading} onLeave={upload.cancel} />
      </form>
    </Card>
  );
}
