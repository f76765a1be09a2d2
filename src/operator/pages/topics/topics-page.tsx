// /operator/topics (reviewer, admin): every job (the API's topics), newest first, paged in the URL:
// its entry type, length, reward, capacity, groups by state and entry period. A row opens the job's
// form and its groups.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { GROUP_STATE_NAMES } from '../../../../contract/operator-paths';
import { TOPIC_TYPE_VIDEO } from '../../../../contract/topic-rules';
import type { Topic } from '../../../../contract/topics';
import { timeLimitText } from '../../../components/topic-facts/time-limit-text';
import { ButtonLink } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateTime } from '../../../components/ui/date-time';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Money } from '../../../components/ui/money';
import { Page, PageHeader } from '../../../components/ui/page';
import { useEnvelope } from '../../../lib/use-envelope';
import { useListParams } from '../../../lib/use-list-params';
import { listTopics } from '../../api/competitions';
import styles from '../../competitions.module.css';
import { ListPager } from '../../list-pager';
import { operatorPaths } from '../../paths';

const NO_FILTERS = [] as const;

/** A topic's group counts, in the order groups move (GROUP_STATE_NAMES 1 → 4). */
const groupCounts = (topic: Topic) =>
  [
    [GROUP_STATE_NAMES[1], topic.countOfGroupReady],
    [GROUP_STATE_NAMES[2], topic.countOfGroupStandby],
    [GROUP_STATE_NAMES[3], topic.countOfGroupProgress],
    [GROUP_STATE_NAMES[4], topic.countOfGroupCompletion],
  ] as const;

export default function TopicsPage() {
  const { t } = useTranslation('operator');
  const { t: tEntries } = useTranslation('entries');
  const list = useListParams(NO_FILTERS);
  const query = { page: list.page, size: list.size };
  const topics = useEnvelope(
    `operator-topics:${JSON.stringify(query)}`,
    (signal) => listTopics(query, signal),
    {
      keepPrevious: true,
    },
  );

  const columns: Column<Topic>[] = [
    {
      key: 'job',
      header: t('topics.job'),
      primary: true,
      cell: (topic) => <Link to={operatorPaths.topic(topic.uuid)}>{topic.topic}</Link>,
    },
    {
      key: 'type',
      header: t('topics.type'),
      cell: (topic) => t(topic.topicType === TOPIC_TYPE_VIDEO ? 'entries.video' : 'entries.image'),
    },
    { key: 'length', header: t('topics.length'), cell: (topic) => timeLimitText(tEntries, topic.timeLimit) },
    {
      key: 'reward',
      header: t('topics.reward'),
      align: 'end',
      nowrap: true,
      cell: (topic) => <Money amount={topic.maxAmount} />,
    },
    {
      key: 'capacity',
      header: t('topics.capacity'),
      align: 'end',
      nowrap: true,
      cell: (topic) => t('topics.entryCount', { count: topic.maxCount }),
    },
    {
      key: 'groups',
      header: t('topics.groups'),
      cell: (topic) => (
        <ul className={styles.facts}>
          {groupCounts(topic).map(([state, count]) => (
            <li key={state}>{t('topics.groupCount', { state: t(`groupStates.${state}`), count })}</li>
          ))}
        </ul>
      ),
    },
    { key: 'period', header: t('topics.period'), cell: (topic) => <EntryPeriod topic={topic} /> },
    {
      key: 'open',
      header: t('topics.actions'),
      cell: (topic) => (
        <Link
          to={operatorPaths.topicGroups(topic.uuid)}
          aria-label={t('topics.openGroupsOf', { job: topic.topic })}
        >
          {t('topics.openGroups')}
        </Link>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={t('topics.title')}
        intro={t('topics.lead')}
        actions={<ButtonLink to={operatorPaths.newTopic}>{t('topics.new')}</ButtonLink>}
      />
      {topics.status !== 'ready' ? (
        <LoadState load={topics} errorTitle={t('topics.error')} />
      ) : topics.data.lists.length === 0 ? (
        <EmptyState
          title={t('topics.empty')}
          action={<ButtonLink to={operatorPaths.newTopic}>{t('topics.new')}</ButtonLink>}
        />
      ) : (
        <DataTable
          caption={t('topics.title')}
          columns={columns}
          rows={topics.data.lists}
          rowKey={(topic) => topic.uuid}
        />
      )}
      <ListPager list={list} load={topics} label={t('topics.pages')} />
    </Page>
  );
}

/** "From …" and "Until …" in the viewer's zone; a side without a date is open. */
function EntryPeriod({ topic }: { topic: Topic }) {
  const { t } = useTranslation('operator');
  if (!topic.entryBeginDate && !topic.entryEndDate) return <>{t('topics.noPeriod')}</>;
  return (
    <ul className={styles.facts}>
      {topic.entryBeginDate && (
        <li>
          {t('topics.periodFrom')} <DateTime iso={topic.entryBeginDate} />
        </li>
      )}
      {topic.entryEndDate && (
        <li>
          {t('topics.periodUntil')} <DateTime iso={topic.entryEndDate} />
        </li>
      )}
    </ul>
  );
}
