// /operator: one card per work queue: how many wait, how many are past the promised date, the
// promise, and the oldest items (overdue first, as the server orders them). Entries link to review,
// withdrawal requests to the withdrawals, inquiries to the inquiry.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Queue, QueueItem, QueueKey } from '../../../../contract/operator';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { getDashboard } from '../../api/dashboard';
import { operatorPaths } from '../../paths';
import styles from '../../operator-pages.module.css';

/** The queues whose items are entries (they open in the review screen). */
const ENTRY_QUEUES: ReadonlySet<QueueKey> = new Set(['review', 'conversion-failed', 'scheduling']);

export default function DashboardPage() {
  const { t } = useTranslation('operator');
  const dashboard = useEnvelope('operator-dashboard', (signal) => getDashboard(signal));
  return (
    <Page>
      <PageHeader title={t('dashboard.title')} intro={t('dashboard.lead')} />
      <LoadState load={dashboard} errorTitle={t('dashboard.error')} />
      {dashboard.status === 'ready' && (
        <div className={styles.queues}>
          {dashboard.data.queues.map((queue) => (
            <QueueCard key={queue.key} queue={queue} />
          ))}
        </div>
      )}
    </Page>
  );
}

function QueueCard({ queue }: { queue: Queue }) {
  const { t } = useTranslation('operator');
  const title = t(`queues.${queue.key}`);
  const linkOf = (item: QueueItem): string | null =>
    ENTRY_QUEUES.has(queue.key)
      ? operatorPaths.entry(item.uuid)
      : queue.key === 'withdrawals'
        ? operatorPaths.withdrawals()
        : queue.key === 'inquiries'
          ? operatorPaths.inquiry(item.uuid)
          : null;
  const columns: Column<QueueItem>[] = [
    {
      key: 'title',
      header: t('dashboard.item'),
      primary: true,
      cell: (item) => {
        const to = linkOf(item);
        return to ? <Link to={to}>{item.title}</Link> : item.title;
      },
    },
    { key: 'creator', header: t('dashboard.creator'), cell: (item) => item.creatorEmail },
    {
      key: 'since',
      header: t('dashboard.since'),
      nowrap: true,
      cell: (item) => <DateTime iso={item.since} dateOnly />,
    },
    {
      key: 'age',
      header: t('dashboard.age'),
      align: 'end',
      nowrap: true,
      cell: (item) => t('dashboard.businessDays', { count: item.ageBusinessDays }),
    },
    {
      key: 'due',
      header: t('dashboard.due'),
      nowrap: true,
      cell: (item) => (item.dueDate ? <DateTime date={item.dueDate} /> : t('dashboard.noDue')),
    },
    {
      key: 'overdue',
      header: t('dashboard.state'),
      cell: (item) =>
        item.overdue ? (
          <Badge tone="danger" state="overdue">
            {t('dashboard.overdue')}
          </Badge>
        ) : (
          <Badge tone="progress" state="on-time">
            {t('dashboard.onTime')}
          </Badge>
        ),
    },
  ];
  return (
    <Card title={title}>
      <div className={styles.queueHead}>
        <p className={styles.count}>{t('dashboard.waiting', { count: queue.count })}</p>
        {queue.overdueCount > 0 ? (
          <p className={styles.overdueCount} data-overdue="true">
            {t('dashboard.overdueCount', { count: queue.overdueCount })}
          </p>
        ) : (
          <p className={styles.muted}>{t('dashboard.noneOverdue')}</p>
        )}
        <p className={styles.muted}>
          {queue.promiseBusinessDays
            ? t('dashboard.promise', { count: queue.promiseBusinessDays })
            : t('dashboard.noPromise')}
        </p>
      </div>
      {queue.items.length > 0 ? (
        <DataTable
          caption={title}
          columns={columns}
          rows={queue.items}
          rowKey={(item) => item.uuid}
          rowState={(item) => (item.overdue ? 'overdue' : undefined)}
        />
      ) : (
        <EmptyState title={t('dashboard.empty')} />
      )}
    </Card>
  );
}
