import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '../../../contract/asset-rules';
import { newIdempotencyKey, withdrawalForm } from '../../api/assets';
import {
  accountProblem,
  amountProblem,
  bankProblem,
  birthProblem,
  checkDocument,
  documentKind,
  guardianNameProblem,
  holderProblem,
  phoneProblem,
} from './withdraw-checks';

describe('withdraw checks', () => {
  it('reads amounts as integer minor units of the currency, never floats', () => {
    expect(amountProblem('', 'KRW', 10_000)).toBe('required');
    expect(amountProblem('5000', 'KRW', 10_000)).toBeNull();
    expect(amountProblem('4999', 'KRW', 10_000)).toBe('belowMinimum');
    expect(amountProblem('10001', 'KRW', 10_000)).toBe('aboveAvailable');
    expect(amountProblem('5000.5', 'KRW', 10_000)).toBe('invalid');
    expect(amountProblem('1e4', 'KRW', 10_000)).toBe('invalid');
    expect(amountProblem('-5000', 'KRW', 10_000)).toBe('invalid');
    // Dollars: cents, at most two decimals; 0.29 dollars is 29 cents exactly.
    expect(amountProblem('5.00', 'USD', 1_000)).toBeNull();
    expect(amountProblem('4.99', 'USD', 1_000)).toBe('belowMinimum');
    expect(amountProblem('10.01', 'USD', 1_000)).toBe('aboveAvailable');
    expect(amountProblem('5.001', 'USD', 1_000)).toBe('invalid');
  });

  it('checks the texts with the contract limits', () => {
    expect(holderProblem('  ')).toBe('required');
    expect(holderProblem('x'.repeat(41))).toBe('tooLong');
    expect(holderProblem('a\u0007b')).toBe('controlCharacters');
    expect(holderProblem('\u200B')).toBe('invisible');
    expect(holderProblem('Kim \u202Ekcalb')).toBe('bidiControls');
    expect(guardianNameProblem('\u3164')).toBe('invisible');
    expect(accountProblem('110-123-456789', 'KR')).toBeNull();
    expect(accountProblem(' ', 'KR')).toBe('required');
    expect(accountProblem('110-123-45678O', 'KR')).toBe('accountNotDigits');
    expect(accountProblem('110 123 4567', 'KR')).toBeNull();
    expect(accountProblem('123456789', 'KR')).toBe('accountLength');
    expect(accountProblem('123456789012345', 'KR')).toBe('accountLength');
    expect(accountProblem('123456789', 'US')).toBeNull();
    expect(accountProblem('12345', 'US')).toBe('accountLength');
    expect(bankProblem('', 'KR')).toBe('required');
    expect(bankProblem('088', 'KR')).toBeNull();
    expect(bankProblem('chase', 'KR')).toBe('required');
    expect(bankProblem('chase', 'US')).toBeNull();
    expect(birthProblem('2000-02-30', '2026-11-24')).toBe('birthInvalid');
    expect(birthProblem('2027-01-01', '2026-11-24')).toBe('birthInvalid');
    expect(birthProblem('2008-11-24', '2026-11-24')).toBeNull();
    expect(phoneProblem('010-1234-5678')).toBeNull();
    expect(phoneProblem('1234')).toBe('phoneInvalid');
  });

  it('knows documents from their bytes: PDF, PNG or JPG only', async () => {
    expect(await documentKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    // A PNG's signature and the header of its first chunk (IHDR), as every PNG starts.
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
    expect(await documentKind(new Uint8Array(png))).toBe('png');
    expect(await documentKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(await documentKind(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(await checkDocument(new File(['%PDF-1.4'], 'ok.pdf'))).toBeNull();
    expect(await checkDocument(new File(['hello'], 'fake.pdf'))).toBe('notDocument');
    expect(await checkDocument(new File(['%PDF-1.4'], `${'n'.repeat(51)}.pdf`))).toEqual({
      code: 'nameTooLong',
    });
    // The consent form or a document named to read as another ("idfdp.exe" shows as "idexe.pdf").
    expect(await checkDocument(new File(['%PDF-1.4'], 'id\u202Efdp.exe'))).toEqual({ code: 'nameHidden' });
  });
});

describe('withdrawal request', () => {
  it('makes keys the server accepts, a new one each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('sends the texts, the documents as document1.. and a minor guardian only when there is one', () => {
    const file = new File(['%PDF-1.4'], 'id.pdf');
    const base = {
      amount: ' 12.50 ',
      accountHolder: 'Kim',
      bankName: 'chase',
      accountNumber: '123456789',
      payeeType: 'individual' as const,
      vatRegistered: true,
      dateOfBirth: '1990-01-01',
      guardian: null,
      documents: [file, file],
    };
    const form = withdrawalForm(base);
    expect(form.get('amount')).toBe('12.50');
    // Only a business can be VAT-registered.
    expect(form.get('vatRegistered')).toBe('false');
    expect(form.has('document1') && form.has('document2') && !form.has('document3')).toBe(true);
    expect(form.has('guardianName')).toBe(false);
    const minor = withdrawalForm({
      ...base,
      guardian: { name: 'Parent', phone: '01012345678', consent: file },
    });
    expect(minor.get('guardianName')).toBe('Parent');
    expect(minor.has('guardianConsent')).toBe(true);
    // The bank by its code; the kept account by the request it is from, without the three fields.
    expect(form.get('bankName')).toBe('chase');
    expect(form.has('accountFromRequest')).toBe(false);
    const kept = withdrawalForm({ ...base, accountFromRequest: 'w1000000-0000-4000-8000-000000000001' });
    expect(kept.get('accountFromRequest')).toBe('w1000000-0000-4000-8000-000000000001');
    expect(['accountHolder', 'bankName', 'accountNumber'].some((name) => kept.has(name))).toBe(false);
  });
});
