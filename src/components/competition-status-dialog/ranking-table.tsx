import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupSubmission, LetterTemplate } from '../../../contract/topics';
import { formatCount } from '../../lib/format-count';
import { currentLanguage } from '../../lib/i18n';
import { ImageIcon, PlayIcon } from '../icons';
import { DataTable, type Column } from '../ui/data-table';
import { EmptyState } from '../ui/empty-state';
import { Money } from '../ui/money';
import { entryName } from './entry-name';
import { formatRatio, NOT_AVAILABLE } from './group-figures';
import styles from './ranking-table.module.css';

export interface RankingTableProps {
  submissions: GroupSubmission[];
  /** A waiting group (state 2) shows '--' for its rankings and production counts, whatever the values. */
  waiting: boolean;
  onOpen(template: LetterTemplate, opener: HTMLElement): void;
  /** Marks the viewer's own rows (a creator's entry page): highlighted, and named so. */
  isOwn?: (submission: GroupSubmission) => boolean;
}

/**
 * Spec §2: rank, entry name, production count, ratio %, secured amount. Where it is narrower than
 * 720 px (a phone, the popup on a phone) each rank becomes a card titled by its rank and names,
 * every figure beside its label (DataTable).
 */
export function RankingTable({ submissions, waiting, onOpen, isOwn }: RankingTableProps) {
  const { t } = useTranslation('competition');
  const language = currentLanguage();
  if (submissions.length === 0) return <EmptyState title={t('table.empty')} />;

  const rankOf = (submission: GroupSubmission) => (waiting ? null : submission.ranking);
  const figure = <T,>(value: T | null, format: (value: T) => ReactNode) =>
    waiting || value === null ? NOT_AVAILABLE : format(value);
  const columns: Column<GroupSubmission>[] = [
    {
      key: 'rank',
      header: t('table.rank'),
      // In a card the rank stands in its title line instead.
      hideWhenStacked: true,
      nowrap: true,
      cell: (submission) => <Rank rank={rankOf(submission)} />,
    },
    {
      key: 'entry',
      header: t('table.submission'),
      primary: true,
      cell: (submission) => (
        <div className={styles.entry}>
          <span className={styles.stackedRank} aria-hidden="true">
            <Rank rank={rankOf(submission)} />
          </span>
          <div className={styles.names}>
            {isOwn?.(submission) && <span className={styles.ownLabel}>{t('table.yourEntry')}</span>}
            <ul className={styles.works}>
              {submission.mcfSubmission.letterTemplates.map((template, index) => (
                <li key={`${template.name}-${index}`}>
                  <WorkName template={template} onOpen={onOpen} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      ),
    },
    {
      key: 'count',
      header: t('table.count'),
      align: 'end',
      nowrap: true,
      cell: (submission) => figure(submission.countOfOrder, (value) => formatCount(value, language)),
    },
    {
      key: 'ratio',
      header: t('table.ratio'),
      align: 'end',
      nowrap: true,
      cell: (submission) => figure(submission.ratio, (value) => formatRatio(value, language)),
    },
    {
      key: 'amount',
      header: t('table.amount'),
      align: 'end',
      nowrap: true,
      cell: (submission) => figure(submission.accumulationAmount, (value) => <Money amount={value} />),
    },
  ];

  return (
    <DataTable
      className={styles.ranking}
      caption={t('table.caption')}
      columns={columns}
      rows={submissions}
      rowKey={(submission) => submission.uuid}
      rowState={(submission) => (isOwn?.(submission) ? 'own' : undefined)}
      current={isOwn}
    />
  );
}

/** The rank in a round mark, the first three drawn stronger. */
function Rank({ rank }: { rank: number | null }) {
  return (
    <span className={styles.rank} data-top={rank !== null && rank <= 3 ? rank : undefined}>
      {rank === null ? NOT_AVAILABLE : rank}
    </span>
  );
}

/** A video work plays in the player; an image work (`bcon`) shows its image. */
function WorkName({ template, onOpen }: { template: LetterTemplate; onOpen: RankingTableProps['onOpen'] }) {
  const { t } = useTranslation('competition');
  const isVideo = template.tType === 'video';
  const playable = isVideo ? Boolean(template.videoUrl) : Boolean(template.thumbnailUrl);
  const name = entryName(template, t);
  if (!playable) return <span className={styles.workName}>{name}</span>;
  return (
    <button
      type="button"
      className={styles.work}
      data-kind={isVideo ? 'video' : 'image'}
      // The visible name first (WCAG 2.5.3), then what the button does.
      aria-label={`${name} (${isVideo ? t('playVideo') : t('viewImage')})`}
      onClick={(event) => onOpen(template, event.currentTarget)}
    >
      {isVideo ? <PlayIcon width={14} height={14} /> : <ImageIcon width={14} height={14} />}
      <span className={styles.workName}>{name}</span>
    </button>
  );
}
