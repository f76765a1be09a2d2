import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Email verification: /email-auth, /email-auth/{authcode} and /signup/{type} (spec §2).
export default function EmailAuthPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.emailAuth')} />;
}
