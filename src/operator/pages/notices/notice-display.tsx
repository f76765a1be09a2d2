// Whether a notice is shown on the portal or hidden (its file then cannot be downloaded).
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

export function NoticeDisplayBadge({ shown }: { shown: boolean }) {
  const { t } = useTranslation('operator');
  return (
    <Badge tone={shown ? 'success' : 'neutral'} state={shown ? 'shown' : 'hidden'}>
      {t(shown ? 'notices.shownState' : 'notices.hiddenState')}
    </Badge>
  );
}
