import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// My entries (login required; GET /api/submission/).
export default function MyEntryListPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.myEntryList')} />;
}
