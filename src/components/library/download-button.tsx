import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { StoredFile } from '../../../contract/files';
import { downloadForMember } from '../../lib/download';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { DownloadIcon } from '../icons';
import styles from './library.module.css';

interface DownloadButtonProps {
  file: Pick<StoredFile, 'fileUrl' | 'fileName' | 'size'>;
  /** The item's name, for the button's accessible name ("Download <title>"). */
  title: string;
}

/**
 * A free audio or font download (spec §1, §6, §8): a logged-in user's browser opens the download
 * path; an anonymous user is told the page requires login and offered to log in and come back to
 * this list with its filters. Nothing is fetched.
 */
export function DownloadButton({ file, title }: DownloadButtonProps) {
  const { t } = useTranslation(['library', 'common']);
  const location = useLocation();
  const onDownload = () =>
    void downloadForMember(file, {
      message: t('common:download.loginRequired'),
      logIn: t('common:download.logIn'),
      cancel: t('common:dialog.cancel'),
      returnTo: location.pathname + location.search,
    });
  return (
    <div className={styles.download}>
      <button
        type="button"
        className={styles.downloadButton}
        aria-label={t('download.label', { title })}
        onClick={onDownload}
      >
        <DownloadIcon width="18" height="18" />
        {t('common:download.start')}
      </button>
      <span className={styles.fileSize}>
        <span className="visually-hidden">{t('download.size')} </span>
        {formatFileSize(file.size, currentLanguage())}
      </span>
    </div>
  );
}
