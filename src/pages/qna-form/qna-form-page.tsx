import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';

// New inquiry at /qna/form, editing one at /qna/form/{uuid} (login required; multipart POST/PUT
// /api/inquiries).
export default function QnaFormPage() {
  const { t } = useTranslation();
  const { uuid } = useParams();
  return <PageTitle title={uuid ? t('pages.qnaEdit') : t('pages.qnaForm')} />;
}
