// The value axis of the earnings chart: a few round amounts that span every month, in integer minor
// units (never floats), and their labels in the deployment's currency.
import { CURRENCY_SETTINGS, minorToMajor, type Currency } from '../../../contract/money-rules';
import type { Language } from '../../lib/constants';
import { formatMoney } from '../../lib/money';

/** Two to four intervals between ticks: 3 to 5 labels read at a glance on a phone. */
const MIN_INTERVALS = 2;
const MAX_INTERVALS = 4;
/** Round steps: 1, 2, 2.5 and 5 times a power of ten. */
const STEP_FACTORS = [1, 2, 2.5, 5];

export interface ValueAxis {
  /** Tick values in minor units, lowest first; the first and last bound the chart. */
  ticks: number[];
  low: number;
  high: number;
}

/** The round steps from `from` upwards, in whole minor units. */
function* roundSteps(from: number): Generator<number> {
  for (let power = 10 ** Math.floor(Math.log10(Math.max(1, from))); ; power *= 10) {
    for (const factor of STEP_FACTORS) {
      const step = factor * power;
      if (step >= from && Number.isInteger(step)) yield step;
    }
  }
}

/**
 * Ticks for values from `min` to `max` (minor units): zero is always one of them, so that a bar
 * starts at a labelled line; the step is the smallest round one that spans the values in at most
 * four intervals. A chart with nothing to show (all zero) spans `emptyHigh` so that its axis still
 * reads as money, not as a single line.
 */
export function valueAxis(min: number, max: number, emptyHigh: number): ValueAxis {
  const low0 = Math.min(0, min);
  const high0 = Math.max(0, max) === low0 ? emptyHigh : Math.max(0, max);
  const span = high0 - low0;
  const first = Math.max(1, Math.floor(span / MAX_INTERVALS));
  // Start from a round step at or below a quarter of the span, then widen until it fits.
  let start = 1;
  for (const step of roundSteps(1)) {
    if (step > first) break;
    start = step;
  }
  for (const step of roundSteps(start)) {
    const low = Math.floor(low0 / step) * step;
    // A span of a single step (values of 0 and 1 won) gets a second one: at least three labels.
    const high = Math.max(Math.ceil(high0 / step) * step, low + MIN_INTERVALS * step);
    if ((high - low) / step <= MAX_INTERVALS) {
      const ticks: number[] = [];
      // Math.floor of a negative multiple can be -0; ticks read 0, never -0.
      for (let value = low; value <= high; value += step) ticks.push(value === 0 ? 0 : value);
      return { ticks, low: ticks[0]!, high: ticks[ticks.length - 1]! };
    }
  }
  // Unreachable: the steps grow without end, and one of them spans any finite range.
  throw new Error('no axis');
}

/** The span an empty chart shows: twice the currency's minimum withdrawal (₩10,000 or $10). */
export function emptyAxisHigh(currency: Currency): number {
  return CURRENCY_SETTINGS[currency].minimumWithdrawalMinor * 2;
}

/**
 * Axis amounts from this many major units on are written short ("₩150K", "15만원"); below it in
 * full, where Korean's short form would be an unusual "2.5천원".
 */
const COMPACT_FROM_MAJOR = 100_000;

/**
 * A tick's label: the amount as formatMoney writes it (without ".00" when every tick is a whole
 * unit: "$5", not "$5.00"), or, on an axis that reaches 100,000 major units, its short form (Intl's
 * compact notation with the currency's sign where formatMoney puts it: "₩150K", "15만원", "$120K"),
 * so that the labels stay narrow beside a phone-width chart.
 */
export function tickLabel(minor: number, axis: ValueAxis, currency: Currency, language: Language): string {
  const major = minorToMajor(minor, currency);
  const reach = Math.max(Math.abs(axis.low), Math.abs(axis.high));
  if (minorToMajor(reach, currency) < COMPACT_FROM_MAJOR) {
    const unit = 10 ** CURRENCY_SETTINGS[currency].minorDigits;
    const whole = axis.ticks.every((tick) => tick % unit === 0);
    const full = formatMoney(major, currency, language);
    return whole ? full.replace(/\.0+(?=\D*$)/, '') : full;
  }
  const short = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(Math.abs(major));
  // formatMoney's own form of zero gives the sign and its side ("₩0", "0원", "US$0.00").
  const written = formatMoney(0, currency, language).replace(/[\d.,]+/, short);
  return major < 0 ? `-${written}` : written;
}
