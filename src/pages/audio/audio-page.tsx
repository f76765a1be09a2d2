import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Free audio list (spec §3 filters, GET /p/api/audio).
export default function AudioPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.audio')} />;
}
