import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../contract/notifications';
import { currentLanguage } from '../../lib/i18n';
import { useCurrency } from '../../stores/deployment-store';
import { DateTime } from '../ui/date-time';
import styles from './notification-message.module.css';
import { notificationText } from './notification-text';

/**
 * One notification's sentence, in the viewer's language, with when it happened; an unread one is
 * marked by a dot and a hidden word (colour is not the only sign) and set in bold.
 */
export function NotificationMessage({ notification }: { notification: Notification }) {
  const { t } = useTranslation('notifications');
  const currency = useCurrency();
  const unread = notification.readAt === null;
  return (
    <span className={styles.message} data-unread={unread || undefined}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.body}>
        {unread && <span className="visually-hidden">{t('panel.unread')}: </span>}
        <span className={styles.text}>
          {notificationText(notification, { t, language: currentLanguage(), currency })}
        </span>
        <span className={styles.when}>
          <DateTime iso={notification.createdAt} />
        </span>
      </span>
    </span>
  );
}
