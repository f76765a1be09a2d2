import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getInquiry } from '../../api/inquiries';
import form from '../../components/form/form.module.css';
import { Page, PageHeader } from '../../components/ui/page';
import { isNotFound, LoadState } from '../../components/ui/load-state';
import { PageState } from '../../components/ui/page-state';
import { pageBody } from '../../lib/page-body';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';

// The form, its attachment's checks and upload, and the entries' texts those checks use come
// after the first paint (issue 25).
const QnaFormBody = pageBody(() => import('./qna-form-body'), ['entries']);

// Write an inquiry (/qna/form) or edit an unanswered one (/qna/form/{uuid}) (login required;
// POST /api/inquiries, PUT /api/inquiries/{uuid}). This frame paints the heading and, when editing,
// asks for the inquiry; the form is ./qna-form-body.
export default function QnaFormPage() {
  const { uuid } = useParams();
  return uuid ? <EditInquiry uuid={uuid} /> : <NewInquiry />;
}

function NewInquiry() {
  const { t } = useTranslation('qna');
  return (
    <Page width="narrow">
      <PageHeader
        back={{ to: paths.qna, label: t('detail.back') }}
        title={t('form.newTitle')}
        intro={t('form.intro')}
      />
      <Suspense fallback={<PageState kind="loading" />}>
        <QnaFormBody inquiry={null} />
      </Suspense>
    </Page>
  );
}

function EditInquiry({ uuid }: { uuid: string }) {
  const { t } = useTranslation(['qna', 'common']);
  const inquiry = useEnvelope(`inquiry:${uuid}`, (signal) => getInquiry(uuid, signal));
  const editable = inquiry.status === 'ready' && inquiry.data.state === 'unanswered';
  const notFound = isNotFound(inquiry);
  return (
    <Page width="narrow">
      <PageHeader
        back={
          notFound
            ? { to: paths.qna, label: t('detail.back') }
            : { to: paths.qnaDetail(uuid), label: t('form.toDetail') }
        }
        title={t('form.editTitle')}
        intro={editable ? t('form.intro') : undefined}
      />
      <LoadState
        load={inquiry}
        errorTitle={t('detail.error')}
        notFound={{ title: t('detail.notFoundTitle'), text: t('detail.notFoundText') }}
      />
      {inquiry.status === 'ready' &&
        (editable ? (
          <Suspense fallback={<PageState kind="loading" />}>
            <QnaFormBody inquiry={inquiry.data} />
          </Suspense>
        ) : (
          <div role="alert" className={form.alert}>
            <p>{t('form.notEditable')}</p>
          </div>
        ))}
    </Page>
  );
}
