import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import type { Notice } from '../../../contract/notices';
import { noticeRead } from '../../../contract/page-reads';
import { getNotice } from '../../api/notices';
import { DownloadIcon } from '../../components/icons';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Page, PageHeader } from '../../components/ui/page';
import { isNotFound, LoadState } from '../../components/ui/load-state';
import { RichText } from '../../components/ui/rich-text';
import { DEFAULT_PAGE_SIZE } from '../../lib/constants';
import { startDownload } from '../../lib/download';
import { embeddedAnswer } from '../../lib/embedded-reads';
import { formatFileSize } from '../../lib/format-file-size';
import { currentLanguage } from '../../lib/i18n';
import { paths, withQuery } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { parsePage, parsePageSize } from '../../lib/use-list-params';
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
  const back = { to: listPathFrom(location.state), label: t('detail.backToList') };
  const notice = useEnvelope(`notice/${uuid}`, (signal) => getNotice(uuid, signal), {
    initial: embeddedAnswer(noticeRead(uuid)),
  });
  const titleId = useId();

  if (notice.status === 'ready') {
    return (
      <Page width="medium">
        <PageHeader back={back} title={notice.data.title} titleId={titleId} />
        <NoticeArticle notice={notice.data} titleId={titleId} />
      </Page>
    );
  }
  return (
    <Page width="medium">
      <PageHeader
        back={back}
        title={t('common:pages.noticeDetail')}
        documentTitle={isNotFound(notice) ? t('detail.notFoundTitle') : undefined}
      />
      <LoadState
        load={notice}
        errorTitle={t('detail.error')}
        notFound={{ title: t('detail.notFoundTitle'), text: t('detail.notFoundText') }}
      />
    </Page>
  );
}

function NoticeArticle({ notice, titleId }: { notice: Notice; titleId: string }) {
  const { t } = useTranslation('notices');
  const language = currentLanguage();
  const attachmentId = useId();
  const { attachment } = notice;

  return (
    <Card as="article" padding="none" labelledBy={titleId}>
      <dl className={styles.meta}>
        <dt>{t('detail.posted')}</dt>
        <dd>
          <DateTime iso={notice.date} dateOnly />
        </dd>
      </dl>

      <RichText html={notice.content} className={styles.content} />

      {attachment && (
        <section className={styles.attachment} aria-labelledby={attachmentId}>
          <h2 id={attachmentId} className={styles.attachmentTitle}>
            {t('detail.attachment')}
          </h2>
          <Button variant="secondary" className={styles.file} onClick={() => startDownload(attachment)}>
            <DownloadIcon />
            {/* The spaces keep the button's name readable: "Download attachment: a.pdf 240 kB". */}
            <span className="visually-hidden">{t('detail.download')}</span>{' '}
            <span className={styles.fileName}>{attachment.fileName}</span>{' '}
            <span className={styles.fileSize}>{formatFileSize(attachment.size, language)}</span>
          </Button>
        </section>
      )}
    </Card>
  );
}
