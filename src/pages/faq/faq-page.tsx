import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// Frequently asked questions (spec §2).
export default function FaqPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.faq')} />;
}
