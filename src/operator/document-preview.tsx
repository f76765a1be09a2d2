// A creator's document (a withdrawal's ID or bank book copy, a guardian's consent, an inquiry's
// attachment) shown in place through its signed link: an image as <img>, a PDF in a frame with a
// link beside it (a browser that shows no PDF in a frame, or a server that refuses the frame, still
// leaves the link), anything else (a ZIP) as a link only. The links need no Authorization header.
import { useTranslation } from 'react-i18next';
import type { PrivateFile } from '../../contract/submissions';
import { formatFileSize } from '../lib/format-file-size';
import { currentLanguage } from '../lib/i18n';
import styles from './operator-pages.module.css';

type Kind = 'image' | 'pdf' | 'other';

export function documentKind(fileName: string): Kind {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'pdf') return 'pdf';
  if (extension && ['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(extension)) return 'image';
  return 'other';
}

export function DocumentPreview({ file, label }: { file: PrivateFile; label?: string }) {
  const { t } = useTranslation('operator');
  const kind = documentKind(file.fileName);
  const name = label ?? file.fileName;
  return (
    <figure className={styles.document}>
      {kind === 'image' && <img src={file.url} alt={name} loading="lazy" />}
      {kind === 'pdf' && <iframe src={file.url} title={name} loading="lazy" />}
      <figcaption className={styles.documentCaption}>
        <a href={file.url} target="_blank" rel="noopener noreferrer">
          {kind === 'pdf' ? t('documents.openPdf', { name: file.fileName }) : file.fileName}
        </a>{' '}
        <span className={styles.muted}>({formatFileSize(file.size, currentLanguage())})</span>
      </figcaption>
    </figure>
  );
}
