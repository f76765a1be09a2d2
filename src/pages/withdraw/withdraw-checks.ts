// The withdraw form's checks before anything is sent (issue 10): the contract's rules, which the
// server applies too (contract/money-rules.ts, contract/asset-rules.ts). Each answers the first
// problem it finds, as a value the form turns into a sentence in the current language.
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  accountNumberProblem,
  GUARDIAN_NAME_MAX_LENGTH,
  isGuardianPhone,
} from '../../../contract/asset-rules';
import { bankByCode } from '../../../contract/banks';
import {
  ageOn,
  checkWithdrawalAmount,
  type Country,
  type Currency,
  type WithdrawalAmountProblem,
} from '../../../contract/money-rules';
import { countCharacters, FILE_SIZE_MAX_BYTES } from '../../../contract/submission-rules';
import { typedTextProblem, type TypedTextProblem } from '../../../contract/text-rules';
import { checkFileName } from '../../lib/file-name-check';
import { fileKindOfBytes, readFileHead } from '../../lib/file-signature';
import type { FileProblem } from '../../lib/upload-checks';

export type TextProblem =
  | 'required'
  | 'tooLong'
  | 'accountNotDigits'
  | 'accountLength'
  | 'birthInvalid'
  | 'phoneInvalid'
  | 'controlCharacters'
  | 'bidiControls'
  | 'invisible';

/** The characters the contract refuses in typed text (controls, bidi controls, nothing visible). */
const CHARACTER_PROBLEMS = {
  control: 'controlCharacters',
  bidi: 'bidiControls',
  invisible: 'invisible',
} as const satisfies Record<TypedTextProblem, TextProblem>;

export type AmountProblem = WithdrawalAmountProblem | 'required';

/** The amount typed, against the currency, the minimum and the available balance (minor units). */
export function amountProblem(
  text: string,
  currency: Currency,
  availableMinor: number,
): AmountProblem | null {
  if (text.trim() === '') return 'required';
  const checked = checkWithdrawalAmount(text, currency, availableMinor);
  return checked.ok ? null : checked.problem;
}

/** A one-line text of at most `max` characters (holder, bank, guardian's name). */
export function lineProblem(text: string, max: number): TextProblem | null {
  const characters = typedTextProblem(text);
  if (characters) return CHARACTER_PROBLEMS[characters];
  const value = text.trim();
  if (value === '') return 'required';
  return countCharacters(value) > max ? 'tooLong' : null;
}

export const holderProblem = (text: string) => lineProblem(text, ACCOUNT_HOLDER_MAX_LENGTH);
export const guardianNameProblem = (text: string) => lineProblem(text, GUARDIAN_NAME_MAX_LENGTH);

/** The bank is chosen from the deployment's list (contract/banks.ts): its code, or nothing yet. */
export function bankProblem(code: string, country: Country): TextProblem | null {
  return bankByCode(country, code) ? null : 'required';
}

/** Digits only (spaces and hyphens between them), as many as the country's accounts have. */
export function accountProblem(text: string, country: Country): TextProblem | null {
  const problem = accountNumberProblem(text, country);
  if (problem === 'notDigits') return 'accountNotDigits';
  if (problem === 'length') return 'accountLength';
  return problem;
}

/** How many digits were typed (for "you entered 9"). */
export function accountDigits(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** A real date (YYYY-MM-DD) in the past, of someone at most 150 years old. */
export function birthProblem(date: string, today: string): TextProblem | null {
  if (date.trim() === '') return 'required';
  const age = ageOn(date, today);
  return age === null || date > today || age > 150 ? 'birthInvalid' : null;
}

export function phoneProblem(text: string): TextProblem | null {
  if (text.trim() === '') return 'required';
  return isGuardianPhone(text) ? null : 'phoneInvalid';
}

/** What the bytes prove: a PDF, a PNG or a JPG; null for anything else. */
export async function documentKind(head: Uint8Array): Promise<'pdf' | 'png' | 'jpeg' | null> {
  const kind = await fileKindOfBytes(head);
  return kind === 'pdf' || kind === 'png' || kind === 'jpeg' ? kind : null;
}

/** A document or the consent form: a name of at most 50 characters, at most 1 GB, a PDF, PNG or JPG. */
export async function checkDocument(file: File): Promise<FileProblem | 'notDocument' | null> {
  const nameProblem = checkFileName(file.name);
  if (nameProblem) return nameProblem;
  if (file.size > FILE_SIZE_MAX_BYTES) return { code: 'tooLarge' };
  return (await documentKind(await readFileHead(file))) ? null : 'notDocument';
}
