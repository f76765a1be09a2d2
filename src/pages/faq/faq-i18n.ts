// The FAQ texts (locales/*/faq.json), with keys type-checked against the English file, and the
// §9 constants every answer may name. src/i18next.d.ts does not declare the `faq` namespace yet,
// so the typed `useTranslation('faq')` is not available; once it is, the key helper can go.
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type faq from '../../../locales/en/faq.json';
import {
  DESCRIPTION_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  FILE_SIZE_MAX_BYTES,
  MIN_CASH_OUT,
  PASSWORD_LENGTH,
  PAYOUT_BUSINESS_DAYS,
  PLAYER_SPEEDS,
  REVIEW_BUSINESS_DAYS,
  SCHEDULING_MAX_BUSINESS_DAYS,
  STATISTICS_UPDATE_TIME,
  THUMBNAIL_SIZE,
  TITLE_MAX_LENGTH,
  UPLOAD_TIMEOUT_MS,
  VAT_RATE,
  type Language,
} from '../../lib/constants';
import { currentLanguage } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Plural keys are asked for without their suffix (`questionCount`, with `count`). */
export type FaqKey =
  Leaves<typeof faq> extends infer K extends string
    ? K extends `${infer Base}_${'one' | 'other'}`
      ? Base
      : K
    : never;

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };

/**
 * The values the answers interpolate, from src/lib/constants.ts (spec §9), formatted for the
 * language: change a constant there and every answer follows.
 */
export function faqValues(language: Language): Record<string, string | number> {
  const locale = LOCALES[language];
  return {
    reviewDays: REVIEW_BUSINESS_DAYS,
    schedulingDays: SCHEDULING_MAX_BUSINESS_DAYS,
    statisticsTime: STATISTICS_UPDATE_TIME,
    minCashOut: formatMoney(MIN_CASH_OUT[language], language),
    vatRate: new Intl.NumberFormat(locale, { style: 'percent' }).format(VAT_RATE),
    payoutDays: PAYOUT_BUSINESS_DAYS[language],
    fileNameMax: FILE_NAME_MAX_LENGTH,
    fileSizeMax: new Intl.NumberFormat(locale, { style: 'unit', unit: 'gigabyte' }).format(
      FILE_SIZE_MAX_BYTES / 1024 ** 3,
    ),
    uploadTimeoutMinutes: UPLOAD_TIMEOUT_MS / 60_000,
    titleMax: TITLE_MAX_LENGTH,
    descriptionMax: DESCRIPTION_MAX_LENGTH,
    thumbnailWidth: THUMBNAIL_SIZE.width,
    thumbnailHeight: THUMBNAIL_SIZE.height,
    passwordMin: PASSWORD_LENGTH.min,
    passwordMax: PASSWORD_LENGTH.max,
    playerSpeeds: PLAYER_SPEEDS.map((speed) => `${speed}x`).join(', '),
  };
}

/** `ft` translates FAQ keys with the §9 values; `t` is the usual (common) translator. */
export function useFaqTranslation() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage();
  const values = useMemo(() => faqValues(language), [language]);
  const ft = useCallback(
    (key: FaqKey, options?: Record<string, string | number>) =>
      (t as unknown as (key: string, options?: object) => string)(`faq:${key}`, { ...values, ...options }),
    [t, values],
  );
  return { t, ft, i18n, language };
}
