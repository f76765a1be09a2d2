import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// My assets (login required; GET /api/assets/…).
export default function MyAssetPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.myAsset')} />;
}
