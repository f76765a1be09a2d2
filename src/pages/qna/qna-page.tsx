import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Page as ListPage } from '../../../contract/envelope';
import type { InquirySummary } from '../../../contract/inquiries';
import { getInquiries } from '../../api/inquiries';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { DateTime } from '../../components/ui/date-time';
import { EmptyState } from '../../components/ui/empty-state';
import { Page, PageHeader } from '../../components/ui/page';
import { LoadState } from '../../components/ui/load-state';
import { Pagination } from '../../components/ui/pagination';
import { inquiryTone } from '../../components/ui/tones';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './qna-page.module.css';

const NO_FILTERS = [] as const;

// My inquiries (login required; GET /api/inquiries): newest first, each with its title, date and
// state; page and size in the URL; a button to write one.
export default function QnaPage() {
  const { t } = useTranslation(['qna', 'common']);
  const { page, size, searchForPage, setSize } = useListParams(NO_FILTERS);
  const list = useEnvelope(
    `inquiries?page=${page}&size=${size}`,
    (signal) => getInquiries({ page, size }, signal),
    {
      keepPrevious: true,
    },
  );
  const stale = list.status === 'ready' && (list.data.page !== page || list.data.size !== size);

  return (
    <Page>
      <PageHeader
        title={t('common:pages.qna')}
        intro={t('list.intro')}
        actions={<ButtonLink to={paths.qnaForm}>{t('list.write')}</ButtonLink>}
      />
      <LoadState load={list} errorTitle={t('list.error')} />
      {list.status === 'ready' && (
        <div>
          <InquiryTable data={list.data} stale={stale} />
          {list.data.totalCount > 0 && (
            <Pagination
              page={page}
              size={size}
              totalCount={list.data.totalCount}
              searchForPage={searchForPage}
              onSizeChange={setSize}
              label={t('list.pagination')}
            />
          )}
        </div>
      )}
    </Page>
  );
}

function InquiryTable({ data, stale }: { data: ListPage<InquirySummary>; stale: boolean }) {
  const { t } = useTranslation('qna');
  if (data.lists.length === 0) {
    return (
      <EmptyState
        title={t('list.empty')}
        action={<ButtonLink to={paths.qnaForm}>{t('list.emptyAction')}</ButtonLink>}
      />
    );
  }
  const columns: Column<InquirySummary>[] = [
    {
      key: 'title',
      header: t('list.title'),
      primary: true,
      cell: (inquiry) => (
        <>
          <Link className={styles.title} to={paths.qnaDetail(inquiry.uuid)}>
            {inquiry.title}
          </Link>
          {inquiry.hasAttachment && <span className={styles.clip}> · {t('list.withAttachment')}</span>}
        </>
      ),
    },
    {
      key: 'category',
      header: t('list.category'),
      nowrap: true,
      cell: (inquiry) => t(`categories.${inquiry.category}`),
    },
    {
      key: 'date',
      header: t('list.date'),
      nowrap: true,
      // The day is enough in the list (the inquiry shows the time): room for the title.
      cell: (inquiry) => <DateTime iso={inquiry.createdAt} dateOnly />,
    },
    {
      key: 'state',
      header: t('list.state'),
      cell: (inquiry) => (
        <Badge tone={inquiryTone[inquiry.state]} state={inquiry.state}>
          {t(`states.${inquiry.state}`)}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('list.caption')}
      columns={columns}
      rows={data.lists}
      rowKey={(inquiry) => inquiry.uuid}
      stale={stale}
      muted={(inquiry) => inquiry.state === 'deleted'}
      rowState={(inquiry) => inquiry.state}
    />
  );
}
