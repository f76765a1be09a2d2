import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Password reset (spec §7, POST /p/api/users/password).
export default function FindPasswordPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.findPassword')} />;
}
