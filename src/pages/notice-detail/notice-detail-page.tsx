import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

// One notice (spec §2, GET /p/api/notices/{uuid}).
export default function NoticeDetailPage() {
  const { t } = useTranslation();
  return <PageTitle title={t('pages.noticeDetail')} />;
}
