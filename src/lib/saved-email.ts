// The login screen's 'save email' checkbox (spec §2).
import { readStorage, removeStorage, writeStorage } from './storage';

const SAVED_EMAIL_KEY = 'savedEmail';

export function getSavedEmail(): string | null {
  return readStorage(SAVED_EMAIL_KEY);
}

export function saveEmail(email: string): void {
  writeStorage(SAVED_EMAIL_KEY, email);
}

export function forgetSavedEmail(): void {
  removeStorage(SAVED_EMAIL_KEY);
}
