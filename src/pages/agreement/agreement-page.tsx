import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Terms of service (spec §2).
export default function AgreementPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.agreement')} />;
}
