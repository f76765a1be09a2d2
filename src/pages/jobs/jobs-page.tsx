import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Job list (login required; GET /api/topics).
export default function JobsPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.jobs')} />;
}
