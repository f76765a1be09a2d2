// One colour per meaning, across every kind of state the portal shows (entries, groups, inquiries,
// withdrawals). A new state picks the meaning it shares with the others, never a colour of its own.
import type { WithdrawalState } from '../../../contract/asset-rules';
import type { InquiryState } from '../../../contract/inquiry-rules';
import type { SubmissionState } from '../../../contract/submission-rules';

export type Tone =
  /** Nothing happens yet / it is over without result. */
  | 'neutral'
  /** Waiting on the company (review, scheduling, payout). */
  | 'progress'
  /** Happening now. */
  | 'active'
  /** The creator must act. */
  | 'warning'
  /** Informational, no action needed. */
  | 'info'
  /** Done well. */
  | 'success'
  /** Refused or failed. */
  | 'danger';

/**
 * Each tone's text and background tokens (src/styles/tokens.css), every pair at least 4.5:1. One
 * table instead of a CSS rule per tone: the badge sets the pair as two custom properties.
 */
export const toneColors: Record<Tone, { text: string; background: string }> = {
  neutral: { text: 'neutral', background: 'neutral-soft' },
  progress: { text: 'primary-strong', background: 'primary-soft' },
  active: { text: 'on-primary', background: 'primary' },
  warning: { text: 'warning', background: 'warning-soft' },
  info: { text: 'info', background: 'info-soft' },
  success: { text: 'success', background: 'success-soft' },
  danger: { text: 'danger', background: 'danger-soft' },
};

export const submissionTone: Record<SubmissionState, Tone> = {
  reviewing: 'progress',
  returned: 'danger',
  approved: 'warning',
  converting: 'progress',
  waiting: 'progress',
  competing: 'active',
  closed: 'success',
};

export const inquiryTone: Record<InquiryState, Tone> = {
  unanswered: 'progress',
  answered: 'success',
  deleted: 'neutral',
};

/** Group state codes of CONTRACT.md: 1 preparing, 2 waiting, 3 competing, 4 completed. */
export const groupTone: Record<1 | 2 | 3 | 4, Tone> = {
  1: 'neutral',
  2: 'progress',
  3: 'active',
  4: 'success',
};

export const withdrawalTone: Record<WithdrawalState, Tone> = {
  requested: 'progress',
  paid: 'success',
  rejected: 'danger',
};
