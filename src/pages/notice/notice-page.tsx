import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Notice list (spec §2, GET /p/api/notices).
export default function NoticePage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.notice')} />;
}
