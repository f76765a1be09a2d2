// /operator/topics/:uuid/groups (reviewer, admin): a job's groups with their state, period and
// ranking, and what an operator does to them: release a preparing group, add a waiting entry to a
// group not begun, record production counts, run the statistics now, and schedule a new group of
// the job's converted entries. Every change reloads the groups and the entries waiting for one.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadState } from '../../../components/ui/load-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { showAlert } from '../../../lib/alert';
import { showToast } from '../../../lib/toast';
import { useEnvelope } from '../../../lib/use-envelope';
import { getTopicForEdit, listGroups, runStatistics } from '../../api/competitions';
import { listEntries } from '../../api/submissions';
import styles from '../../competitions.module.css';
import { succeeded, useFailureText } from '../../failure-text';
import pages from '../../operator-pages.module.css';
import { operatorPaths } from '../../paths';
import { GroupCard } from './group-card';
import { ScheduleGroup } from './schedule-group';

/** The scheduling screen offers up to this many waiting entries (the list's largest page). */
const WAITING_PAGE = { page: 1, size: 100 } as const;

export default function GroupsPage() {
  const { t } = useTranslation(['operator', 'errors']);
  const failureText = useFailureText();
  const { uuid = '' } = useParams();
  const [reloads, setReloads] = useState(0);
  const reload = () => setReloads((count) => count + 1);
  const topic = useEnvelope(`operator-topic:${uuid}`, (signal) => getTopicForEdit(uuid, signal));
  const groups = useEnvelope(
    `operator-groups:${uuid}#${reloads}`,
    (signal) => listGroups({ topic: uuid }, signal),
    { keepPrevious: true },
  );
  const waiting = useEnvelope(
    `operator-to-schedule:${uuid}#${reloads}`,
    (signal) => listEntries({ ...WAITING_PAGE, state: 'to-schedule', topic: uuid }, signal),
    { keepPrevious: true },
  );
  const [running, setRunning] = useState(false);
  const headingId = useId();
  const back = { to: operatorPaths.topics(), label: t('groups.back') };

  if (topic.status !== 'ready') {
    return (
      <Page>
        <PageHeader back={back} title={t('groups.titleLoading')} />
        <LoadState
          load={topic}
          errorTitle={t('topicForm.error')}
          notFound={{ title: t('topicForm.notFoundTitle'), text: t('topicForm.notFoundText') }}
        />
      </Page>
    );
  }

  async function runNow() {
    setRunning(true);
    const response = await runStatistics([]);
    setRunning(false);
    if (succeeded(response) && response.data) {
      showToast(t('groups.statisticsDone', { count: response.data.groupUuids.length }));
      reload();
      return;
    }
    void showAlert(failureText(response));
  }

  const waitingEntries = waiting.status === 'ready' ? waiting.data.lists : [];

  return (
    <Page>
      <PageHeader
        back={back}
        title={t('groups.title', { job: topic.data.topic })}
        intro={t('groups.lead')}
        actions={
          <>
            <Button onClick={() => void runNow()} disabled={running} aria-busy={running}>
              {t('groups.runStatistics')}
            </Button>
            <ButtonLink to={operatorPaths.topic(uuid)} variant="secondary">
              {t('groups.editJob')}
            </ButtonLink>
          </>
        }
      />
      <div className={pages.stack}>
        <section className={pages.stack} aria-labelledby={headingId}>
          <h2 id={headingId}>{t('groups.groups')}</h2>
          {groups.status !== 'ready' ? (
            <LoadState load={groups} errorTitle={t('groups.error')} />
          ) : groups.data.lists.length === 0 ? (
            <EmptyState title={t('groups.empty')} text={t('groups.emptyText')} />
          ) : (
            <ul className={styles.groups}>
              {groups.data.lists.map((group) => (
                <GroupCard key={group.uuid} group={group} waiting={waitingEntries} reload={reload} />
              ))}
            </ul>
          )}
        </section>
        <ScheduleGroup
          topicUuid={uuid}
          capacity={topic.data.maxCount}
          waiting={waiting}
          onScheduled={reload}
        />
      </div>
    </Page>
  );
}
