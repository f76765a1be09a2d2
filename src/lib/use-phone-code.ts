// A phone code on its way to one number: sent by the signup (GET /p/api/users/auth-hpnumber) or the
// phone change on /mypage (POST /api/users/hp-number/code), alive for the time the server gives
// (3 minutes), counted down every second.
import { useCallback, useState } from 'react';
import type { Envelope } from '../../contract/envelope';
import type { AuthHpNumberData } from '../../contract/users';
import { useSecondsLeft } from './countdown';
import { errorMessageKey, type ErrorMessageKey } from './error-messages';

export interface SentCode {
  /** The number the code went to (national digits); the code is bound to it. */
  hpNumber: string;
  sentAt: number;
  expiresAt: number;
}

export type SendPhoneCode = (hpNumber: string) => Promise<Envelope<AuthHpNumberData>>;

export function usePhoneCode(sendCode: SendPhoneCode) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const [sending, setSending] = useState(false);
  const secondsLeft = useSecondsLeft(sent ? { from: sent.sentAt, until: sent.expiresAt } : null);

  /**
   * Sends a code to `hpNumber` (national digits); resolves with the answer's error code and the key
   * of its message when it could not.
   */
  const send = useCallback(
    async (hpNumber: string): Promise<{ errorCode: string | null; key: ErrorMessageKey } | null> => {
      setSending(true);
      const response = await sendCode(hpNumber);
      setSending(false);
      if (response.status !== 200 || !response.data) {
        return { errorCode: response.errorCode, key: errorMessageKey(response.errorCode) };
      }
      const sentAt = Date.now();
      setSent({ hpNumber, sentAt, expiresAt: sentAt + response.data.expiresInSeconds * 1000 });
      return null;
    },
    [sendCode],
  );

  /** Forgets the code (a form that closes or starts over). */
  const reset = useCallback(() => setSent(null), []);

  return { sent, sending, send, reset, secondsLeft, expired: sent !== null && secondsLeft === 0 };
}
