// The loading, empty and error states of a library list. The loading rows take the space of the
// real rows (the caller's row class), so nothing below moves when the list arrives.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../lib/error-messages';
import { ResetIcon } from './library-icons';
import styles from './library.module.css';

export function ListLoading({ rows, className, row }: { rows: number; className?: string; row: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index}>{row}</li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {t('status.loading')}
      </p>
    </>
  );
}

export function ListEmpty({ message, onReset }: { message: string; onReset?: () => void }) {
  const { t } = useTranslation('library');
  return (
    <div className={styles.state} role="status">
      <p className={styles.stateText}>{message}</p>
      {onReset && (
        <button type="button" className={styles.secondaryButton} onClick={onReset}>
          <ResetIcon />
          {t('filters.reset')}
        </button>
      )}
    </div>
  );
}

export function ListError({
  message,
  errorCode,
  onRetry,
}: {
  message: string;
  errorCode: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['library', 'errors']);
  return (
    <div className={`${styles.state} ${styles.stateError}`} role="alert">
      <p className={styles.stateText}>{message}</p>
      <p className={styles.stateDetail}>{t(errorMessageKey(errorCode))}</p>
      <button type="button" className={styles.primaryButton} onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}
