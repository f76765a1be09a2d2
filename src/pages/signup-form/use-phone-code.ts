// The phone code (GET /p/api/users/auth-hpnumber): sent to one number, alive for the time the
// server gives (3 minutes), counted down every second.
import { useCallback, useState } from 'react';
import { sendPhoneCode } from '../../api/users';
import { useSecondsLeft } from '../../lib/countdown';
import { errorMessageKey, type ErrorMessageKey } from '../../lib/error-messages';

export interface SentCode {
  /** The number the code went to (digits); the code is bound to it. */
  hpNumber: string;
  sentAt: number;
  expiresAt: number;
}

export function usePhoneCode() {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [sending, setSending] = useState(false);
  const secondsLeft = useSecondsLeft(sent ? { from: sent.sentAt, until: sent.expiresAt } : null);

  /** Sends a code to `hpNumber` (digits); resolves with the reason when it could not. */
  const send = useCallback(async (hpNumber: string): Promise<ErrorMessageKey | null> => {
    setSending(true);
    const response = await sendPhoneCode(hpNumber);
    setSending(false);
    if (response.status !== 200 || !response.data) return errorMessageKey(response.errorCode);
    const sentAt = Date.now();
    setSent({ hpNumber, sentAt, expiresAt: sentAt + response.data.expiresInSeconds * 1000 });
    return null;
  }, []);

  return { sent, sending, send, secondsLeft, expired: sent !== null && secondsLeft === 0 };
}
