import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupState } from '../../../contract/topic-rules';
import type { Group, LetterTemplate } from '../../../contract/topics';
import { formatCount } from '../../lib/format-count';
import { currentLanguage } from '../../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { DateTime } from '../ui/date-time';
import { Money } from '../ui/money';
import { StatGrid } from '../ui/stat-grid';
import styles from './competition-status-dialog.module.css';
import { GroupPeriod, GroupStateBadge, NOT_AVAILABLE } from './group-figures';
import { MediaDialog, type MediaTarget } from './media-dialog';
import { RankingTable } from './ranking-table';

/** The groups of one tab, one at a time, with previous/next arrows (spec §2). */
export function GroupBrowser({ groups }: { groups: Group[] }) {
  const { t } = useTranslation('competition');
  const language = currentLanguage();
  const [index, setIndex] = useState(0);
  const [media, setMedia] = useState<MediaTarget | null>(null);
  const total = groups.length;
  const current = Math.min(index, total - 1);
  const group = groups[current];
  if (!group) return null;

  const waiting = group.groupState === GroupState.Waiting;
  const atStart = current === 0;
  const atEnd = current === total - 1;

  function openMedia(template: LetterTemplate, opener: HTMLElement) {
    setMedia({ template, opener });
  }

  return (
    <>
      <div className={styles.pager} role="group" aria-label={t('navigationLabel')}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('previous')}
          // aria-disabled keeps the button focusable: a disabled button would drop focus out of
          // the dialog when the last step reaches the end.
          aria-disabled={atStart}
          onClick={() => !atStart && setIndex(current - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <p className={styles.position} aria-live="polite">
          <span aria-hidden="true">
            {current + 1} / {total}
          </span>
          <span className="visually-hidden">{t('position', { index: current + 1, total })}</span>
        </p>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('next')}
          aria-disabled={atEnd}
          onClick={() => !atEnd && setIndex(current + 1)}
        >
          <ChevronRightIcon />
        </button>
      </div>

      <StatGrid
        plain
        className={styles.summary}
        label={t('summary.label')}
        stats={[
          { key: 'period', label: t('summary.period'), value: <GroupPeriod group={group} />, wide: true },
          { key: 'state', label: t('summary.state'), value: <GroupStateBadge state={group.groupState} /> },
          { key: 'reward', label: t('summary.reward'), value: <Money amount={group.mcfTopic.maxAmount} /> },
          {
            key: 'size',
            label: t('summary.groupSize'),
            value: t('summary.groupSizeValue', { value: formatCount(group.countOfSubmission, language) }),
          },
          { key: 'topic', label: t('summary.topic'), value: group.mcfTopic.topic },
          {
            key: 'total',
            label: t('summary.totalCount'),
            value: waiting ? NOT_AVAILABLE : formatCount(group.countOfOrder, language),
          },
          {
            key: 'updated',
            label: t('summary.updatedAt'),
            value: group.competitionUpdateAt ? <DateTime iso={group.competitionUpdateAt} /> : NOT_AVAILABLE,
          },
        ]}
      />

      <RankingTable submissions={group.mcfGroupSubmissions} waiting={waiting} onOpen={openMedia} />

      {media && <MediaDialog target={media} onClose={() => setMedia(null)} />}
    </>
  );
}
