// The console forms' per-field problems (the jobs and groups forms): what the checks find, as codes
// with their numbers, and the sentence of each in the operator's language (operator: problems.*),
// so a form keeps codes in its state and shows them in whichever language is current.
import { useTranslation } from 'react-i18next';
import { formatCount } from '../lib/format-count';
import { currentLanguage } from '../lib/i18n';

export type ProblemCode =
  | 'required'
  | 'chooseLength'
  | 'tooLong'
  | 'wholeNumber'
  | 'atLeast'
  | 'atMost'
  | 'tooManyHashtags'
  | 'hashtagTooLong'
  | 'dateInvalid'
  | 'dateRequired'
  | 'periodOrder'
  | 'imageRequired'
  /** The server's TOPIC_TYPE_LOCKED, shown on the entry type. */
  | 'typeLocked'
  | 'chooseEntries'
  | 'tooManyEntries';

export interface Problem {
  code: ProblemCode;
  values?: { max?: number; min?: number; tag?: string };
}

/** A form's problems by field name. */
export type Problems = Record<string, Problem>;

/** "1,000,000" → 1000000; null for anything but a whole number (separators allowed). */
export function wholeNumber(text: string): number | null {
  const digits = text.trim().replace(/[,\s]/g, '');
  return /^\d{1,16}$/.test(digits) ? Number(digits) : null;
}

/** A required text of at most `max` characters (trimmed, as the server trims it). */
export function textProblem(text: string, max: number): Problem | null {
  if (!text.trim()) return { code: 'required' };
  return text.trim().length > max ? { code: 'tooLong', values: { max } } : null;
}

/** A whole number from `min` to `max`; `optional` lets it be empty. */
export function numberProblem(text: string, min: number, max: number, optional = false): Problem | null {
  if (!text.trim()) return optional ? null : { code: 'required' };
  const value = wholeNumber(text);
  if (value === null) return { code: 'wholeNumber' };
  if (value < min) return { code: 'atLeast', values: { min } };
  return value > max ? { code: 'atMost', values: { max } } : null;
}

/** Only the fields that have a problem. */
export function problemsOf(found: Record<string, Problem | null>): Problems {
  return Object.fromEntries(
    Object.entries(found).filter((entry): entry is [string, Problem] => entry[1] !== null),
  );
}

/** The sentence of a field's problem (null when it has none), its numbers written for the language. */
export function useProblemText(problems: Problems): (field: string) => string | null {
  const { t } = useTranslation('operator');
  const language = currentLanguage();
  return (field) => {
    const problem = problems[field];
    if (!problem) return null;
    const { max, min, tag } = problem.values ?? {};
    return t(`problems.${problem.code}`, {
      max: max === undefined ? '' : formatCount(max, language),
      min: min === undefined ? '' : formatCount(min, language),
      tag: tag ?? '',
    });
  };
}
