import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { ResetIcon } from './library-icons';
import styles from './library.module.css';

/** The end of a library filter bar: clears every filter (disabled while none is set). */
export function ResetFiltersButton({ onReset, hasFilters }: { onReset: () => void; hasFilters: boolean }) {
  const { t } = useTranslation('library');
  return (
    <Button variant="secondary" className={styles.resetButton} onClick={onReset} disabled={!hasFilters}>
      <ResetIcon />
      {t('filters.reset')}
    </Button>
  );
}
