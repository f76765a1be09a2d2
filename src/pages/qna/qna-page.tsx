import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// My inquiries (login required; GET /api/inquiries).
export default function QnaPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.qna')} />;
}
