import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Free font list (spec §3 filters, GET /p/api/font).
export default function FontPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.font')} />;
}
