import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { Inquiry } from '../../../contract/inquiries';
import { getInquiry } from '../../api/inquiries';
import { Page, PageHeader } from '../../components/ui/page';
import { isNotFound, LoadState } from '../../components/ui/load-state';
import { PageState } from '../../components/ui/page-state';
import { pageBody } from '../../lib/page-body';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';

// One inquiry (login required; GET /api/inquiries/{uuid}): the question, its attachment (a signed
// link only the owner gets), the answer (HTML sanitized again here by the notices' DOMPurify
// allowlist) and, while unanswered, edit and delete (with a confirmation). This is the page's frame
// (heading, states, the inquiry's request); the rest is its body, a chunk of its own that starts
// loading with this module (lib/page-body.ts).
const QnaDetailBody = pageBody(() => import('./qna-detail-body'));

export default function QnaDetailPage() {
  const { t } = useTranslation(['qna', 'common']);
  const { uuid = '' } = useParams();
  const inquiry = useEnvelope(`inquiry:${uuid}`, (signal) => getInquiry(uuid, signal));
  const [updated, setUpdated] = useState<Inquiry | null>(null);
  const back = { to: paths.qna, label: t('detail.back') };

  if (inquiry.status !== 'ready') {
    return (
      <Page width="medium">
        <PageHeader
          back={back}
          title={t('common:pages.qnaDetail')}
          documentTitle={isNotFound(inquiry) ? t('detail.notFoundTitle') : undefined}
        />
        <LoadState
          load={inquiry}
          errorTitle={t('detail.error')}
          notFound={{ title: t('detail.notFoundTitle'), text: t('detail.notFoundText') }}
        />
      </Page>
    );
  }
  const shown = updated?.uuid === inquiry.data.uuid ? updated : inquiry.data;
  return (
    <Page width="medium">
      <PageHeader back={back} title={shown.title} />
      <Suspense fallback={<PageState kind="loading" />}>
        <QnaDetailBody inquiry={shown} onDeleted={setUpdated} />
      </Suspense>
    </Page>
  );
}
