import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Privacy policy (spec §2).
export default function PrivacyPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.privacy')} />;
}
