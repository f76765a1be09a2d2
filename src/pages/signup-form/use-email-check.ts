// The duplicate check of the email address (GET /p/api/users/same-userid). An answer belongs to
// the address it was asked for: once the address changes, it has to be checked again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkUserId } from '../../api/users';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-messages';

export type EmailCheck =
  | { email: string; state: 'checking' | 'available' | 'taken' }
  | { email: string; state: 'failed'; message: ErrorMessageKey };

export function useEmailCheck(email: string) {
  const [result, setResult] = useState<EmailCheck | null>(null);
  // The address in the field now, for answers that arrive after it changed.
  const current = useRef(email);
  useEffect(() => {
    current.current = email;
  }, [email]);

  /** Resolves true when the address is free, false when taken, null when the check failed or is stale. */
  const run = useCallback(async (address: string): Promise<boolean | null> => {
    setResult({ email: address, state: 'checking' });
    const response = await checkUserId(address);
    if (current.current !== address) return null;
    if (response.status === 200 && response.data) {
      setResult({ email: address, state: response.data.available ? 'available' : 'taken' });
      return response.data.available;
    }
    setResult({ email: address, state: 'failed', message: errorMessageKey(response.errorCode) });
    return null;
  }, []);

  /** The signup itself found the address taken (someone else was quicker). */
  const markTaken = useCallback((address: string) => setResult({ email: address, state: 'taken' }), []);

  return { check: result?.email === email ? result : null, run, markTaken };
}
