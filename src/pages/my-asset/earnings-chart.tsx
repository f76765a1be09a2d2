import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { MonthlyEarning } from '../../../contract/assets';
import { majorToMinor, minorToMajor, type Currency } from '../../../contract/money-rules';
import { Card } from '../../components/ui/card';
import { FigureTable } from '../../components/ui/figure-table';
import { currentLanguage } from '../../lib/i18n';
import { formatMonth, formatShortMonth, moneyIn } from '../../lib/asset-format';
import { emptyAxisHigh, tickLabel, valueAxis } from './chart-ticks';
import styles from './earnings-chart.module.css';

// The drawing's own units; the SVG stretches to its box (preserveAspectRatio="none"), and its lines
// keep 1 px whatever the stretch (vector-effect). The labels are HTML beside it, never stretched.
const WIDTH = 600;
const HEIGHT = 200;
const GAP = 8;

/**
 * The earnings by month (briefing `monthlyEarnings`, oldest first) as SVG bars over a value axis of
 * 3 to 5 round amounts with their gridlines, with the same figures in a table beside it: the chart
 * is a picture for sighted users (its summary is its accessible name), the table is what every
 * reader gets. A negative month (a correction) is drawn below the zero line. Heights come from
 * integer minor units.
 */
export function EarningsChart({ months, currency }: { months: MonthlyEarning[]; currency: Currency }) {
  const { t } = useTranslation('assets');
  const language = currentLanguage();
  const summaryId = useId();
  const minor = months.map((month) => majorToMinor(month.amount, currency) ?? 0);
  const total = minor.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...minor);
  const axis = valueAxis(Math.min(0, ...minor), max, emptyAxisHigh(currency));
  const yOf = (value: number) => ((axis.high - value) / (axis.high - axis.low)) * HEIGHT;
  const zero = yOf(0);
  const slot = WIDTH / Math.max(1, months.length);
  const bestIndex = minor.indexOf(max);
  const money = moneyIn(currency, language);
  const first = months[0];
  const last = months.at(-1);
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
    <Card title={t('myAsset.chart.title')}>
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      <div className={styles.layout}>
        <figure className={styles.chart}>
          <div className={styles.plot}>
            <div className={styles.values} aria-hidden="true">
              {[...axis.ticks].reverse().map((tick) => (
                <span key={tick}>{tickLabel(tick, axis, currency, language)}</span>
              ))}
            </div>
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              role="img"
              aria-labelledby={summaryId}
              preserveAspectRatio="none"
              className={styles.svg}
            >
              {axis.ticks.map((tick) => (
                <line
                  key={tick}
                  x1={0}
                  x2={WIDTH}
                  y1={yOf(tick)}
                  y2={yOf(tick)}
                  vectorEffect="non-scaling-stroke"
                  className={tick === 0 ? styles.zeroLine : styles.gridline}
                />
              ))}
              {minor.map((value, index) => (
                <rect
                  key={months[index]!.month}
                  x={index * slot + GAP / 2}
                  y={value >= 0 ? yOf(value) : zero}
                  width={Math.max(1, slot - GAP)}
                  height={value === 0 ? 0 : Math.max(1, Math.abs(yOf(value) - zero))}
                  className={value < 0 ? styles.barNegative : styles.bar}
                />
              ))}
            </svg>
            <div className={styles.months} aria-hidden="true">
              {months.map((month, index) => (
                // On a narrow chart every other month goes unlabelled, counting back from the latest.
                <span key={month.month} data-thin={(months.length - 1 - index) % 2 === 1 || undefined}>
                  {formatShortMonth(month.month, language)}
                </span>
              ))}
            </div>
          </div>
          {first && last && (
            <figcaption className={styles.range}>
              {t('myAsset.chart.range', {
                from: formatMonth(first.month, language),
                to: formatMonth(last.month, language),
              })}
            </figcaption>
          )}
        </figure>
        <FigureTable
          compact
          caption={t('myAsset.chart.caption')}
          headers={[t('myAsset.chart.month'), t('myAsset.chart.amount')]}
          rows={months.map((month) => ({
            key: month.month,
            label: <time dateTime={month.month}>{formatMonth(month.month, language)}</time>,
            value: money(month.amount),
          }))}
        />
      </div>
    </Card>
  );
}
