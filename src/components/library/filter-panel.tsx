import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, FilterIcon } from './library-icons';
import styles from './library.module.css';

interface FilterPanelProps {
  /** Names the filter region ("Audio filters"). */
  label: string;
  /** How many filters are set, shown on the folded bar. */
  activeCount: number;
  children: ReactNode;
}

/**
 * A library's filter bar. On a phone it folds behind a "Filters" button so that the list starts
 * on the first screen; the CSS shows the button and hides the folded row only below 640 px, so
 * wider screens always show every filter.
 */
export function FilterPanel({ label, activeCount, children }: FilterPanelProps) {
  const { t } = useTranslation('library');
  const [open, setOpen] = useState(false);
  const rowId = useId();
  return (
    <section className={styles.filters} aria-label={label}>
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={rowId}
        onClick={() => setOpen((value) => !value)}
      >
        <FilterIcon />
        {t('filters.toggle')}
        {activeCount > 0 && (
          <span className={styles.activeCount}>{t('filters.activeCount', { count: activeCount })}</span>
        )}
        <ChevronDownIcon className={styles.toggleChevron} />
      </button>
      <div id={rowId} className={styles.filterRow} data-open={open}>
        {children}
      </div>
    </section>
  );
}
