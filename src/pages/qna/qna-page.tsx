import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Page } from '../../../contract/envelope';
import type { InquirySummary } from '../../../contract/inquiries';
import { getInquiries } from '../../api/inquiries';
import { InquiryStateBadge } from '../../components/inquiry-state/inquiry-state-badge';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { Pagination } from '../../components/pagination/pagination';
import { formatDateTime, fromIsoTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
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
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <PageTitle title={t('common:pages.qna')} />
          <p className={styles.intro}>{t('list.intro')}</p>
        </div>
        <Link className={styles.write} to={paths.qnaForm}>
          {t('list.write')}
        </Link>
      </header>
      {list.status === 'error' && (
        <LoadProblem
          title={t('list.error')}
          errorCode={list.errorCode}
          retryLabel={t('list.retry')}
          onRetry={list.retry}
        />
      )}
      {list.status === 'loading' && <PageLoader />}
      {list.status === 'ready' && (
        <>
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
        </>
      )}
    </div>
  );
}

function InquiryTable({ data, stale }: { data: Page<InquirySummary>; stale: boolean }) {
  const { t } = useTranslation('qna');
  const language = currentLanguage();
  if (data.lists.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('list.empty')}</p>
        <Link className={styles.write} to={paths.qnaForm}>
          {t('list.emptyAction')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-busy={stale || undefined} data-stale={stale || undefined}>
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('list.title')}</th>
            <th scope="col">{t('list.category')}</th>
            <th scope="col">{t('list.date')}</th>
            <th scope="col">{t('list.state')}</th>
          </tr>
        </thead>
        <tbody>
          {data.lists.map((inquiry) => (
            <tr key={inquiry.uuid} data-state={inquiry.state}>
              <td>
                <Link className={styles.title} to={paths.qnaDetail(inquiry.uuid)}>
                  {inquiry.title}
                </Link>
                {inquiry.hasAttachment && <span className={styles.clip}> · {t('list.withAttachment')}</span>}
              </td>
              <td>{t(`categories.${inquiry.category}`)}</td>
              <td>
                <time dateTime={inquiry.createdAt}>
                  {formatDateTime(fromIsoTimestamp(inquiry.createdAt), language)}
                </time>
              </td>
              <td>
                <InquiryStateBadge state={inquiry.state} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
