import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { NoticeSummary } from '../../../contract/notices';
import { getNotices } from '../../api/notices';
import { Icon } from '../../components/icons';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination/pagination';
import { formatDate, fromIsoTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './notice-page.module.css';

const NO_FILTERS: readonly never[] = [];
/** Placeholder rows while the first page loads: the board keeps its height (no jump). */
const SKELETON_ROWS = 10;

/**
 * What the detail page's "back to list" link returns to: this list's search string (page and
 * size). It travels in the history entry's state, so it survives a reload of the detail page.
 */
interface NoticeListState {
  noticeListSearch: string;
}

// Notice list (spec §2, GET /p/api/notices): a board of numbered rows, newest first, with page
// and size in the URL (back, reload and a shared link return to the same page).
export default function NoticePage() {
  const { t } = useTranslation(['notices', 'common']);
  const language = currentLanguage();
  const location = useLocation();
  const { page, size, searchForPage, setSize } = useListParams(NO_FILTERS);
  const captionId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const notices = useEnvelope(
    `notices?page=${page}&size=${size}`,
    (signal) => getNotices(page, size, signal),
    { keepPrevious: true },
  );
  // While another page loads, the last one stays on screen (dimmed), so nothing jumps.
  const stale = notices.status === 'ready' && (notices.data.page !== page || notices.data.size !== size);

  // After a page or size change, the board takes focus: the link that was clicked may be gone,
  // and a screen reader starts at the new rows.
  const listKey = `${page}/${size}`;
  const firstListKey = useRef(listKey);
  useEffect(() => {
    if (listKey !== firstListKey.current) tableRef.current?.focus({ preventScroll: true });
  }, [listKey]);

  const listState: NoticeListState = { noticeListSearch: location.search };

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <PageTitle title={t('common:pages.notice')} />
        <p className={styles.intro}>{t('list.intro')}</p>
      </header>

      {notices.status === 'error' ? (
        <LoadProblem
          title={t('list.error')}
          errorCode={notices.errorCode}
          retryLabel={t('list.retry')}
          onRetry={notices.retry}
        />
      ) : (
        <table
          ref={tableRef}
          tabIndex={-1}
          className={styles.table}
          aria-labelledby={captionId}
          aria-busy={notices.status === 'loading' || stale || undefined}
          data-stale={stale || undefined}
        >
          <caption id={captionId} className="visually-hidden">
            {t('list.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.numberCell}>
                {t('list.columns.number')}
              </th>
              <th scope="col" className={styles.titleHead}>
                {t('list.columns.title')}
              </th>
              <th scope="col" className={styles.fileCell}>
                {t('list.columns.attachment')}
              </th>
              <th scope="col" className={styles.dateCell}>
                {t('list.columns.date')}
              </th>
            </tr>
          </thead>
          <tbody>
            {notices.status === 'loading' && <SkeletonRows />}
            {notices.status === 'ready' && notices.data.lists.length === 0 && (
              <tr>
                <td colSpan={4} className={styles.empty}>
                  {notices.data.totalCount === 0 ? (
                    t('list.empty')
                  ) : (
                    <>
                      {t('list.emptyPage')}{' '}
                      <Link to={{ search: searchForPage(1) }}>{t('list.firstPage')}</Link>
                    </>
                  )}
                </td>
              </tr>
            )}
            {notices.status === 'ready' &&
              notices.data.lists.map((notice, index) => (
                <NoticeRow
                  key={notice.uuid}
                  notice={notice}
                  number={notices.data.totalCount - (notices.data.page - 1) * notices.data.size - index}
                  language={language}
                  state={listState}
                />
              ))}
          </tbody>
        </table>
      )}

      {notices.status === 'loading' && (
        <p className="visually-hidden" role="status">
          {t('common:status.loading')}
        </p>
      )}

      {notices.status === 'ready' ? (
        <Pagination
          page={page}
          size={size}
          totalCount={notices.data.totalCount}
          searchForPage={searchForPage}
          onSizeChange={setSize}
          label={t('list.pagination')}
        />
      ) : (
        notices.status === 'loading' && <div className={styles.paginationSpace} aria-hidden="true" />
      )}
    </div>
  );
}

interface NoticeRowProps {
  notice: NoticeSummary;
  number: number;
  language: ReturnType<typeof currentLanguage>;
  state: NoticeListState;
}

function NoticeRow({ notice, number, language, state }: NoticeRowProps) {
  const { t } = useTranslation('notices');
  return (
    <tr className={styles.row}>
      <td className={styles.numberCell}>{number > 0 ? number : ''}</td>
      <td className={styles.titleCell}>
        <Link className={styles.titleLink} to={paths.noticeDetail(notice.uuid)} state={state}>
          {notice.title}
        </Link>
      </td>
      <td className={styles.fileCell}>
        {notice.hasAttachment && (
          <span className={styles.clip} title={t('list.hasAttachment')}>
            <ClipIcon />
            <span className="visually-hidden">{t('list.hasAttachment')}</span>
          </span>
        )}
      </td>
      <td className={styles.dateCell}>
        <time dateTime={notice.date}>{formatDate(fromIsoTimestamp(notice.date), language)}</time>
      </td>
    </tr>
  );
}

function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, index) => (
    <tr key={index} className={styles.row} aria-hidden="true">
      <td className={styles.numberCell}>
        <span className={`${styles.bone} ${styles.boneNumber}`} />
      </td>
      <td className={styles.titleCell}>
        <span className={`${styles.bone} ${styles.boneTitle}`} />
      </td>
      <td className={styles.fileCell} />
      <td className={styles.dateCell}>
        <span className={`${styles.bone} ${styles.boneDate}`} />
      </td>
    </tr>
  ));
}

function ClipIcon() {
  return (
    <Icon width="18" height="18">
      <path d="m21 11-8.5 8.5a5.5 5.5 0 0 1-7.8-7.8l9.2-9.2a3.7 3.7 0 0 1 5.2 5.2l-9.2 9.2a1.8 1.8 0 0 1-2.6-2.6L16 5.6" />
    </Icon>
  );
}
