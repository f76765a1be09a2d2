// A file check's problem (src/lib/upload-checks.ts) as a sentence in the current language.
import type { TFunction } from 'i18next';
import { DURATION_TOLERANCE_MS, THUMBNAIL_SIZE } from '../../../contract/submission-rules';
import type { Language } from '../../lib/constants';
import type { FileProblem } from '../../lib/upload-checks';
import { timeLimitText } from '../topic-facts/time-limit-text';

const secondsFormats = {
  ko: new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

/** Seconds for people: 5.04, 0.25. */
export function formatSeconds(milliseconds: number, language: Language): string {
  return secondsFormats[language].format(milliseconds / 1000);
}

export function toleranceText(language: Language): string {
  return formatSeconds(DURATION_TOLERANCE_MS, language);
}

export function fileProblemText(t: TFunction<'entries'>, problem: FileProblem, language: Language): string {
  switch (problem.code) {
    case 'unreadable':
      return t('checks.unreadable');
    case 'nameEmpty':
      return t('checks.nameEmpty');
    case 'nameTooLong':
      return t('checks.nameTooLong');
    case 'nameForbidden':
      return t('checks.nameForbidden');
    case 'nameHidden':
      return t('checks.nameHidden');
    case 'tooLarge':
      return t('checks.tooLarge');
    case 'wrongType':
      if (problem.accepted.includes('mp4')) return t('checks.notMp4');
      if (problem.accepted.includes('zip')) return t('checks.notZip');
      return t('checks.notImage');
    case 'durationUnreadable':
      return t('checks.durationUnreadable');
    case 'durationMismatch':
      return t(problem.rule.exact ? 'checks.durationNotExact' : 'checks.durationTooShort', {
        actual: formatSeconds(problem.durationMs, language),
        limit: timeLimitText(t, problem.rule),
        tolerance: toleranceText(language),
      });
    case 'imageUnreadable':
      return t('checks.imageUnreadable');
    case 'wrongDimensions':
      return t('checks.wrongDimensions', {
        width: problem.width,
        height: problem.height,
        requiredWidth: THUMBNAIL_SIZE.width,
        requiredHeight: THUMBNAIL_SIZE.height,
      });
  }
}
