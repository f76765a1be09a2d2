import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Withdrawal request (login required; POST /api/assets/withdrawal-request).
export default function WithdrawPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.withdraw')} />;
}
