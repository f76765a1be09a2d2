import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupState } from '../../../contract/topic-rules';
import type { Group, LetterTemplate } from '../../../contract/topics';
import { formatUtcDateHour, formatTimestamp } from '../../lib/date';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import styles from './competition-status-dialog.module.css';
import { MediaDialog, type MediaTarget } from './media-dialog';
import { NOT_AVAILABLE, RankingTable } from './ranking-table';
import { useCurrency } from '../../stores/deployment-store';

const STATE_KEYS = {
  [GroupState.Preparing]: 'preparing',
  [GroupState.Waiting]: 'waiting',
  [GroupState.Competing]: 'competing',
  [GroupState.Completed]: 'completed',
} as const;

function stateKey(state: number) {
  return STATE_KEYS[state as keyof typeof STATE_KEYS] ?? null;
}

/** The groups of one tab, one at a time, with previous/next arrows (spec §2). */
export function GroupBrowser({ groups }: { groups: Group[] }) {
  const { t } = useTranslation('competition');
  const language = currentLanguage();
  const currency = useCurrency();
  const [index, setIndex] = useState(0);
  const [media, setMedia] = useState<MediaTarget | null>(null);
  const total = groups.length;
  const current = Math.min(index, total - 1);
  const group = groups[current];
  if (!group) return null;

  const waiting = group.groupState === GroupState.Waiting;
  const key = stateKey(group.groupState);
  const begin = formatUtcDateHour(group.competitionBeginDate, group.competitionBeginHour, language);
  const end = formatUtcDateHour(group.competitionEndDate, group.competitionEndHour, language);
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

      <dl className={styles.summary} aria-label={t('summary.label')}>
        <div className={styles.wide}>
          <dt>{t('summary.period')}</dt>
          <dd>
            {begin || NOT_AVAILABLE} ~ {end || NOT_AVAILABLE}
          </dd>
        </div>
        <div>
          <dt>{t('summary.state')}</dt>
          <dd>
            <span className={styles.badge} data-state={key ?? undefined}>
              {key ? t(`state.${key}`) : NOT_AVAILABLE}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('summary.reward')}</dt>
          <dd>{formatMoney(group.mcfTopic.maxAmount, currency, language)}</dd>
        </div>
        <div>
          <dt>{t('summary.groupSize')}</dt>
          <dd>{t('summary.groupSizeValue', { value: group.countOfSubmission.toLocaleString(language) })}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{t('summary.topic')}</dt>
          <dd>{group.mcfTopic.topic}</dd>
        </div>
        <div>
          <dt>{t('summary.totalCount')}</dt>
          <dd>{waiting ? NOT_AVAILABLE : group.countOfOrder.toLocaleString(language)}</dd>
        </div>
        <div>
          <dt>{t('summary.updatedAt')}</dt>
          <dd>
            {group.competitionUpdateAt
              ? formatTimestamp(group.competitionUpdateAt, language) || NOT_AVAILABLE
              : NOT_AVAILABLE}
          </dd>
        </div>
      </dl>

      <RankingTable submissions={group.mcfGroupSubmissions} waiting={waiting} onOpen={openMedia} />

      {media && <MediaDialog target={media} onClose={() => setMedia(null)} />}
    </>
  );
}
