import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Introduction of the service (spec §2).
export default function IntroductionPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.introduction')} />;
}
