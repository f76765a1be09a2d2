import { describe, expect, it } from 'vitest';
import { BANK_NAME_MAX_LENGTH } from '../../contract/asset-rules';
import { BANKS, bankNameKey, findBank, OTHER_US_BANK_CODE } from '../../contract/banks';
import { COUNTRIES } from '../../contract/currency-rules';

describe('the banks of each deployment', () => {
  it('has unique codes, names in both languages that fit the column, and no name shared by two banks', () => {
    for (const country of COUNTRIES) {
      const banks = BANKS[country];
      expect(new Set(banks.map((bank) => bank.code)).size, country).toBe(banks.length);
      const owner = new Map<string, string>();
      for (const bank of banks) {
        for (const name of [bank.ko, bank.en]) {
          expect(name.trim().length, name).toBeGreaterThan(0);
          expect([...name].length, name).toBeLessThanOrEqual(BANK_NAME_MAX_LENGTH);
        }
        for (const name of [bank.code, bank.ko, bank.en, ...(bank.aliases ?? [])]) {
          const key = bankNameKey(name);
          expect(key, name).not.toBe('');
          const earlier = owner.get(key);
          expect(earlier === undefined || earlier === bank.code, `${country} ${name}`).toBe(true);
          owner.set(key, bank.code);
        }
      }
    }
  });

  it('lists the Korean banks by their clearing codes', () => {
    const codes = BANKS.KR.map((bank) => bank.code);
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true);
    for (const code of ['004', '088', '020', '081', '011', '003', '023', '090', '092', '089', '071', '045']) {
      expect(codes).toContain(code);
    }
    expect(BANKS.US.at(-1)!.code).toBe(OTHER_US_BANK_CODE);
  });

  it('finds a bank by its code, a listed name or a short form, in its own country only', () => {
    expect(findBank('KR', '088')?.ko).toBe('신한은행');
    expect(findBank('KR', ' 신한 은행 ')?.code).toBe('088');
    expect(findBank('KR', 'ＫＢ국민은행')?.code).toBe('004');
    expect(findBank('KR', '국민은행')?.code).toBe('004');
    expect(findBank('KR', 'Kookmin')?.code).toBe('004');
    expect(findBank('KR', 'K Bank')?.code).toBe('089');
    expect(findBank('KR', '대구은행')?.code).toBe('031');
    expect(findBank('KR', 'Chase')).toBeNull();
    expect(findBank('KR', 'Portal Bank')).toBeNull();
    expect(findBank('KR', '은행')).toBeNull();
    expect(findBank('US', 'JPMorgan Chase')?.code).toBe('chase');
    expect(findBank('US', 'US Bank')?.code).toBe('us-bank');
    expect(findBank('US', 'M&T Bank')?.code).toBe('m-and-t');
    expect(findBank('US', '신한')).toBeNull();
  });
});
