import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import styles from './upload-progress.module.css';

export interface ContinueUploadProps {
  fileName: string;
  /** How much of the file the server already holds. */
  percent: number;
  onContinue: () => void;
  onStartOver: () => void;
}

/**
 * Issue 22: an unfinished upload of the file just chosen was found (after a reload or a crashed
 * tab); continuing it sends only what the server is missing.
 */
export function ContinueUpload({ fileName, percent, onContinue, onStartOver }: ContinueUploadProps) {
  const { t } = useTranslation('entries');
  return (
    <div className={styles.offer} role="group" aria-label={t('upload.unfinishedTitle')}>
      <p>{t('upload.unfinished', { name: fileName, percent })}</p>
      <div className={styles.actions}>
        <Button onClick={onContinue}>{t('upload.continue')}</Button>
        <Button variant="secondary" onClick={onStartOver}>
          {t('upload.startOver')}
        </Button>
      </div>
    </div>
  );
}
