import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { NoticeSummary } from '../../../contract/notices';
import { noticesRead } from '../../../contract/page-reads';
import { getNotices } from '../../api/notices';
import { Icon } from '../../components/icons';
import { ButtonLink } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { EmptyState } from '../../components/ui/empty-state';
import { Page, PageHeader } from '../../components/ui/page';
import { LoadState } from '../../components/ui/load-state';
import { Pagination } from '../../components/ui/pagination';
import { embeddedAnswer } from '../../lib/embedded-reads';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './notice-page.module.css';

const NO_FILTERS: readonly never[] = [];

/**
 * What the detail page's "back to list" link returns to: this list's search string (page and
 * size). It travels in the history entry's state, so it survives a reload of the detail page.
 */
interface NoticeListState {
  noticeListSearch: string;
}

/** A notice with its running number on the board (newest = highest). */
interface NumberedNotice {
  notice: NoticeSummary;
  number: number;
}

// Notice list (spec §2, GET /p/api/notices): a board of numbered rows, newest first, with page
// and size in the URL (back, reload and a shared link return to the same page). On a phone each
// notice is a card: its title, the date and the attachment mark.
export default function NoticePage() {
  const { t } = useTranslation(['notices', 'common']);
  const location = useLocation();
  const { page, size, searchForPage, setSize } = useListParams(NO_FILTERS);
  const tableRef = useRef<HTMLTableElement>(null);
  const notices = useEnvelope(
    `notices?page=${page}&size=${size}`,
    (signal) => getNotices(page, size, signal),
    { keepPrevious: true, initial: embeddedAnswer(noticesRead(page, size)) },
  );
  // While another page loads, the last one stays on screen (dimmed), so nothing jumps.
  const stale = notices.status === 'ready' && (notices.data.page !== page || notices.data.size !== size);

  // After a page or size change, the board takes focus: the link that was clicked may be gone,
  // and a screen reader starts at the new rows. A frame later, after <main> has taken focus for
  // the first in-app navigation (MainContent).
  const listKey = `${page}/${size}`;
  const firstListKey = useRef(listKey);
  useEffect(() => {
    if (listKey === firstListKey.current) return;
    const frame = requestAnimationFrame(() => tableRef.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [listKey]);

  const listState: NoticeListState = { noticeListSearch: location.search };
  const columns: Column<NumberedNotice>[] = [
    {
      key: 'number',
      header: t('list.columns.number'),
      nowrap: true,
      hideWhenStacked: true,
      cell: ({ number }) => (number > 0 ? number : ''),
    },
    {
      key: 'title',
      header: t('list.columns.title'),
      primary: true,
      cell: ({ notice }) => (
        <Link className={styles.title} to={paths.noticeDetail(notice.uuid)} state={listState}>
          {notice.title}
        </Link>
      ),
    },
    {
      key: 'attachment',
      header: t('list.columns.attachment'),
      nowrap: true,
      cell: ({ notice }) =>
        notice.hasAttachment && (
          <span className={styles.clip} title={t('list.hasAttachment')}>
            <ClipIcon />
            <span className="visually-hidden">{t('list.hasAttachment')}</span>
          </span>
        ),
    },
    {
      key: 'date',
      header: t('list.columns.date'),
      nowrap: true,
      cell: ({ notice }) => <DateTime iso={notice.date} dateOnly />,
    },
  ];

  return (
    <Page>
      <PageHeader title={t('common:pages.notice')} intro={t('list.intro')} />
      <LoadState load={notices} errorTitle={t('list.error')} />
      {notices.status === 'ready' && (
        <div>
          {notices.data.lists.length === 0 ? (
            <EmptyState
              title={notices.data.totalCount === 0 ? t('list.empty') : t('list.emptyPage')}
              action={
                notices.data.totalCount > 0 && (
                  <ButtonLink variant="secondary" to={{ search: searchForPage(1) }}>
                    {t('list.firstPage')}
                  </ButtonLink>
                )
              }
            />
          ) : (
            <DataTable
              tableRef={tableRef}
              caption={t('list.caption')}
              columns={columns}
              rows={notices.data.lists.map((notice, index) => ({
                notice,
                number: notices.data.totalCount - (notices.data.page - 1) * notices.data.size - index,
              }))}
              rowKey={({ notice }) => notice.uuid}
              stale={stale}
            />
          )}
          <Pagination
            page={page}
            size={size}
            totalCount={notices.data.totalCount}
            searchForPage={searchForPage}
            onSizeChange={setSize}
            label={t('list.pagination')}
          />
        </div>
      )}
    </Page>
  );
}

function ClipIcon() {
  return (
    <Icon width="18" height="18">
      <path d="m21 11-8.5 8.5a5.5 5.5 0 0 1-7.8-7.8l9.2-9.2a3.7 3.7 0 0 1 5.2 5.2l-9.2 9.2a1.8 1.8 0 0 1-2.6-2.6L16 5.6" />
    </Icon>
  );
}
