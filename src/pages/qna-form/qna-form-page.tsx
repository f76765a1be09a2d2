import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getInquiry } from '../../api/inquiries';
import form from '../../components/form/form.module.css';
import { Card } from '../../components/ui/card';
import { Page, PageHeader } from '../../components/ui/page';
import { isNotFound, LoadState } from '../../components/ui/load-state';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { InquiryForm } from './inquiry-form';

// Write an inquiry (/qna/form) or edit an unanswered one (/qna/form/{uuid}) (login required;
// POST /api/inquiries, PUT /api/inquiries/{uuid}).
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
      <Card>
        <InquiryForm inquiry={null} />
      </Card>
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
          <Card>
            <InquiryForm inquiry={inquiry.data} />
          </Card>
        ) : (
          <div role="alert" className={form.alert}>
            <p>{t('form.notEditable')}</p>
          </div>
        ))}
    </Page>
  );
}
