import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Signup step 2: the account form (spec §5, POST /p/api/users).
export default function SignupFormPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.signupForm')} />;
}
