// The withdrawal form's texts (spec §7 "Assets", issue 10; contract/assets.ts WITHDRAWAL_FIELDS),
// checked as the request route receives them, before any file byte is stored: the amount is
// checked by the route, the rest here: the payee, the account paid into (typed, or an earlier
// request's named by accountFromRequest, issue 19), the date of birth and a minor's guardian.
// A refusal is the ApiError the route answers (400, with the form field at fault).
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  GUARDIAN_NAME_MAX_LENGTH,
  isGuardianPhone,
  normalizeAccountNumberFor,
  REQUEST_UUID_PATTERN,
  WITHDRAWAL_FIELDS,
} from '../../contract/assets.js';
import { findBank, storedBankName } from '../../contract/banks.js';
import { ErrorCode } from '../../contract/error-codes.js';
import { ageOn, isMinorOn, PAYEE_TYPES, type PayeeType } from '../../contract/money-rules.js';
import { countCharacters } from '../../contract/submission-rules.js';
import { containsControlCharacters, typedTextProblem } from '../../contract/text-rules.js';
import type { Database } from '../db/client.js';
import { refuse } from '../files/index.js';
import { keptAccountOfRequest, type MoneySettings } from './withdrawals.js';

const F = WITHDRAWAL_FIELDS;

export interface WithdrawalTexts {
  amountText: string;
  payeeType: PayeeType;
  vatRegistered: boolean;
  accountHolder: string;
  /** The bank's name in the deployment's language (contract/banks.ts storedBankName). */
  bankName: string;
  bankCode: string;
  accountNumber: string;
  /** The earlier request whose account is used again (accountFromRequest), or null. */
  accountFrom: string | null;
  dateOfBirth: string;
  minor: boolean;
  guardianName: string | null;
  guardianPhone: string | null;
}

function oneLine(
  texts: Map<string, string>,
  field: string,
  max: number,
  code: (typeof ErrorCode)[keyof typeof ErrorCode],
) {
  const raw = texts.get(field) ?? '';
  // A bidi control or nothing visible (a lone zero-width space) is the field's own code, as a control
  // character is CONTROL_CHARACTERS (contract/text-rules.ts, as the portal checks).
  const problem = typedTextProblem(raw);
  if (problem === 'control') throw refuse(400, ErrorCode.ControlCharacters, field);
  const value = raw.trim();
  if (problem || value === '' || countCharacters(value) > max) throw refuse(400, code, field);
  return value;
}

export function checkTexts(texts: Map<string, string>, today: string, money: MoneySettings): WithdrawalTexts {
  for (const [field, value] of texts) {
    if (containsControlCharacters(value)) throw refuse(400, ErrorCode.ControlCharacters, field);
  }
  const amountText = texts.get(F.amount) ?? '';
  const payee = texts.get(F.payeeType) ?? '';
  if (!(PAYEE_TYPES as readonly string[]).includes(payee)) {
    throw refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.payeeType);
  }
  const vatText = texts.get(F.vatRegistered) ?? 'false';
  if (vatText !== 'true' && vatText !== 'false') {
    throw refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.vatRegistered);
  }
  const vatRegistered = vatText === 'true';
  if (vatRegistered && payee !== 'business') {
    throw refuse(400, ErrorCode.WithdrawalPayeeTypeInvalid, F.vatRegistered);
  }
  const account = checkAccount(texts, money);
  const dateOfBirth = (texts.get(F.dateOfBirth) ?? '').trim();
  const age = ageOn(dateOfBirth, today);
  if (age === null || age < 0 || dateOfBirth > today || age > 150) {
    throw refuse(400, ErrorCode.WithdrawalBirthDateInvalid, F.dateOfBirth);
  }
  const minor = isMinorOn(dateOfBirth, today, money.country);
  let guardianName: string | null = null;
  let guardianPhone: string | null = null;
  if (minor) {
    guardianName = oneLine(
      texts,
      F.guardianName,
      GUARDIAN_NAME_MAX_LENGTH,
      ErrorCode.WithdrawalGuardianRequired,
    );
    const phone = (texts.get(F.guardianPhone) ?? '').trim();
    if (!isGuardianPhone(phone)) throw refuse(400, ErrorCode.WithdrawalGuardianRequired, F.guardianPhone);
    guardianPhone = phone;
  }
  return {
    amountText,
    payeeType: payee as PayeeType,
    vatRegistered,
    ...account,
    dateOfBirth,
    minor,
    guardianName,
    guardianPhone,
  };
}

type AccountTexts = Pick<
  WithdrawalTexts,
  'accountHolder' | 'bankName' | 'bankCode' | 'accountNumber' | 'accountFrom'
>;

/**
 * The account paid into: typed (holder, a bank of the deployment's list, a number of the country's
 * digits), or an earlier request's named by `accountFromRequest` — then none of the three may come
 * too, and the account itself is read from that request afterwards (useKeptAccount).
 */
function checkAccount(texts: Map<string, string>, money: MoneySettings): AccountTexts {
  const from = texts.get(F.accountFromRequest)?.trim() ?? '';
  if (from !== '') {
    if (!REQUEST_UUID_PATTERN.test(from)) {
      throw refuse(400, ErrorCode.WithdrawalAccountSourceInvalid, F.accountFromRequest);
    }
    for (const field of [F.accountHolder, F.bankName, F.accountNumber]) {
      if ((texts.get(field) ?? '').trim() !== '') throw refuse(400, ErrorCode.ValidationFailed, field);
    }
    return {
      accountHolder: '',
      bankName: '',
      bankCode: '',
      accountNumber: '',
      accountFrom: from.toLowerCase(),
    };
  }
  const accountHolder = oneLine(
    texts,
    F.accountHolder,
    ACCOUNT_HOLDER_MAX_LENGTH,
    ErrorCode.WithdrawalHolderInvalid,
  );
  const typedBank = oneLine(texts, F.bankName, BANK_NAME_MAX_LENGTH, ErrorCode.WithdrawalBankInvalid);
  const bank = findBank(money.country, typedBank);
  if (!bank) throw refuse(400, ErrorCode.WithdrawalBankUnknown, F.bankName);
  const accountNumber = normalizeAccountNumberFor(texts.get(F.accountNumber) ?? '', money.country);
  if (!accountNumber) throw refuse(400, ErrorCode.WithdrawalAccountInvalid, F.accountNumber);
  return {
    accountHolder,
    bankName: storedBankName(bank, money.country),
    bankCode: bank.code,
    accountNumber,
    accountFrom: null,
  };
}

/**
 * The account of the earlier request `texts.accountFrom` names, copied whole on the server: only
 * from the caller's own requests (keptAccountOfRequest), never from another creator's.
 */
export async function useKeptAccount(
  db: Database,
  userUuid: string,
  texts: WithdrawalTexts,
  money: MoneySettings,
): Promise<WithdrawalTexts> {
  if (texts.accountFrom === null) return texts;
  const kept = await keptAccountOfRequest(db, userUuid, texts.accountFrom, money.country);
  if (!kept) throw refuse(400, ErrorCode.WithdrawalAccountSourceInvalid, F.accountFromRequest);
  return {
    ...texts,
    accountHolder: kept.accountHolder,
    bankName: storedBankName(kept.bank, money.country),
    bankCode: kept.bank.code,
    accountNumber: kept.accountNumber,
  };
}
