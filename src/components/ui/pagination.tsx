// Page links and the page-size choice of a list screen (spec §9: 20, 40, 60). Pages are links, so
// they work with the keyboard, open in a new tab and land in the history like any navigation.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_SIZE_OPTIONS } from '../../lib/constants';
import type { PageSize } from '../../lib/use-list-params';
import styles from './pagination.module.css';
import text from './text.module.css';
import layout from './layout.module.css';

/** How many page numbers show at once on a wide screen. */
const WINDOW = 10;
/** On a phone only the pages this close to the current one show (pagination.module.css). */
const NEAR = 1;

interface PaginationProps {
  page: number;
  size: PageSize;
  totalCount: number;
  /** The search string for a page, e.g. `?page=3&size=40` (from useListParams). */
  searchForPage: (page: number) => string;
  onSizeChange: (size: PageSize) => void;
  /** Names the navigation landmark, e.g. "Notice pages". */
  label: string;
}

export function Pagination({ page, size, totalCount, searchForPage, onSizeChange, label }: PaginationProps) {
  const { t } = useTranslation();
  const sizeId = useId();
  const lastPage = Math.max(1, Math.ceil(totalCount / size));
  const current = Math.min(page, lastPage);
  const windowStart = Math.floor((current - 1) / WINDOW) * WINDOW + 1;
  const windowEnd = Math.min(lastPage, windowStart + WINDOW - 1);
  const pages: number[] = [];
  for (let n = windowStart; n <= windowEnd; n += 1) pages.push(n);

  const step = (target: number, text: string, symbol: string, disabled: boolean) =>
    disabled ? (
      <span className={styles.step} aria-disabled="true">
        <span aria-hidden="true">{symbol}</span>
        <span className="visually-hidden">{text}</span>
      </span>
    ) : (
      <Link className={styles.step} to={{ search: searchForPage(target) }} aria-label={text}>
        <span aria-hidden="true">{symbol}</span>
      </Link>
    );

  return (
    <div className={`${layout.cluster} ${styles.bar}`}>
      <p className={text.muted}>{t('pagination.total', { count: totalCount })}</p>
      {totalCount > 0 && (
        <nav className={styles.nav} aria-label={label}>
          <ul className={styles.pages}>
            <li>{step(1, t('pagination.first'), '«', current === 1)}</li>
            <li>{step(current - 1, t('pagination.previous'), '‹', current === 1)}</li>
            {pages.map((n) => (
              <li key={n} data-far={Math.abs(n - current) > NEAR || undefined}>
                {n === current ? (
                  <span className={styles.current} aria-current="page">
                    <span className="visually-hidden">{t('pagination.page')}</span> {n}
                  </span>
                ) : (
                  <Link className={styles.page} to={{ search: searchForPage(n) }}>
                    <span className="visually-hidden">{t('pagination.page')}</span> {n}
                  </Link>
                )}
              </li>
            ))}
            <li>{step(current + 1, t('pagination.next'), '›', current === lastPage)}</li>
            <li>{step(lastPage, t('pagination.last'), '»', current === lastPage)}</li>
          </ul>
        </nav>
      )}
      <div className={styles.size}>
        <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
        <select
          id={sizeId}
          value={size}
          onChange={(event) => onSizeChange(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZE_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t('pagination.pageSizeOption', { size: option })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
