import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import type { Notice } from '../../../contract/notices';
import { getNotice } from '../../api/notices';
import { DownloadIcon } from '../../components/icons';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageTitle } from '../../components/page-title';
import { DEFAULT_PAGE_SIZE } from '../../lib/constants';
import { formatDate, fromIsoTimestamp } from '../../lib/date';
import { startDownload } from '../../lib/download';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { parsePage, parsePageSize } from '../../lib/use-list-params';
import { NoticeContent } from './notice-content';
import styles from './notice-detail-page.module.css';

/**
 * The list page the user came from. The list puts its search string in the link's history state
 * (`noticeListSearch`, see src/pages/notice/notice-page.tsx); only a valid page and size are
 * taken from it. A visit without it (a shared link, a new tab) returns to the first page.
 */
function listPathFrom(state: unknown): string {
  const search =
    typeof state === 'object' && state !== null && 'noticeListSearch' in state
      ? (state as { noticeListSearch: unknown }).noticeListSearch
      : null;
  if (typeof search !== 'string') return paths.notices;
  const params = new URLSearchParams(search);
  const page = parsePage(params.get('page'));
  const size = parsePageSize(params.get('size'));
  return withQuery(paths.notices, {
    page: page > 1 ? page : null,
    size: size !== DEFAULT_PAGE_SIZE ? size : null,
  });
}

// One notice (spec §2, GET /p/api/notices/{uuid}): title, date, the sanitized content, the
// attachment as a download button, and a way back to the list page the user came from.
export default function NoticeDetailPage() {
  const { t } = useTranslation(['notices', 'common']);
  const { uuid = '' } = useParams();
  const location = useLocation();
  const backTo = listPathFrom(location.state);
  const notice = useEnvelope(`notice/${uuid}`, (signal) => getNotice(uuid, signal));

  const backLink = (
    <div className={styles.actions}>
      <Link className={styles.back} to={backTo}>
        {t('detail.backToList')}
      </Link>
    </div>
  );

  if (notice.status === 'error' && notice.errorCode === ErrorCode.NotFound) {
    return (
      <div className={styles.page}>
        <section className={styles.message}>
          <PageTitle title={t('detail.notFoundTitle')} />
          <p className={styles.messageText}>{t('detail.notFoundText')}</p>
        </section>
        {backLink}
      </div>
    );
  }

  if (notice.status === 'error') {
    return (
      <div className={styles.page}>
        <p className={styles.board}>{t('detail.board')}</p>
        <PageTitle title={t('common:pages.noticeDetail')} />
        <LoadProblem
          title={t('detail.error')}
          errorCode={notice.errorCode}
          retryLabel={t('detail.retry')}
          onRetry={notice.retry}
          spaced
        />
        {backLink}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {notice.status === 'ready' ? <NoticeArticle notice={notice.data} /> : <NoticeSkeleton />}
      {backLink}
    </div>
  );
}

function NoticeArticle({ notice }: { notice: Notice }) {
  const { t } = useTranslation('notices');
  const language = currentLanguage();
  const titleId = useId();
  const attachmentId = useId();
  const { attachment } = notice;

  return (
    <article className={styles.article} aria-labelledby={titleId}>
      <header className={styles.head}>
        <p className={styles.board}>{t('detail.board')}</p>
        <PageTitle id={titleId} title={notice.title} />
        <dl className={styles.meta}>
          <dt>{t('detail.posted')}</dt>
          <dd>
            <time dateTime={notice.date}>{formatDate(fromIsoTimestamp(notice.date), language)}</time>
          </dd>
        </dl>
      </header>

      <NoticeContent html={notice.content} />

      {attachment && (
        <section className={styles.attachment} aria-labelledby={attachmentId}>
          <h2 id={attachmentId} className={styles.attachmentTitle}>
            {t('detail.attachment')}
          </h2>
          <button type="button" className={styles.file} onClick={() => startDownload(attachment)}>
            <DownloadIcon />
            {/* The spaces keep the button's name readable: "Download attachment: a.pdf 240 kB". */}
            <span className="visually-hidden">{t('detail.download')}</span>{' '}
            <span className={styles.fileName}>{attachment.fileName}</span>{' '}
            <span className={styles.fileSize}>{formatFileSize(attachment.size, language)}</span>
          </button>
        </section>
      )}
    </article>
  );
}

/** The article's boxes while it loads: the header and a few lines of text (no jump). */
function NoticeSkeleton() {
  const { t } = useTranslation(['notices', 'common']);
  return (
    <div className={styles.article}>
      <div className={styles.head}>
        <p className={styles.board}>{t('detail.board')}</p>
        <div className="visually-hidden">
          <PageTitle title={t('common:pages.noticeDetail')} />
        </div>
        <span className={`${styles.bone} ${styles.boneTitle}`} aria-hidden="true" />
        <span className={`${styles.bone} ${styles.boneMeta}`} aria-hidden="true" />
      </div>
      <div className={styles.content} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <span key={index} className={`${styles.bone} ${styles.boneLine}`} />
        ))}
      </div>
      <p className="visually-hidden" role="status">
        {t('common:status.loading')}
      </p>
    </div>
  );
}
