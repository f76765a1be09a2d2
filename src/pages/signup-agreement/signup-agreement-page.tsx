import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Signup step 1: agree to the terms and the privacy policy (spec §5).
export default function SignupAgreementPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.signupAgreement')} />;
}
