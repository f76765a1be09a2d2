import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// One inquiry and its reply (login required; GET /api/inquiries/{uuid}).
export default function QnaDetailPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.qnaDetail')} />;
}
