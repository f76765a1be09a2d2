import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NOTIFICATION_PANEL_SIZE } from '../../../contract/notification-rules';
import type { Notification } from '../../../contract/notifications';
import { getNotifications, markNotificationsRead } from '../../api/notifications';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { NotificationMessage } from '../notifications/notification-message';
import { notificationPath } from '../notifications/notification-text';
import { refreshUnreadCount } from '../notifications/unread-count-store';
import { EmptyState } from '../ui/empty-state';
import { PageState } from '../ui/page-state';
import styles from './notification-bell.module.css';

interface NotificationPanelProps {
  /** Which opening this is: each one loads the list again. */
  opening: number;
}

/**
 * The bell's panel (loaded on the first opening): the latest notifications, newest first, each a
 * link to its screen that also marks it read; "Mark all read"; a link to the whole list.
 */
export default function NotificationPanel({ opening }: NotificationPanelProps) {
  const { t } = useTranslation('notifications');
  // "Mark all read" while the panel stays open (the list is not asked again for that).
  const [readNow, setReadNow] = useState<'none' | 'all'>('none');
  const [readFor, setReadFor] = useState(opening);
  if (readFor !== opening) {
    setReadFor(opening);
    setReadNow('none');
  }
  const list = useEnvelope(`panel#${opening}`, (signal) =>
    getNotifications({ page: 1, size: NOTIFICATION_PANEL_SIZE }, signal),
  );
  const shown = (list.data?.lists ?? []).map((item) =>
    readNow === 'all' && item.readAt === null ? { ...item, readAt: new Date().toISOString() } : item,
  );
  const anyUnread = shown.some((item) => item.readAt === null);

  const bodyRef = useRef<HTMLDivElement>(null);
  const markAllRead = async () => {
    const answer = await markNotificationsRead({ all: true });
    if (answer.status >= 200 && answer.status < 300) {
      // The button is about to be disabled: keep focus in the dialog rather than lose it.
      bodyRef.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
      setReadNow('all');
    }
    refreshUnreadCount();
  };
  const openItem = (item: Notification) => {
    // The navigation does not wait for it; the bell asks for the count once it is done.
    if (item.readAt === null) void markNotificationsRead({ uuids: [item.uuid] }).then(refreshUnreadCount);
  };

  return (
    <div ref={bodyRef} className={styles.panelBody}>
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('panel.title')}</h2>
        <button type="button" className={styles.textButton} onClick={markAllRead} disabled={!anyUnread}>
          {t('panel.markAllRead')}
        </button>
      </div>
      {list.status === 'loading' && <PageState kind="loading" compact />}
      {list.status === 'error' && (
        <PageState
          kind="error"
          compact
          title={t('panel.error')}
          errorCode={list.errorCode}
          onRetry={list.retry}
        />
      )}
      {list.status === 'ready' && shown.length === 0 && <EmptyState title={t('panel.empty')} />}
      {shown.length > 0 && (
        <ul className={styles.items}>
          {shown.map((item) => (
            <li key={item.uuid}>
              <Link className={styles.item} to={notificationPath(item)} onClick={() => openItem(item)}>
                <NotificationMessage notification={item} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className={styles.seeAll} to={paths.notifications}>
        {t('panel.seeAll')}
      </Link>
    </div>
  );
}
