// A creator account's state: active, suspended (by support) or left (the creator withdrew).
import { useTranslation } from 'react-i18next';
import type { CreatorItem } from '../../../../contract/operator';
import { Badge } from '../../../components/ui/badge';
import type { Tone } from '../../../components/ui/tones';

const TONES: Record<CreatorItem['status'], Tone> = {
  active: 'success',
  suspended: 'danger',
  withdrawn: 'neutral',
};

export function CreatorStateBadge({ state }: { state: CreatorItem['status'] }) {
  const { t } = useTranslation('operator');
  return (
    <Badge tone={TONES[state]} state={state}>
      {t(`creatorStates.${state}`)}
    </Badge>
  );
}
