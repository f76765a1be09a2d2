import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// My info (login required; GET/PUT /api/users/{id}).
export default function MypagePage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.mypage')} />;
}
