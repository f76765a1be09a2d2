// Secrets that the account flows hand out, and how they are kept at rest.
//   - Email verification codes: 256 random bits (base64url) in the link; the database keeps their
//     SHA-256 only. A fast hash is enough for a value that cannot be guessed.
//   - Phone codes: six random digits; the database keeps an HMAC keyed by a server secret, because
//     a plain hash of six digits is reversed by trying all million of them.
//   - Temporary passwords: random, meeting the §5 rule; kept as scrypt like any password.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { isValidPassword, PHONE_CODE_LENGTH } from '../../contract/users.js';

export const EMAIL_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const TEMPORARY_PASSWORD_TTL_MS = 30 * 60 * 1000;

export function hashEmailCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}

export function newEmailCode(): { code: string; hash: string } {
  const code = randomBytes(32).toString('base64url');
  return { code, hash: hashEmailCode(code) };
}

export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

export type PhoneCodeHasher = (code: string) => string;

/** HMAC-SHA256 under a key derived from the server secret (so it is not the JWT key itself). */
export function createPhoneCodeHasher(serverSecret: string): PhoneCodeHasher {
  const key = createHmac('sha256', serverSecret).update('creator-portal/phone-code/v1').digest();
  return (code) => createHmac('sha256', key).update(code, 'utf8').digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

// No look-alikes (0/O, 1/l/I) so that a person can copy it from a mail by hand; specials that need
// no escaping in a URL, in HTML or on a shell line.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIALS = '!@#$%*?';
const ALL = LETTERS + DIGITS + SPECIALS;

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!;
}

/** A random password of `length` characters with a letter, a digit and a special (spec §5). */
export function newTemporaryPassword(length = 12): string {
  const chars = [pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < length) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  const password = chars.join('');
  if (!isValidPassword(password)) throw new Error('generated temporary password breaks the rule');
  return password;
}

function maskPart(part: string): string {
  // Keep two characters, but never the whole part: a short part keeps one less than its length.
  const keep = Math.min(2, Math.max(part.length - 1, 0));
  return part.slice(0, keep) + '*'.repeat(part.length - keep);
}

/**
 * `devon@example.com` -> `de***@ex*****.com`: the first two characters of the local part and of the
 * domain, stars for the rest, the top-level domain kept.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at === -1) return maskPart(email);
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const name = dot === -1 ? domain : domain.slice(0, dot);
  const tld = dot === -1 ? '' : domain.slice(dot);
  return `${maskPart(local)}@${maskPart(name)}${tld}`;
}
