import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// One submission (login required).
export default function SubmissionDetailPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.submissionDetail')} />;
}
