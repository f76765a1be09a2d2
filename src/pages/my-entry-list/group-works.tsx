import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { MyGroupSubmission } from '../../../contract/submissions';
import { GroupState, type GroupStateValue } from '../../../contract/topic-rules';
import { getMyGroupSubmissions } from '../../api/group-submissions';
import { formatRatio, NOT_AVAILABLE } from '../../components/competition-status-dialog/ranking-table';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { Pagination } from '../../components/pagination/pagination';
import { formatUtcDateHour } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { useEnvelope } from '../../lib/use-envelope';
import { useListParams } from '../../lib/use-list-params';
import styles from './my-entry-list-page.module.css';
import { useCurrency } from '../../stores/deployment-store';

const FILTERS = ['groupState'] as const;

/** The group states a creator's work can be in (CONTRACT.md codes), in the order they pass. */
const STATES = [
  { value: GroupState.Waiting, key: 'waiting' },
  { value: GroupState.Competing, key: 'competing' },
  { value: GroupState.Completed, key: 'completed' },
] as const;

const STATE_KEYS: Record<number, (typeof STATES)[number]['key'] | undefined> = Object.fromEntries(
  STATES.map((state) => [state.value, state.key]),
);

function asGroupState(value: string): GroupStateValue | undefined {
  return STATES.find((state) => String(state.value) === value)?.value;
}

/** My works in groups: each with its group's period, state, rank and figures ('--' while waiting). */
export function GroupWorks() {
  const { t } = useTranslation(['entries', 'competition', 'common']);
  const filterId = useId();
  const captionId = useId();
  const { page, size, filters, searchForPage, setSize, setFilters } = useListParams(FILTERS);
  const groupState = asGroupState(filters.groupState);
  const works = useEnvelope(
    `group-works?page=${page}&size=${size}&groupState=${groupState ?? ''}`,
    (signal) => getMyGroupSubmissions({ page, size, groupState }, signal),
    { keepPrevious: true },
  );
  const stale = works.status === 'ready' && (works.data.page !== page || works.data.size !== size);

  return (
    <section className={styles.section} aria-label={t('myEntries.groupsView')}>
      <div className={styles.toolbar}>
        <label htmlFor={filterId}>{t('myEntries.groupStateFilter')}</label>
        <select
          id={filterId}
          className={styles.select}
          value={groupState ?? ''}
          onChange={(event) => setFilters({ groupState: event.target.value })}
        >
          <option value="">{t('myEntries.allGroupStates')}</option>
          {STATES.map((state) => (
            <option key={state.value} value={state.value}>
              {t(`competition:state.${state.key}`)}
            </option>
          ))}
        </select>
      </div>

      {works.status === 'error' && (
        <LoadProblem
          title={t('myEntries.groupsError')}
          errorCode={works.errorCode}
          retryLabel={t('myEntries.retry')}
          onRetry={works.retry}
        />
      )}
      {works.status === 'loading' && (
        <p className={styles.loading} role="status">
          {t('common:status.loading')}
        </p>
      )}
      {works.status === 'ready' && works.data.lists.length === 0 && (
        <div className={styles.empty}>
          <p>{groupState ? t('myEntries.groupsEmptyFiltered') : t('myEntries.groupsEmpty')}</p>
          <Link className={styles.emptyAction} to={paths.jobs}>
            {t('myEntries.toJobs')}
          </Link>
        </div>
      )}
      {works.status === 'ready' && works.data.lists.length > 0 && (
        // On a narrow screen the table scrolls sideways; the region can take focus to scroll it.
        <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} aria-busy={stale || undefined} data-stale={stale || undefined}>
            <caption id={captionId} className="visually-hidden">
              {t('myEntries.groupsCaption')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('myEntries.columns.work')}</th>
                <th scope="col">{t('myEntries.columns.period')}</th>
                <th scope="col">{t('myEntries.columns.state')}</th>
                <th scope="col" className={styles.number}>
                  {t('competition:table.rank')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('competition:table.count')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('competition:table.ratio')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('competition:table.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {works.data.lists.map((work) => (
                <GroupWorkRow key={work.uuid} work={work} />
              ))}
            </tbody>
          </table>
        </div>
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

function GroupWorkRow({ work }: { work: MyGroupSubmission }) {
  const { t } = useTranslation(['entries', 'competition']);
  const language = currentLanguage();
  const currency = useCurrency();
  const group = work.mcfGroup;
  const waiting = group.groupState === GroupState.Waiting;
  const key = STATE_KEYS[group.groupState];
  const name = work.mcfSubmission.letterTemplates[0]?.name ?? work.submissionUuid;
  const begin = formatUtcDateHour(group.competitionBeginDate, group.competitionBeginHour, language);
  const end = formatUtcDateHour(group.competitionEndDate, group.competitionEndHour, language);
  const figure = <T,>(value: T | null, format: (value: T) => string) =>
    waiting || value === null ? NOT_AVAILABLE : format(value);
  return (
    <tr>
      <th scope="row" className={styles.workCell}>
        <Link to={paths.submissionDetail(work.submissionUuid)}>{name}</Link>
        <span className={styles.workTopic}>{group.mcfTopic.topic}</span>
      </th>
      <td className={styles.period}>
        {begin || NOT_AVAILABLE} ~ {end || NOT_AVAILABLE}
      </td>
      <td>{key ? t(`competition:state.${key}`) : NOT_AVAILABLE}</td>
      <td className={styles.number}>{figure(work.ranking, (value) => String(value))}</td>
      <td className={styles.number}>
        {figure(work.countOfOrder, (value) => value.toLocaleString(language))}
      </td>
      <td className={styles.number}>{figure(work.ratio, (value) => formatRatio(value, language))}</td>
      <td className={styles.number}>
        {figure(work.accumulationAmount, (value) => formatMoney(value, currency, language))}
      </td>
    </tr>
  );
}
