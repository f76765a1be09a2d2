// A file size for people: "240 kB", "1.2 MB" (binary steps, as file managers count them): the
// notice attachment and the library downloads.
import type { Language } from './constants';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

export function formatFileSize(bytes: number, language: Language): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'unit',
    unit: UNITS[unit],
    // Bytes in full ("0 bytes", "500바이트"): the short form is "0 byte" in English.
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
