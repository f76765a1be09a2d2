import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './page-title.module.css';

interface PageTitleProps {
  /** The page's heading. */
  title: string;
  /** The browser tab title when it should differ from "<title> | <site>". */
  documentTitle?: string;
  /** For aria-labelledby. */
  id?: string;
}

/** The page's one h1, which also names the browser tab. */
export function PageTitle({ title, documentTitle, id }: PageTitleProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <h1 id={id} className={styles.title}>
      {title}
    </h1>
  );
}

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title === appName ? appName : t('app.documentTitle', { title });
  }, [title, appName, t]);
}
