import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupSubmission, LetterTemplate } from '../../../contract/topics';
import type { Language } from '../../lib/constants';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { ImageIcon, PlayIcon } from '../icons';
import styles from './competition-status-dialog.module.css';
import { useCurrency } from '../../stores/deployment-store';

/** Shown for a value that does not exist yet, and for every ranking figure while waiting (§4). */
export const NOT_AVAILABLE = '--';

export interface RankingTableProps {
  submissions: GroupSubmission[];
  /** A waiting group (state 2) shows '--' for its rankings and production counts, whatever the values. */
  waiting: boolean;
  onOpen(template: LetterTemplate, opener: HTMLElement): void;
  /** Marks the viewer's own rows (a creator's entry page): highlighted, and named so. */
  isOwn?: (submission: GroupSubmission) => boolean;
}

const ratioFormats = {
  ko: new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

/** A ratio (percent, 0 to 100) as the ranking shows it: "32.4%". */
export function formatRatio(value: number, language: Language): string {
  return `${ratioFormats[language].format(value)}%`;
}

/** Spec §2: rank, submission name, production count, ratio %, secured amount. */
export function RankingTable({ submissions, waiting, onOpen, isOwn }: RankingTableProps) {
  const { t } = useTranslation('competition');
  const language = currentLanguage();
  const currency = useCurrency();
  const captionId = useId();
  const figure = <T,>(value: T | null, format: (value: T) => string) =>
    waiting || value === null ? NOT_AVAILABLE : format(value);

  return (
    // On a narrow screen the table scrolls sideways: the region takes focus so that keyboard
    // users can scroll it too.
    <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('table.caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.rankCol}>
              {t('table.rank')}
            </th>
            <th scope="col">{t('table.submission')}</th>
            <th scope="col" className={styles.number}>
              {t('table.count')}
            </th>
            <th scope="col" className={styles.number}>
              {t('table.ratio')}
            </th>
            <th scope="col" className={styles.number}>
              {t('table.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {submissions.length === 0 && (
            <tr>
              <td colSpan={5} className={styles.noRows}>
                {t('table.empty')}
              </td>
            </tr>
          )}
          {submissions.map((submission) => {
            const rank = waiting ? null : submission.ranking;
            const own = isOwn?.(submission) ?? false;
            return (
              <tr key={submission.uuid} data-own={own || undefined} aria-current={own || undefined}>
                <td className={styles.rankCol}>
                  <span className={styles.rank} data-top={rank !== null && rank <= 3 ? rank : undefined}>
                    {rank === null ? NOT_AVAILABLE : rank}
                  </span>
                </td>
                <td>
                  {own && <span className={styles.ownLabel}>{t('table.yourEntry')}</span>}
                  <ul className={styles.works}>
                    {submission.mcfSubmission.letterTemplates.map((template, index) => (
                      <li key={`${template.name}-${index}`}>
                        <WorkName template={template} onOpen={onOpen} />
                      </li>
                    ))}
                  </ul>
                </td>
                <td className={styles.number}>
                  {figure(submission.countOfOrder, (value) => value.toLocaleString(language))}
                </td>
                <td className={styles.number}>
                  {figure(submission.ratio, (value) => formatRatio(value, language))}
                </td>
                <td className={styles.number}>
                  {figure(submission.accumulationAmount, (value) => formatMoney(value, currency, language))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A video work plays in the player; an image work (`bcon`) shows its image. */
function WorkName({ template, onOpen }: { template: LetterTemplate; onOpen: RankingTableProps['onOpen'] }) {
  const { t } = useTranslation('competition');
  const isVideo = template.tType === 'video';
  const playable = isVideo ? Boolean(template.videoUrl) : Boolean(template.thumbnailUrl);
  if (!playable) return <span className={styles.workName}>{template.name}</span>;
  return (
    <button
      type="button"
      className={styles.work}
      data-kind={isVideo ? 'video' : 'image'}
      // The visible name first (WCAG 2.5.3), then what the button does.
      aria-label={`${template.name} (${isVideo ? t('playVideo') : t('viewImage')})`}
      onClick={(event) => onOpen(template, event.currentTarget)}
    >
      {isVideo ? <PlayIcon width={14} height={14} /> : <ImageIcon width={14} height={14} />}
      <span className={styles.workName}>{template.name}</span>
    </button>
  );
}
