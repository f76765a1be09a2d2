// What a group shows wherever it appears (the status popup, an entry's page, my entries in
// groups): its period in the viewer's zone, its state as a badge, ratios, and '--' for what is not
// there yet.
import { useTranslation } from 'react-i18next';
import type { Language } from '../../lib/constants';
import { fromUtcDateHour } from '../../lib/date';
import { Badge } from '../ui/badge';
import { DateTime } from '../ui/date-time';
import { groupTone } from '../ui/tones';

/** Shown for a value that does not exist yet, and for every ranking figure while waiting (§4). */
export const NOT_AVAILABLE = '--';

const ratioFormats = {
  ko: new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

/** A ratio (percent, 0 to 100) as the ranking shows it: "32.4%". */
export function formatRatio(value: number, language: Language): string {
  return `${ratioFormats[language].format(value)}%`;
}

const STATE_KEYS = { 1: 'preparing', 2: 'waiting', 3: 'competing', 4: 'completed' } as const;

/** A group's state (CONTRACT.md code) in its words and its tone; '--' for a code it does not know. */
export function GroupStateBadge({ state }: { state: number }) {
  const { t } = useTranslation('competition');
  const key = STATE_KEYS[state as keyof typeof STATE_KEYS];
  if (!key) return <>{NOT_AVAILABLE}</>;
  return (
    <Badge tone={groupTone[state as keyof typeof groupTone]} state={key}>
      {t(`state.${key}`)}
    </Badge>
  );
}

interface PeriodGroup {
  competitionBeginDate: string;
  competitionBeginHour: string;
  competitionEndDate: string;
  competitionEndHour: string;
}

function Moment({ date, hour }: { date: string; hour: string }) {
  return fromUtcDateHour(date, hour) ? <DateTime utcDate={date} utcHour={hour} /> : <>{NOT_AVAILABLE}</>;
}

/** The competition's period, from and to (UTC date and hour in the API), in the viewer's zone. */
export function GroupPeriod({ group }: { group: PeriodGroup }) {
  return (
    <>
      <Moment date={group.competitionBeginDate} hour={group.competitionBeginHour} />
      {' ~ '}
      <Moment date={group.competitionEndDate} hour={group.competitionEndHour} />
    </>
  );
}
