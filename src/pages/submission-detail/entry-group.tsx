import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyGroupSubmission } from '../../../contract/submissions';
import { GroupState } from '../../../contract/topic-rules';
import type { LetterTemplate } from '../../../contract/topics';
import { getGroupOfSubmission, getGroupRanking } from '../../api/group-submissions';
import { MediaDialog, type MediaTarget } from '../../components/competition-status-dialog/media-dialog';
import { NOT_AVAILABLE, RankingTable } from '../../components/competition-status-dialog/ranking-table';
import { LoadProblem } from '../../components/load-problem/load-problem';
import { PageLoader } from '../../components/page-loader';
import { formatTimestamp, formatUtcDateHour } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { useEnvelope } from '../../lib/use-envelope';
import styles from './submission-detail-page.module.css';
import { useCurrency } from '../../stores/deployment-store';

/** One page holds every row of a group (groups are far smaller; the popup asks the same). */
const RANKING_SIZE = 100;

const STATE_KEYS = {
  [GroupState.Preparing]: 'preparing',
  [GroupState.Waiting]: 'waiting',
  [GroupState.Competing]: 'competing',
  [GroupState.Completed]: 'completed',
} as const;

/**
 * The group an entry competes in (GET /api/group-submission/belong-to-group/{uuid}) and its ranking
 * table (GET /api/group-submission/{groupUuid}), the creator's own row highlighted.
 */
export function EntryGroup({ submissionUuid }: { submissionUuid: string }) {
  const { t } = useTranslation(['entries', 'competition']);
  const titleId = useId();
  const mine = useEnvelope(`belong:${submissionUuid}`, (signal) =>
    getGroupOfSubmission(submissionUuid, signal),
  );

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('detail.group')}
      </h2>
      {mine.status === 'loading' && <PageLoader />}
      {mine.status === 'error' && (
        <LoadProblem
          title={t('detail.groupError')}
          errorCode={mine.errorCode}
          retryLabel={t('detail.retry')}
          onRetry={mine.retry}
        />
      )}
      {mine.status === 'ready' && <GroupView mine={mine.data} />}
    </section>
  );
}

function GroupView({ mine }: { mine: MyGroupSubmission }) {
  const { t } = useTranslation(['entries', 'competition']);
  const language = currentLanguage();
  const currency = useCurrency();
  const [media, setMedia] = useState<MediaTarget | null>(null);
  const group = mine.mcfGroup;
  const waiting = group.groupState === GroupState.Waiting;
  const key = STATE_KEYS[group.groupState as keyof typeof STATE_KEYS];
  const ranking = useEnvelope(`ranking:${group.uuid}`, (signal) =>
    getGroupRanking(group.uuid, 1, RANKING_SIZE, signal),
  );
  const begin = formatUtcDateHour(group.competitionBeginDate, group.competitionBeginHour, language);
  const end = formatUtcDateHour(group.competitionEndDate, group.competitionEndHour, language);
  const own = (value: number | null, format: (value: number) => string) =>
    waiting || value === null ? NOT_AVAILABLE : format(value);

  return (
    <>
      <dl className={styles.groupFacts}>
        <div className={styles.wide}>
          <dt>{t('competition:summary.period')}</dt>
          <dd>
            {begin || NOT_AVAILABLE} ~ {end || NOT_AVAILABLE}
          </dd>
        </div>
        <div>
          <dt>{t('competition:summary.state')}</dt>
          <dd>{key ? t(`competition:state.${key}`) : NOT_AVAILABLE}</dd>
        </div>
        <div>
          <dt>{t('detail.myRank')}</dt>
          <dd>{own(mine.ranking, String)}</dd>
        </div>
        <div>
          <dt>{t('detail.mySecured')}</dt>
          <dd>{own(mine.accumulationAmount, (value) => formatMoney(value, currency, language))}</dd>
        </div>
        <div>
          <dt>{t('competition:summary.totalCount')}</dt>
          <dd>{waiting ? NOT_AVAILABLE : group.countOfOrder.toLocaleString(language)}</dd>
        </div>
        <div>
          <dt>{t('competition:summary.updatedAt')}</dt>
          <dd>
            {group.competitionUpdateAt
              ? formatTimestamp(group.competitionUpdateAt, language) || NOT_AVAILABLE
              : NOT_AVAILABLE}
          </dd>
        </div>
      </dl>
      {ranking.status === 'loading' && <PageLoader />}
      {ranking.status === 'error' && (
        <LoadProblem
          title={t('detail.rankingError')}
          errorCode={ranking.errorCode}
          retryLabel={t('detail.retry')}
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
    </>
  );
}
