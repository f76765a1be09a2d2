// Business constants and limits of spec §9, in one place so that screens and validation agree.

export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'ko' || value === 'en';
}

// The minimum cash-out, the payout days and the adult age follow the deployment's currency and
// country, not the language: contract/money-rules.ts and stores/deployment-store.ts.
export const VAT_RATE = 0.1;
export const REVIEW_BUSINESS_DAYS = 5;
export const SCHEDULING_MAX_BUSINESS_DAYS = 7;
/** Statistics update at 01:00, one hour after a competition ends. */
export const STATISTICS_UPDATE_TIME = '01:00';

export const POPUP_PAGE_SIZE = 100;

/**
 * The cards of a list whose pictures load at once rather than lazily: the first row on a desktop,
 * the first card on a phone. A lazy image waits for the page's layout before it even asks, and the
 * first card's picture is the list page's largest paint (LCP, issue 25).
 */
export const EAGER_CARD_IMAGES = 4;
export { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../contract/list-rules';

/** 30 minutes (spec §7 and §9). */
export const UPLOAD_TIMEOUT_MS = 30 * 60 * 1000;

export const PASSWORD_LENGTH = { min: 8, max: 20 } as const;

export const PLAYER_SPEEDS = [0.7, 1, 1.5, 2] as const;

/**
 * The entry limits of spec §5/§9 (title, description, file name and size, thumbnail size), defined
 * once in the contract and used by the server too.
 */
export {
  DESCRIPTION_MAX_LENGTH,
  DURATION_TOLERANCE_MS,
  FILE_NAME_MAX_LENGTH,
  FILE_SIZE_MAX_BYTES,
  TITLE_MAX_LENGTH,
} from '../../contract/submission-rules';
// From its own module: the home page's tiles need it without the other entry rules.
export { THUMBNAIL_SIZE } from '../../contract/thumbnail-rules';

/** Group state codes (CONTRACT.md); the home popup starts on `competing`. */
export { GroupState } from '../../contract/topic-rules';
