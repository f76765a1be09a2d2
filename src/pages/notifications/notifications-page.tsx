import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MarkReadBody, Notification } from '../../../contract/notifications';
import { getNotifications, markNotificationsRead } from '../../api/notifications';
import { NotificationMessage } from '../../components/notifications/notification-message';
import { notificationPath } from '../../components/notifications/notification-text';
import { refreshUnreadCount } from '../../components/notifications/unread-count-store';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadState } from '../../components/ui/load-state';
import { Page, PageHeader } from '../../components/ui/page';
import { Pagination } from '../../components/ui/pagination';
import { showToast } from '../../lib/toast';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './notifications-page.module.css';

const FILTERS = ['unread'] as const;

// All notifications (login required; GET /api/notifications, issue 18): newest first, paged in the
// URL, "Unread only" as a filter in the URL too; each links to its screen and can be marked read,
// or all at once.
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const { page, size, filters, searchForPage, setSize, setFilters } = useListParams(FILTERS);
  const unread = filters.unread === 'true';
  const list = useEnvelope(
    `notifications?page=${page}&size=${size}&unread=${unread}`,
    (signal) => getNotifications({ page, size, unread }, signal),
    { keepPrevious: true },
  );

  const markRead = async (body: MarkReadBody) => {
    const answer = await markNotificationsRead(body);
    if (answer.status < 200 || answer.status >= 300) showToast(t('page.markFailed'));
    refreshUnreadCount();
    list.retry();
  };
  const anyUnread = list.status === 'ready' && list.data.lists.some((item) => item.readAt === null);

  return (
    <Page width="medium">
      <PageHeader
        title={t('page.title')}
        intro={t('page.intro')}
        actions={
          <Button variant="secondary" disabled={!anyUnread} onClick={() => void markRead({ all: true })}>
            {t('page.markAllRead')}
          </Button>
        }
      />
      <Checkbox
        label={t('page.unreadOnly')}
        checked={unread}
        onChange={(event) => setFilters({ unread: event.target.checked ? 'true' : '' })}
      />
      <LoadState load={list} errorTitle={t('page.error')} />
      {list.status === 'ready' && (
        <div>
          {list.data.lists.length === 0 ? (
            <EmptyState
              title={unread ? t('page.emptyUnread') : t('page.empty')}
              text={unread ? undefined : t('page.emptyText')}
            />
          ) : (
            <ul className={styles.list} aria-label={t('page.caption')}>
              {list.data.lists.map((item) => (
                <NotificationRow key={item.uuid} item={item} onMarkRead={markRead} />
              ))}
            </ul>
          )}
          {list.data.totalCount > 0 && (
            <Pagination
              page={page}
              size={size}
              totalCount={list.data.totalCount}
              searchForPage={searchForPage}
              onSizeChange={setSize}
              label={t('page.pagination')}
            />
          )}
        </div>
      )}
    </Page>
  );
}

function NotificationRow({
  item,
  onMarkRead,
}: {
  item: Notification;
  onMarkRead: (body: MarkReadBody) => Promise<void>;
}) {
  const { t } = useTranslation('notifications');
  const unread = item.readAt === null;
  return (
    <li className={styles.row} data-unread={unread || undefined}>
      <Link
        className={styles.link}
        to={notificationPath(item)}
        onClick={() => {
          if (unread) void markNotificationsRead({ uuids: [item.uuid] }).then(refreshUnreadCount);
        }}
      >
        <NotificationMessage notification={item} />
      </Link>
      {unread && (
        <Button variant="ghost" size="sm" onClick={() => void onMarkRead({ uuids: [item.uuid] })}>
          {t('page.markRead')}
        </Button>
      )}
    </li>
  );
}
