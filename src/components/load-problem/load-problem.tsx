import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/error-messages';
import styles from './load-problem.module.css';

interface LoadProblemProps {
  /** What could not be loaded ("The notices could not be loaded."). */
  title: string;
  errorCode: string | null;
  retryLabel: string;
  onRetry: () => void;
  /** Under a page title: a gap above. */
  spaced?: boolean;
}

/** The notice board's failure state: what failed, the error code's message and a retry button. */
export function LoadProblem({ title, errorCode, retryLabel, onRetry, spaced = false }: LoadProblemProps) {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <div className={spaced ? `${styles.problem} ${styles.spaced}` : styles.problem} role="alert">
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{t(errorMessageKey(errorCode))}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
