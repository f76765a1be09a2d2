// The §9 figures of src/lib/constants.ts as the values texts interpolate ({{minCashOut}},
// {{reviewDays}}, …): the policies, the introduction page and the FAQ answers all take them from
// here, so that a constant changed there changes every text that quotes it. Units stay in the
// texts ("{{vatPercent}}%", "{{fileSizeMaxGb}} GB" / "{{fileSizeMaxGb}}GB"). The minimum cash-out,
// payout days and adult age are the deployment's (CONTRACT.md "Money"), the cash-out in its
// currency in the language's conventions: a Korean deployment in English says ₩5,000. The words
// that change with the deployment's country or currency ("within 3" in Korea, "about 7" in the US;
// the currency's name and smallest unit) are in PHRASES below rather than in common.json, which the
// home route loads (its JavaScript budget is spent); only the pages quoting them load this file.
import { splitLargestRemainder } from '../../contract/reward-split';
import type { Country, Currency, DeploymentSettings } from '../../contract/money-rules';
import {
  DESCRIPTION_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  FILE_SIZE_MAX_BYTES,
  PASSWORD_LENGTH,
  PLAYER_SPEEDS,
  REVIEW_BUSINESS_DAYS,
  SCHEDULING_MAX_BUSINESS_DAYS,
  STATISTICS_UPDATE_TIME,
  THUMBNAIL_SIZE,
  TITLE_MAX_LENGTH,
  UPLOAD_TIMEOUT_MS,
  VAT_RATE,
  type Language,
} from './constants';
import { formatMoney } from './money';

type Days = (days: number) => string;

const PHRASES = {
  ko: {
    payoutTime: { KR: (d) => `영업일 기준 ${d}일 이내에`, US: (d) => `영업일 기준 약 ${d}일 안에` },
    payoutFigure: { KR: (d) => `${d}일 이내`, US: (d) => `약 ${d}일` },
    currencyName: { KRW: '원화', USD: '미국 달러' },
    minorUnit: { KRW: '1원', USD: '1센트' },
    holidayCountry: { KR: '대한민국', US: '미국' },
  },
  en: {
    payoutTime: {
      KR: (d) => `within ${d} business days`,
      US: (d) => `in about ${d} business days`,
    },
    payoutFigure: { KR: (d) => `Within ${d}`, US: (d) => `About ${d}` },
    currencyName: { KRW: 'Korean won', USD: 'US dollars' },
    minorUnit: { KRW: 'won', USD: 'cent' },
    holidayCountry: { KR: 'Korea', US: 'the United States' },
  },
} satisfies Record<
  Language,
  {
    payoutTime: Record<Country, Days>;
    payoutFigure: Record<Country, Days>;
    currencyName: Record<Currency, string>;
    minorUnit: Record<Currency, string>;
    holidayCountry: Record<Country, string>;
  }
>;

/** The profit policies' worked example (also the introduction's): a reward that reads naturally in each currency. */
export const EXAMPLE_REWARD: Record<Currency, number> = { KRW: 300_000, USD: 300 };
/** Production counts of the example's works: two share first place. */
export const EXAMPLE_COUNTS = [360, 360, 180, 100] as const;

export function businessFigureValues(language: Language, deployment: DeploymentSettings) {
  const { currency, country } = deployment;
  const money = (amount: number) => formatMoney(amount, currency, language);
  const days = deployment.payoutBusinessDays;
  const phrases = PHRASES[language];
  const [first = 0, , third = 0, fourth = 0] = splitLargestRemainder(
    EXAMPLE_REWARD[currency],
    EXAMPLE_COUNTS,
  );
  return {
    minCashOut: money(deployment.minimumWithdrawal),
    payoutDays: days,
    /** "within 3 business days" (Korea) or "in about 7 business days" (US). */
    payoutTime: phrases.payoutTime[country](days),
    /** The figure alone: "Within 3" or "About 7". */
    payoutFigure: phrases.payoutFigure[country](days),
    adultAge: deployment.adultAge,
    currencyName: phrases.currencyName[currency],
    minorUnit: phrases.minorUnit[currency],
    holidayCountry: phrases.holidayCountry[country],
    exampleReward: money(EXAMPLE_REWARD[currency]),
    exampleFirst: money(first),
    exampleThird: money(third),
    exampleFourth: money(fourth),
    vatPercent: Math.round(VAT_RATE * 100),
    reviewDays: REVIEW_BUSINESS_DAYS,
    schedulingDays: SCHEDULING_MAX_BUSINESS_DAYS,
    statisticsTime: STATISTICS_UPDATE_TIME,
    fileNameMax: FILE_NAME_MAX_LENGTH,
    fileSizeMaxGb: FILE_SIZE_MAX_BYTES / 1024 ** 3,
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
