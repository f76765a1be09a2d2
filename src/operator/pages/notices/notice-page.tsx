// /operator/notices/new and /operator/notices/:uuid (support): one form to post a notice or to edit
// one (texts, language, shown or hidden, its attachment). An edit sends only what changed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DateTime } from '../../../components/ui/date-time';
import { isNotFound, LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { getNoticeForSupport } from '../../api/notices';
import { operatorPaths } from '../../paths';
import pages from '../../operator-pages.module.css';
import { NoticeDisplayBadge } from './notice-display';
import { NoticeForm } from './notice-form';

export default function NoticePage() {
  const { uuid } = useParams();
  return uuid ? <EditNotice uuid={uuid} /> : <NewNotice />;
}

function useBack() {
  const { t } = useTranslation('operator');
  return { to: operatorPaths.notices(), label: t('notice.back') };
}

function NewNotice() {
  const { t } = useTranslation('operator');
  return (
    <Page width="medium">
      <PageHeader back={useBack()} title={t('notice.newTitle')} intro={t('notice.newLead')} />
      <NoticeForm notice={null} />
    </Page>
  );
}

function EditNotice({ uuid }: { uuid: string }) {
  const { t } = useTranslation('operator');
  const back = useBack();
  const [reloads, setReloads] = useState(0);
  const notice = useEnvelope(
    `operator-notice:${uuid}#${reloads}`,
    (signal) => getNoticeForSupport(uuid, signal),
    { keepPrevious: true },
  );
  if (notice.status !== 'ready') {
    return (
      <Page width="medium">
        <PageHeader
          back={back}
          title={t('notice.editTitle')}
          documentTitle={isNotFound(notice) ? t('notice.notFoundTitle') : undefined}
        />
        <LoadState
          load={notice}
          errorTitle={t('notice.error')}
          notFound={{ title: t('notice.notFoundTitle'), text: t('notice.notFoundText') }}
        />
      </Page>
    );
  }
  const { data } = notice;
  return (
    <Page width="medium">
      <PageHeader
        back={back}
        title={data.title}
        intro={
          <span className={pages.cluster}>
            <NoticeDisplayBadge shown={data.isDisplay} />
            <span>
              {t('notice.postedAt')} <DateTime iso={data.date} />
            </span>
          </span>
        }
      />
      {/* Reloaded after a save: the form starts again from what the server stored (its sanitized
          HTML, the new file), and only once that has arrived (the old data stays meanwhile). */}
      <NoticeForm key={JSON.stringify(data)} notice={data} onSaved={() => setReloads((count) => count + 1)} />
    </Page>
  );
}
