import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Operation policies (spec §2).
export default function OperationPoliciesPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.operationPolicies')} />;
}
