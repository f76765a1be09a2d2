import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ErrorCode } from '../../../contract/error-codes';
import { getInquiry } from '../../api/inquiries';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { InquiryForm } from './inquiry-form';
import styles from './qna-form-page.module.css';

// Write an inquiry (/qna/form) or edit an unanswered one (/qna/form/{uuid}) (login required;
// POST /api/inquiries, PUT /api/inquiries/{uuid}).
export default function QnaFormPage() {
  const { uuid } = useParams();
  return uuid ? <EditInquiry uuid={uuid} /> : <NewInquiry />;
}

function NewInquiry() {
  const { t } = useTranslation('qna');
  return (
    <div className={styles.page}>
      <PageTitle title={t('form.newTitle')} />
      <p className={styles.intro}>{t('form.intro')}</p>
      <InquiryForm inquiry={null} />
    </div>
  );
}

function EditInquiry({ uuid }: { uuid: string }) {
  const { t } = useTranslation(['qna', 'common']);
  const inquiry = useEnvelope(`inquiry:${uuid}`, (signal) => getInquiry(uuid, signal));
  if (inquiry.status === 'loading') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('form.editTitle')} />
        <PageLoader />
      </div>
    );
  }
  if (inquiry.status === 'error') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('form.editTitle')} />
        {inquiry.errorCode === ErrorCode.NotFound ? (
          <p>{t('detail.notFoundText')}</p>
        ) : (
          <LoadProblem
            title={t('detail.error')}
            errorCode={inquiry.errorCode}
            retryLabel={t('detail.retry')}
            onRetry={inquiry.retry}
          />
        )}
        <Link to={paths.qna}>{t('detail.back')}</Link>
      </div>
    );
  }
  if (inquiry.data.state !== 'unanswered') {
    return (
      <div className={styles.page}>
        <PageTitle title={t('form.editTitle')} />
        <p role="alert">{t('form.notEditable')}</p>
        <Link to={paths.qnaDetail(uuid)}>{t('form.toDetail')}</Link>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageTitle title={t('form.editTitle')} />
      <p className={styles.intro}>{t('form.intro')}</p>
      <InquiryForm inquiry={inquiry.data} />
    </div>
  );
}
