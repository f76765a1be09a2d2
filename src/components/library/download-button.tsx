import { useTranslation } from 'react-i18next';
import type { StoredFile } from '../../../contract/files';
import { downloadForMember } from '../../lib/download';
import { DownloadIcon } from './library-icons';
import styles from './library.module.css';

interface DownloadButtonProps {
  file: Pick<StoredFile, 'fileUrl' | 'fileName' | 'size'>;
  /** The item's name, for the button's accessible name ("Download <title>"). */
  title: string;
}

/**
 * A free audio or font download (spec §1, §6, §8): a logged-in user's browser opens the download
 * path; an anonymous user gets the "requires login" message and nothing is fetched.
 */
export function DownloadButton({ file, title }: DownloadButtonProps) {
  const { t, i18n } = useTranslation(['library', 'common']);
  return (
    <div className={styles.download}>
      <button
        type="button"
        className={styles.downloadButton}
        aria-label={t('download.label', { title })}
        onClick={() => downloadForMember(file, t('common:download.loginRequired'))}
      >
        <DownloadIcon />
        {t('common:download.start')}
      </button>
      <span className={styles.fileSize}>
        <span className="visually-hidden">{t('download.size')} </span>
        {formatBytes(file.size, i18n.language)}
      </span>
    </div>
  );
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** 2,345,678 → "2.2 MB" (binary steps, as file sizes usually are). */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
