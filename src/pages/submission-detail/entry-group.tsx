import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyGroupSubmission } from '../../../contract/submissions';
import { GroupState } from '../../../contract/topic-rules';
import type { LetterTemplate } from '../../../contract/topics';
import { getGroupOfSubmission, getGroupRanking } from '../../api/group-submissions';
import {
  GroupPeriod,
  GroupStateBadge,
  NOT_AVAILABLE,
} from '../../components/competition-status-dialog/group-figures';
import { MediaDialog, type MediaTarget } from '../../components/competition-status-dialog/media-dialog';
import { RankingTable } from '../../components/competition-status-dialog/ranking-table';
import { AddToCalendarButton } from '../../components/add-to-calendar-button';
import { Card } from '../../components/ui/card';
import { DateTime } from '../../components/ui/date-time';
import { Money } from '../../components/ui/money';
import { PageState } from '../../components/ui/page-state';
import { StatGrid } from '../../components/ui/stat-grid';
import { fromUtcDateHour } from '../../lib/date';
import { formatCount } from '../../lib/format-count';
import { currentLanguage } from '../../lib/i18n';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './submission-detail-page.module.css';

/** One page holds every row of a group (groups are far smaller; the popup asks the same). */
const RANKING_SIZE = 100;

/**
 * The group an entry competes in (GET /api/group-submission/belong-to-group/{uuid}) and its ranking
 * table (GET /api/group-submission/{groupUuid}), the creator's own row highlighted.
 */
export function EntryGroup({ submissionUuid }: { submissionUuid: string }) {
  const { t } = useTranslation(['entries', 'competition']);
  const mine = useEnvelope(`belong:${submissionUuid}`, (signal) =>
    getGroupOfSubmission(submissionUuid, signal),
  );

  return (
    <Card title={t('detail.group')}>
      {mine.status === 'loading' && <PageState kind="loading" compact />}
      {mine.status === 'error' && (
        <PageState
          kind="error"
          compact
          title={t('detail.groupError')}
          errorCode={mine.errorCode}
          onRetry={mine.retry}
        />
      )}
      {mine.status === 'ready' && <GroupView mine={mine.data} />}
    </Card>
  );
}

function GroupView({ mine }: { mine: MyGroupSubmission }) {
  const { t } = useTranslation(['entries', 'competition']);
  const language = currentLanguage();
  const [media, setMedia] = useState<MediaTarget | null>(null);
  const group = mine.mcfGroup;
  const waiting = group.groupState === GroupState.Waiting;
  const ranking = useEnvelope(`ranking:${group.uuid}`, (signal) =>
    getGroupRanking(group.uuid, 1, RANKING_SIZE, signal),
  );
  const own = (value: number | null, show: (value: number) => ReactNode) =>
    waiting || value === null ? NOT_AVAILABLE : show(value);

  return (
    <div className={styles.group}>
      <StatGrid
        stats={[
          {
            key: 'period',
            label: t('competition:summary.period'),
            value: (
              <span className={styles.period}>
                <GroupPeriod group={group} />
                <GroupCalendarButton group={group} />
              </span>
            ),
            wide: true,
          },
          {
            key: 'state',
            label: t('competition:summary.state'),
            value: <GroupStateBadge state={group.groupState} />,
          },
          { key: 'rank', label: t('detail.myRank'), value: own(mine.ranking, String), emphasis: true },
          {
            key: 'secured',
            label: t('detail.mySecured'),
            value: own(mine.accumulationAmount, (value) => <Money amount={value} />),
            emphasis: true,
          },
          {
            key: 'total',
            label: t('competition:summary.totalCount'),
            value: waiting ? NOT_AVAILABLE : formatCount(group.countOfOrder, language),
          },
          {
            key: 'updated',
            label: t('competition:summary.updatedAt'),
            value: group.competitionUpdateAt ? <DateTime iso={group.competitionUpdateAt} /> : NOT_AVAILABLE,
          },
        ]}
      />
      {ranking.status === 'loading' && <PageState kind="loading" compact />}
      {ranking.status === 'error' && (
        <PageState
          kind="error"
          compact
          title={t('detail.rankingError')}
          errorCode={ranking.errorCode}
          onRetry={ranking.retry}
        />
      )}
      {ranking.status === 'ready' && (
        <RankingTable
          submissions={ranking.data.lists}
          waiting={waiting}
          isOwn={(row) => 'isMine' in row && row.isMine === true}
          onOpen={(template: LetterTemplate, opener: HTMLElement) => setMedia({ template, opener })}
        />
      )}
      {media && <MediaDialog target={media} onClose={() => setMedia(null)} />}
    </div>
  );
}

/** The group's competition period as a calendar file, until the competition has ended. */
function GroupCalendarButton({ group }: { group: MyGroupSubmission['mcfGroup'] }) {
  const { t } = useTranslation(['entries', 'competition']);
  const start = fromUtcDateHour(group.competitionBeginDate, group.competitionBeginHour, 'UTC');
  const end = fromUtcDateHour(group.competitionEndDate, group.competitionEndHour, 'UTC');
  if (!start || !end || group.groupState === GroupState.Completed) return null;
  const job = group.mcfTopic.topic;
  return (
    <AddToCalendarButton
      name={job}
      subject={t('calendar.groupTitle', { job })}
      period={() => ({
        uid: `group-competition-${group.uuid}@creator-portal`,
        title: t('calendar.groupTitle', { job }),
        description: t('calendar.groupDescription', { job }),
        url: window.location.origin + window.location.pathname,
        start: start.toDate(),
        end: end.toDate(),
      })}
    />
  );
}
