import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAILED_NOTIFICATION_TYPES, type MailedNotificationType } from '../../../contract/notification-rules';
import type { MailPreferences } from '../../../contract/notifications';
import { getMailPreferences, putMailPreferences } from '../../api/notifications';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { PageState } from '../../components/ui/page-state';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import { showToast } from '../../lib/toast';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './mail-preferences.module.css';

const sameChoices = (a: MailPreferences, b: MailPreferences) =>
  MAILED_NOTIFICATION_TYPES.every((type) => a[type] === b[type]);

/**
 * Mail on or off per mailed event (issue 18; GET and PUT /api/notifications/mail-preferences).
 * A tick shows at once and is saved in the background; a refused save puts back what the server
 * last confirmed and says so in a toast. Saves go one at a time, each with the latest choices, so
 * a quick run of ticks never races.
 */
export function MailPreferencesCard() {
  const { t } = useTranslation('notifications');
  const load = useEnvelope('mail-preferences', getMailPreferences);
  return (
    <Card title={t('mail.title')}>
      {load.status === 'loading' && <PageState kind="loading" compact />}
      {load.status === 'error' && (
        <PageState
          kind="error"
          compact
          title={t('mail.loadFailed')}
          errorCode={load.errorCode}
          onRetry={load.retry}
        />
      )}
      {load.status === 'ready' && <MailPreferencesForm initial={load.data} />}
    </Card>
  );
}

function MailPreferencesForm({ initial }: { initial: MailPreferences }) {
  const { t } = useTranslation('notifications');
  const [choices, setChoices] = useState(initial);
  const confirmed = useRef(initial);
  const wanted = useRef(initial);
  const saving = useRef(false);

  async function save() {
    if (saving.current) return; // The running save sends the newest choices next.
    saving.current = true;
    while (!sameChoices(wanted.current, confirmed.current)) {
      const sending = wanted.current;
      const answer = await putMailPreferences(sending);
      if (answer.status === 200) {
        confirmed.current = answer.data ?? sending;
        continue;
      }
      wanted.current = confirmed.current;
      setChoices(confirmed.current);
      showToast(t('mail.saveFailed'));
    }
    saving.current = false;
  }

  const change = (type: MailedNotificationType, on: boolean) => {
    wanted.current = { ...wanted.current, [type]: on };
    setChoices(wanted.current);
    void save();
  };

  return (
    <div className={`${layout.stack} ${styles.form}`}>
      <p className={text.muted}>{t('mail.intro')}</p>
      <ul>
        {MAILED_NOTIFICATION_TYPES.map((type) => (
          <li key={type}>
            <Checkbox
              label={t(`mail.types.${type}`)}
              checked={choices[type]}
              onChange={(event) => change(type, event.target.checked)}
            />
          </li>
        ))}
      </ul>
      <p className={text.muted}>{t('mail.always')}</p>
    </div>
  );
}
