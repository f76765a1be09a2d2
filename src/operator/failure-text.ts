// A refused console call as one sentence in the operator's language: the errors namespace's text
// of its code (with the wait of a 429 or 503), as every console page shows a server's refusal.
import { useTranslation } from 'react-i18next';
import type { Envelope } from '../../contract/envelope';
import { errorMessage } from '../lib/error-messages';

export function useFailureText(): (
  response: Pick<Envelope<unknown>, 'status' | 'errorCode' | 'retryAfter'>,
) => string {
  const { t } = useTranslation(['operator', 'errors']);
  return (response) => {
    const message = errorMessage(response);
    return t(message.key, message.values);
  };
}

/** Whether a call went through (the console's calls resolve with their envelope, failures too). */
export function succeeded(response: Envelope<unknown>): boolean {
  return response.status >= 200 && response.status < 300;
}
