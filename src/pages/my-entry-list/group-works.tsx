import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyGroupSubmission } from '../../../contract/submissions';
import { GroupState, type GroupStateValue } from '../../../contract/topic-rules';
import { getMyGroupSubmissions } from '../../api/group-submissions';
import { FilterSelect } from '../../components/library/filter-select';
import {
  formatRatio,
  GroupPeriod,
  GroupStateBadge,
  NOT_AVAILABLE,
} from '../../components/competition-status-dialog/group-figures';
import { ButtonLink } from '../../components/ui/button';
import { DataTable, type Column } from '../../components/ui/data-table';
import { EmptyState } from '../../components/ui/empty-state';
import { Money } from '../../components/ui/money';
import { PageState } from '../../components/ui/page-state';
import { Pagination } from '../../components/ui/pagination';
import { formatCount } from '../../lib/format-count';
import { currentLanguage } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './my-entry-list-page.module.css';
import text from '../../components/ui/text.module.css';

const FILTERS = ['groupState'] as const;

/** The group states a creator's work can be in (CONTRACT.md codes), in the order they pass. */
const STATES = [
  { value: GroupState.Waiting, key: 'waiting' },
  { value: GroupState.Competing, key: 'competing' },
  { value: GroupState.Completed, key: 'completed' },
] as const;

function asGroupState(value: string): GroupStateValue | undefined {
  return STATES.find((state) => String(state.value) === value)?.value;
}

/** My works in groups: each with its group's period, state, rank and figures ('--' while waiting). */
export function GroupWorks() {
  const { t } = useTranslation(['entries', 'competition', 'common']);
  const { page, size, filters, searchForPage, setSize, setFilters } = useListParams(FILTERS);
  const groupState = asGroupState(filters.groupState);
  const works = useEnvelope(
    `group-works?page=${page}&size=${size}&groupState=${groupState ?? ''}`,
    (signal) => getMyGroupSubmissions({ page, size, groupState }, signal),
    { keepPrevious: true },
  );
  const stale = works.status === 'ready' && (works.data.page !== page || works.data.size !== size);
  const columns = useColumns();

  return (
    <section className={styles.section} aria-label={t('myEntries.groupsView')}>
      <div className={styles.toolbar}>
        <FilterSelect
          label={t('myEntries.groupStateFilter')}
          value={groupState ? String(groupState) : ''}
          allLabel={t('myEntries.allGroupStates')}
          options={STATES.map((state) => ({
            value: String(state.value),
            label: t(`competition:state.${state.key}`),
          }))}
          onChange={(value) => setFilters({ groupState: value })}
        />
      </div>

      {works.status === 'error' && (
        <PageState
          kind="error"
          title={t('myEntries.groupsError')}
          errorCode={works.errorCode}
          onRetry={works.retry}
        />
      )}
      {works.status === 'loading' && <PageState kind="loading" />}
      {works.status === 'ready' && works.data.lists.length === 0 && (
        <EmptyState
          title={groupState ? t('myEntries.groupsEmptyFiltered') : t('myEntries.groupsEmpty')}
          action={<ButtonLink to={paths.jobs}>{t('myEntries.toJobs')}</ButtonLink>}
        />
      )}
      {works.status === 'ready' && works.data.lists.length > 0 && (
        <DataTable
          className={styles.groupsTable}
          caption={t('myEntries.groupsCaption')}
          columns={columns}
          rows={works.data.lists}
          rowKey={(work) => work.uuid}
          stale={stale}
        />
      )}
      {works.status === 'ready' && (
        <Pagination
          page={page}
          size={size}
          totalCount={works.data.totalCount}
          searchForPage={searchForPage}
          onSizeChange={setSize}
          label={t('myEntries.groupsPagination')}
        />
      )}
    </section>
  );
}

/** The table's columns; a waiting group's rank and figures are '--' whatever the values (§4). */
function useColumns(): Column<MyGroupSubmission>[] {
  const { t } = useTranslation(['entries', 'competition']);
  const language = currentLanguage();
  const figure = <T,>(work: MyGroupSubmission, value: T | null, format: (value: T) => ReactNode) =>
    work.mcfGroup.groupState === GroupState.Waiting || value === null ? NOT_AVAILABLE : format(value);
  return [
    {
      key: 'work',
      header: t('myEntries.columns.work'),
      primary: true,
      cell: (work) => (
        <div className={styles.workCell}>
          <Link to={paths.submissionDetail(work.submissionUuid)}>
            {work.mcfSubmission.letterTemplates[0]?.name ?? work.submissionUuid}
          </Link>
          <span className={text.muted}>{work.mcfGroup.mcfTopic.topic}</span>
        </div>
      ),
    },
    {
      key: 'period',
      header: t('myEntries.columns.period'),
      cell: (work) => <GroupPeriod group={work.mcfGroup} />,
    },
    {
      key: 'state',
      header: t('myEntries.columns.state'),
      nowrap: true,
      cell: (work) => <GroupStateBadge state={work.mcfGroup.groupState} />,
    },
    {
      key: 'rank',
      header: t('competition:table.rank'),
      align: 'end',
      nowrap: true,
      cell: (work) => figure(work, work.ranking, String),
    },
    {
      key: 'count',
      header: t('competition:table.count'),
      align: 'end',
      nowrap: true,
      cell: (work) => figure(work, work.countOfOrder, (value) => formatCount(value, language)),
    },
    {
      key: 'ratio',
      header: t('competition:table.ratio'),
      align: 'end',
      nowrap: true,
      cell: (work) => figure(work, work.ratio, (value) => formatRatio(value, language)),
    },
    {
      key: 'amount',
      header: t('competition:table.amount'),
      align: 'end',
      nowrap: true,
      cell: (work) => figure(work, work.accumulationAmount, (value) => <Money amount={value} />),
    },
  ];
}
