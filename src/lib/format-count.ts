// Counts (capacity, number of groups) as `toLocaleString` writes them in Korean and English: both
// group whole numbers by three with commas. Written out for whole numbers, because the first
// number formatted through Intl on a page loads the locale's ICU data, a 50-90 ms task on a
// throttled phone inside the home page's first render (blocking time, docs/performance.md).
// Anything else (fractions, huge values) still goes through Intl. format-count.test.ts checks the
// two against each other.
import type { Language } from './constants';

export function formatCount(value: number, language: Language): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString(language);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
