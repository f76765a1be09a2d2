// A bank's name in the reader's language (issue 19): requests carry the code of the deployment's
// list (contract/banks.ts); a request made before the list shows the name it was given then.
import { bankByCode, bankLabel } from '../../contract/banks';
import type { Country } from '../../contract/currency-rules';
import type { Language } from './constants';

export function bankNameIn(
  code: string | null,
  fallback: string,
  country: Country,
  language: Language,
): string {
  const bank = code ? bankByCode(country, code) : null;
  return bank ? bankLabel(bank, language) : fallback;
}
