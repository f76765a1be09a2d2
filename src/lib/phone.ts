// Korean mobile numbers. People type them with or without hyphens (and sometimes spaces); the API
// takes digits only (contract/user-rules.ts HP_NUMBER_PATTERN).
import { HP_NUMBER_PATTERN } from '../../contract/user-rules';

/** The digits of a typed number, or null when it holds anything but digits, hyphens and spaces. */
export function phoneDigits(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^[\d\s-]*$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

/** The digits to send when the typed number is a valid mobile number, otherwise null. */
export function validHpNumber(typed: string): string | null {
  const digits = phoneDigits(typed);
  return digits !== null && HP_NUMBER_PATTERN.test(digits) ? digits : null;
}

/** "01012345678" → "010-1234-5678", "0111234567" → "011-123-4567"; anything else as it is. */
export function formatHpNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}
