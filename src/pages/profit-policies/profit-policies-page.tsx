import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Profit policies (spec §2).
export default function ProfitPoliciesPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.profitPolicies')} />;
}
