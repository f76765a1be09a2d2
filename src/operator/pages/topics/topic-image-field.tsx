// A topic image (banner, thumbnail, an example's image): chosen, checked in the browser (a
// thumbnail's 720 x 405), uploaded at once as a public file, and shown; the form keeps only its
// URL. Removing it sets the URL to null (the topic then has none).
import { useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '../../../../contract/error-codes';
import type { TopicImageKind } from '../../../../contract/operator-paths';
import { TOPIC_IMAGE_MAX_BYTES, TOPIC_THUMBNAIL_SIZE } from '../../../../contract/topic-rules';
import { FileField } from '../../../components/form/file-field';
import { Button } from '../../../components/ui/button';
import { formatFileSize } from '../../../lib/format-file-size';
import { currentLanguage } from '../../../lib/i18n';
import { uploadTopicImage } from '../../api/competitions';
import styles from '../../competitions.module.css';
import pages from '../../operator-pages.module.css';
import { succeeded, useFailureText } from '../../failure-text';
import { checkTopicImage, TOPIC_IMAGE_ACCEPT, type TopicImageProblem } from '../../topic-image-check';

interface TopicImageFieldProps {
  kind: TopicImageKind;
  label: string;
  hint?: ReactNode;
  url: string | null;
  onChange(url: string | null): void;
  /** A problem the form found (an example without its image). */
  error?: string | null;
  /** +1 when a check and upload start, -1 when they end: the form waits for its images. */
  onBusy(delta: 1 | -1): void;
  ref?: Ref<HTMLInputElement>;
}

export function TopicImageField({
  kind,
  label,
  hint,
  url,
  onChange,
  error,
  onBusy,
  ref,
}: TopicImageFieldProps) {
  const { t } = useTranslation('operator');
  const failureText = useFailureText();
  const language = currentLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'checking' | 'uploading' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Only the latest choice may set the URL (an earlier upload can answer after a later one).
  const latest = useRef(0);
  const maxSize = formatFileSize(TOPIC_IMAGE_MAX_BYTES, language);

  function problemText(found: TopicImageProblem): string {
    if (found.code === 'tooLarge') return t('topicForm.image.tooLarge', { size: maxSize });
    if (found.code === 'unreadable') return t('topicForm.image.unreadable');
    return t('topicForm.image.wrongSize', {
      ...TOPIC_THUMBNAIL_SIZE,
      actualWidth: found.width,
      actualHeight: found.height,
    });
  }

  async function choose(chosen: File) {
    const attempt = ++latest.current;
    setFile(chosen);
    setProblem(null);
    setBusy('checking');
    onBusy(1);
    try {
      await checkAndUpload(chosen, attempt);
    } finally {
      onBusy(-1);
    }
  }

  async function checkAndUpload(chosen: File, attempt: number) {
    const found = await checkTopicImage(kind, chosen);
    if (attempt !== latest.current) return;
    if (found) {
      setBusy(null);
      setProblem(problemText(found));
      return;
    }
    setBusy('uploading');
    const response = await uploadTopicImage(kind, chosen);
    if (attempt !== latest.current) return;
    setBusy(null);
    if (succeeded(response) && response.data) {
      onChange(response.data.url);
      return;
    }
    // The errors namespace's FILE_TOO_LARGE names the entries' 1 GB, not this limit.
    setProblem(
      response.errorCode === ErrorCode.FileTooLarge
        ? t('topicForm.image.tooLarge', { size: maxSize })
        : failureText(response),
    );
  }

  function remove() {
    latest.current += 1;
    setFile(null);
    setProblem(null);
    setBusy(null);
    onChange(null);
  }

  return (
    <FileField
      ref={ref}
      label={label}
      hint={hint}
      accept={TOPIC_IMAGE_ACCEPT}
      file={file}
      checking={busy === 'checking'}
      error={problem ?? error ?? null}
      disabled={busy === 'uploading'}
      onChoose={(chosen) => void choose(chosen)}
      preview={
        <div className={styles.image}>
          <p role="status" className={pages.muted}>
            {busy === 'uploading' ? t('topicForm.image.uploading') : ''}
          </p>
          {url ? (
            <>
              <img src={url} alt={t('topicForm.image.preview', { label })} />
              <Button variant="secondary" size="sm" onClick={remove}>
                {t('topicForm.image.remove', { label })}
              </Button>
            </>
          ) : (
            <p className={pages.muted}>{t('topicForm.image.none')}</p>
          )}
        </div>
      }
    />
  );
}
