// The §9 figures of src/lib/constants.ts as the values texts interpolate ({{minCashOut}},
// {{reviewDays}}, …): the policies, the introduction page and the FAQ answers all take them from
// here, so that a constant changed there changes every text that quotes it. Units stay in the
// texts ("{{vatPercent}}%", "{{fileSizeMaxGb}} GB" / "{{fileSizeMaxGb}}GB"); money is formatted in
// the language's currency.
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
} from './constants';
import { formatMoney } from './money';

export function businessFigureValues(language: Language) {
  return {
    minCashOut: formatMoney(MIN_CASH_OUT[language], language),
    payoutDays: PAYOUT_BUSINESS_DAYS[language],
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
