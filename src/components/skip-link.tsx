import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './main-content';
import styles from './skip-link.module.css';

/**
 * First stop for keyboard users. It moves focus itself instead of following "#main", which would
 * add a hash entry to the history that the router then treats as a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={styles.skipLink}
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('a11y.skipToContent')}
    </a>
  );
}
