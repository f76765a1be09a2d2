import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendarFileName, downloadCalendarFile, type CalendarPeriod } from '../lib/calendar-file';
import { showToast } from '../lib/toast';
import { Icon } from './icons';
import { Button } from './ui/button';

interface AddToCalendarButtonProps {
  /** The period, made when the button is pressed (the page's address without its query: no ?lng). */
  period: () => CalendarPeriod;
  /** The file is named after it (the job's name). */
  name: string;
  /** Which period, after the visible "Add to calendar" in the button's name ("Entry period"). */
  subject: string;
}

/** Downloads an .ics file of a period (src/lib/calendar-file.ts); the `ics` package loads on the first press. */
export function AddToCalendarButton({ period, name, subject }: AddToCalendarButtonProps) {
  const { t } = useTranslation('entries');
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadCalendarFile(period(), calendarFileName(name));
    } catch (error) {
      console.error(error);
      showToast(t('calendar.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" size="sm" aria-busy={busy || undefined} onClick={() => void add()}>
      <Icon width={16} height={16}>
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
      </Icon>
      {t('calendar.add')}
      <span className="visually-hidden">: {subject}</span>
    </Button>
  );
}
