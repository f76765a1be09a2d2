import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// One job and its entry form (login required; GET /v1/api/topics/{uuid}).
export default function JobDetailPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.jobDetail')} />;
}
