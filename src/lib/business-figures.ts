// The §9 figures of src/lib/constants.ts as the values texts interpolate ({{minCashOut}},
// {{reviewDays}}, …): the policies, the introduction page and the FAQ answers all take them from
// here, so that a constant changed there changes every text that quotes it. Units stay in the
// texts ("{{vatPercent}}%", "{{fileSizeMaxGb}} GB" / "{{fileSizeMaxGb}}GB"). The minimum cash-out,
// payout days and adult age are the deployment's (CONTRACT.md "Money"), the cash-out in its
// currency in the language's conventions: a Korean deployment in English says ₩5,000.
import type { DeploymentSettings } from '../../contract/money-rules';
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

export function businessFigureValues(language: Language, deployment: DeploymentSettings) {
  return {
    minCashOut: formatMoney(deployment.minimumWithdrawal, deployment.currency, language),
    payoutDays: deployment.payoutBusinessDays,
    adultAge: deployment.adultAge,
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
