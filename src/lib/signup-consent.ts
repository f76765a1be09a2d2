// Signup step 1 remembers, for this tab only, that both consents were given (spec §5: signup
// requires agreement to the terms and the privacy policy); step 2 refuses to open without them.
import { readSessionStorage, removeSessionStorage, writeSessionStorage } from './storage';

const CONSENT_KEY = 'signupConsent';

interface SignupConsent {
  terms: true;
  privacy: true;
  /** When the consents were given (ISO timestamp). */
  agreedAt: string;
}

export function rememberSignupConsent(now = new Date()): void {
  const consent: SignupConsent = { terms: true, privacy: true, agreedAt: now.toISOString() };
  writeSessionStorage(CONSENT_KEY, JSON.stringify(consent));
}

export function hasSignupConsent(): boolean {
  const stored = readSessionStorage(CONSENT_KEY);
  if (!stored) return false;
  try {
    const consent = JSON.parse(stored) as Partial<SignupConsent> | null;
    return consent?.terms === true && consent.privacy === true;
  } catch {
    return false;
  }
}

/** After a successful signup: the next signup in this tab starts with the consents again. */
export function forgetSignupConsent(): void {
  removeSessionStorage(CONSENT_KEY);
}
