import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthlyEarning } from '../../../contract/assets';
import { majorToMinor, minorToMajor, type Currency } from '../../../contract/money-rules';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { formatMonth } from '../../lib/asset-format';
import styles from './my-asset-page.module.css';

const WIDTH = 640;
const HEIGHT = 220;
const AXIS = 28;
const GAP = 8;

/**
 * The earnings by month (briefing `monthlyEarnings`, oldest first) as hand-drawn SVG bars, with the
 * same figures in a table right under it: the chart is a picture for sighted users (its summary is
 * its accessible name), the table is what every reader gets. A negative month (a correction) is
 * drawn below the baseline. Heights come from integer minor units.
 */
export function EarningsChart({ months, currency }: { months: MonthlyEarning[]; currency: Currency }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const summaryId = useId();
  const minor = months.map((month) => majorToMinor(month.amount, currency) ?? 0);
  const total = minor.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...minor);
  const min = Math.min(0, ...minor);
  const span = max - min || 1;
  const plot = HEIGHT - AXIS;
  const baseline = (max / span) * plot;
  const slot = WIDTH / Math.max(1, months.length);
  const bestIndex = minor.indexOf(max);
  const money = (value: number) => formatMoney(value, currency, language);
  const summary =
    max > 0
      ? t('myAsset.chart.summary', {
          count: months.length,
          total: money(minorToMajor(total, currency)),
          best: formatMonth(months[bestIndex]!.month, language),
          bestAmount: money(months[bestIndex]!.amount),
        })
      : t('myAsset.chart.summaryNone', { count: months.length });

  return (
    <section className={styles.section} aria-labelledby={`${summaryId}-title`}>
      <h2 id={`${summaryId}-title`} className={styles.sectionTitle}>
        {t('myAsset.chart.title')}
      </h2>
      <p id={summaryId} className={styles.muted}>
        {summary}
      </p>
      <div className={styles.chartLayout}>
        <figure className={styles.chart}>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            role="img"
            aria-labelledby={summaryId}
            preserveAspectRatio="none"
            className={styles.chartSvg}
          >
            <line x1={0} x2={WIDTH} y1={baseline} y2={baseline} className={styles.chartAxis} />
            {minor.map((value, index) => {
              const height = (Math.abs(value) / span) * plot;
              const x = index * slot + GAP / 2;
              const y = value >= 0 ? baseline - height : baseline;
              return (
                <rect
                  key={months[index]!.month}
                  x={x}
                  y={y}
                  width={Math.max(1, slot - GAP)}
                  height={Math.max(value === 0 ? 0 : 1, height)}
                  className={value < 0 ? styles.barNegative : styles.bar}
                />
              );
            })}
          </svg>
          <div className={styles.chartLabels} aria-hidden="true">
            {months.map((month) => (
              <span key={month.month}>{formatMonth(month.month, language)}</span>
            ))}
          </div>
        </figure>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('myAsset.chart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('myAsset.chart.month')}</th>
                <th scope="col" className={styles.number}>
                  {t('myAsset.chart.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">
                    <time dateTime={month.month}>{formatMonth(month.month, language)}</time>
                  </th>
                  <td className={styles.number}>{money(month.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
