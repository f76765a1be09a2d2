// An entry's state as operators see it: a failed conversion is its own state, not "converting".
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/badge';
import type { Tone } from '../components/ui/tones';

const TONES: Record<string, Tone> = {
  reviewing: 'progress',
  approved: 'warning',
  returned: 'danger',
  converting: 'progress',
  'conversion-failed': 'danger',
  scheduled: 'success',
};

type EntryStateKey = 'reviewing' | 'approved' | 'returned' | 'converting' | 'conversion-failed' | 'scheduled';

/** The state shown: "conversion-failed" when the conversion failed, else the stored state. */
export function entryStateOf(entry: { state: string; conversion: string | null }): string {
  return entry.state === 'converting' && entry.conversion === 'failed' ? 'conversion-failed' : entry.state;
}

export function EntryStateBadge({ entry }: { entry: { state: string; conversion: string | null } }) {
  const { t } = useTranslation('operator');
  const state = entryStateOf(entry);
  const known = state in TONES;
  return (
    <Badge tone={TONES[state] ?? 'neutral'} state={state}>
      {known ? t(`entryStates.${state as EntryStateKey}`) : state}
    </Badge>
  );
}
