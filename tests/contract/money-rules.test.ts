import { describe, expect, it } from 'vitest';
import {
  ageOn,
  BUILD_MODE_DEPLOYMENTS,
  buildModeDeployment,
  checkWithdrawalAmount,
  deploymentAnswer,
  deploymentSettings,
  isMinorOn,
  majorToMinor,
  minorToDecimalText,
  minorToMajor,
  parseMinorUnits,
  withdrawalPreview,
} from '../../contract/money-rules';

describe('deployment settings', () => {
  it('gives the §9 figures of each currency and country', () => {
    expect(deploymentSettings('KRW', 'KR')).toEqual({
      currency: 'KRW',
      country: 'KR',
      minimumWithdrawal: 5000,
      payoutBusinessDays: 3,
      adultAge: 19,
      timeZone: 'Asia/Seoul',
    });
    expect(deploymentSettings('USD', 'US')).toEqual({
      currency: 'USD',
      country: 'US',
      minimumWithdrawal: 5,
      payoutBusinessDays: 7,
      adultAge: 18,
      timeZone: 'America/New_York',
    });
  });

  it('starts the Korean builds in won and the US builds in dollars', () => {
    for (const mode of ['development', 'production', 'test', 'prod']) {
      expect(buildModeDeployment(mode)).toMatchObject({ currency: 'KRW', country: 'KR' });
    }
    for (const mode of ['us-prod', 'us-test']) {
      expect(buildModeDeployment(mode)).toMatchObject({ currency: 'USD', country: 'US' });
    }
    expect(buildModeDeployment('toString')).toMatchObject({ currency: 'KRW', country: 'KR' });
    for (const [mode, { currency, country }] of Object.entries(BUILD_MODE_DEPLOYMENTS)) {
      expect(buildModeDeployment(mode)).toEqual(deploymentSettings(currency, country));
    }
  });
});

describe('parseMinorUnits', () => {
  it('reads won as whole numbers', () => {
    expect(parseMinorUnits('5000', 'KRW')).toEqual({ ok: true, minor: 5000 });
    expect(parseMinorUnits(' 1000000 ', 'KRW')).toEqual({ ok: true, minor: 1_000_000 });
    expect(parseMinorUnits('5000.00', 'KRW')).toEqual({ ok: true, minor: 5000 });
    expect(parseMinorUnits('-3', 'KRW')).toEqual({ ok: true, minor: -3 });
  });

  it('refuses fractional won', () => {
    expect(parseMinorUnits('5000.5', 'KRW')).toEqual({ ok: false, reason: 'fraction' });
    expect(parseMinorUnits('0.01', 'KRW')).toEqual({ ok: false, reason: 'fraction' });
  });

  it('reads dollars into cents without floating point', () => {
    expect(parseMinorUnits('5', 'USD')).toEqual({ ok: true, minor: 500 });
    expect(parseMinorUnits('12.5', 'USD')).toEqual({ ok: true, minor: 1250 });
    expect(parseMinorUnits('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
    expect(parseMinorUnits('1234.56', 'USD')).toEqual({ ok: true, minor: 123_456 });
    expect(parseMinorUnits('0.10', 'USD')).toEqual({ ok: true, minor: 10 });
    expect(parseMinorUnits('-0.00', 'USD')).toEqual({ ok: true, minor: 0 });
  });

  it('refuses more than two decimals for dollars', () => {
    expect(parseMinorUnits('1.005', 'USD')).toEqual({ ok: false, reason: 'precision' });
    expect(parseMinorUnits('1.010', 'USD')).toEqual({ ok: true, minor: 101 });
  });

  it('refuses what is not a plain decimal, and what does not fit', () => {
    for (const text of ['', ' ', '5.', '.5', '1e3', '1,000', '+5', '0x10', 'NaN', 'Infinity', '5 000', '٣']) {
      expect(parseMinorUnits(text, 'USD')).toEqual({ ok: false, reason: 'format' });
    }
    expect(parseMinorUnits('9007199254740991', 'KRW')).toEqual({ ok: true, minor: 9_007_199_254_740_991 });
    expect(parseMinorUnits('9007199254740992', 'KRW')).toEqual({ ok: false, reason: 'range' });
    expect(parseMinorUnits('90071992547409.92', 'USD')).toEqual({ ok: false, reason: 'range' });
  });
});

describe('major and minor units', () => {
  it('converts JSON amounts through their decimal text', () => {
    expect(majorToMinor(0.29, 'USD')).toBe(29);
    expect(majorToMinor(1.1, 'USD')).toBe(110);
    expect(majorToMinor(5000, 'KRW')).toBe(5000);
    expect(majorToMinor(5000.5, 'KRW')).toBeNull();
    expect(majorToMinor(0.001, 'USD')).toBeNull();
    expect(majorToMinor(Number.NaN, 'USD')).toBeNull();
    expect(majorToMinor(1e21, 'KRW')).toBeNull();
  });

  it('gives the major unit back for display', () => {
    expect(minorToMajor(5000, 'KRW')).toBe(5000);
    expect(minorToMajor(500, 'USD')).toBe(5);
    expect(minorToMajor(123_456, 'USD')).toBe(1234.56);
    expect(minorToMajor(29, 'USD')).toBe(0.29);
  });
});

describe('the deployment answer', () => {
  it('adds the minor unit digits and the VAT rate', () => {
    expect(deploymentAnswer('KRW', 'KR')).toMatchObject({ minorUnitDigits: 0, vatPercent: 10 });
    expect(deploymentAnswer('USD', 'US')).toMatchObject({ minorUnitDigits: 2, minimumWithdrawal: 5 });
  });

  it("names the server's business zone, its country's when none is given", () => {
    expect(deploymentAnswer('KRW', 'KR').timeZone).toBe('Asia/Seoul');
    expect(deploymentAnswer('USD', 'US').timeZone).toBe('America/New_York');
    expect(deploymentAnswer('USD', 'US', 'America/Chicago').timeZone).toBe('America/Chicago');
  });
});

describe('withdrawal preview (profit policies art. 8)', () => {
  it('withholds 3% income tax and 0.3% local income tax from a Korean individual, cut to 10 won', () => {
    expect(
      withdrawalPreview({
        grossMinor: 1_000_000,
        country: 'KR',
        payeeType: 'individual',
        vatRegistered: false,
      }),
    ).toEqual({
      grossMinor: 1_000_000,
      vatMinor: 0,
      incomeTaxMinor: 30_000,
      localIncomeTaxMinor: 3_000,
      withheldMinor: 33_000,
      netMinor: 967_000,
    });
    // 3% of 123,457 is 3,703.71: 3,700 income tax, 370 local.
    expect(
      withdrawalPreview({
        grossMinor: 123_457,
        country: 'KR',
        payeeType: 'individual',
        vatRegistered: false,
      }),
    ).toMatchObject({ incomeTaxMinor: 3_700, localIncomeTaxMinor: 370, netMinor: 119_387 });
  });

  it('withholds nothing when the income tax is under 1,000 won', () => {
    expect(
      withdrawalPreview({ grossMinor: 33_333, country: 'KR', payeeType: 'individual', vatRegistered: false }),
    ).toMatchObject({ withheldMinor: 0, netMinor: 33_333 });
    expect(
      withdrawalPreview({ grossMinor: 33_334, country: 'KR', payeeType: 'individual', vatRegistered: false }),
    ).toMatchObject({ incomeTaxMinor: 1_000, localIncomeTaxMinor: 100, netMinor: 32_234 });
  });

  it('adds 10% VAT for a VAT-registered business and withholds nothing from a business', () => {
    expect(
      withdrawalPreview({ grossMinor: 50_005, country: 'KR', payeeType: 'business', vatRegistered: true }),
    ).toMatchObject({ vatMinor: 5_000, withheldMinor: 0, netMinor: 55_005 });
    expect(
      withdrawalPreview({ grossMinor: 50_005, country: 'KR', payeeType: 'business', vatRegistered: false }),
    ).toMatchObject({ vatMinor: 0, withheldMinor: 0, netMinor: 50_005 });
    expect(
      withdrawalPreview({ grossMinor: 1_234, country: 'US', payeeType: 'business', vatRegistered: true }),
    ).toMatchObject({ vatMinor: 123, netMinor: 1_357 });
  });

  it('withholds nothing in the US preview (the rate follows the tax form)', () => {
    expect(
      withdrawalPreview({ grossMinor: 1_050, country: 'US', payeeType: 'individual', vatRegistered: false }),
    ).toMatchObject({ withheldMinor: 0, netMinor: 1_050 });
  });

  it('refuses an amount that is not a non-negative integer', () => {
    for (const grossMinor of [-1, 0.5, Number.NaN, 2 ** 53]) {
      expect(() =>
        withdrawalPreview({ grossMinor, country: 'KR', payeeType: 'individual', vatRegistered: false }),
      ).toThrow(RangeError);
    }
  });
});

describe('withdrawal amounts', () => {
  it('accepts the minimum up to the available balance', () => {
    expect(checkWithdrawalAmount('5000', 'KRW', 10_000)).toEqual({ ok: true, minor: 5000 });
    expect(checkWithdrawalAmount('10000', 'KRW', 10_000)).toEqual({ ok: true, minor: 10_000 });
    expect(checkWithdrawalAmount('5.00', 'USD', 500)).toEqual({ ok: true, minor: 500 });
    expect(checkWithdrawalAmount('12.5', 'USD', 5_000)).toEqual({ ok: true, minor: 1_250 });
  });

  it('names the problem of every bad amount', () => {
    for (const text of ['', 'abc', '-5000', '0', '0.00', '5000.5', '1e4', '1,000', '9999999999999']) {
      expect(checkWithdrawalAmount(text, 'KRW', 1e12)).toEqual({ ok: false, problem: 'invalid' });
    }
    expect(checkWithdrawalAmount('5.001', 'USD', 1e6)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkWithdrawalAmount('4999', 'KRW', 1e6)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(checkWithdrawalAmount('4.99', 'USD', 1e6)).toEqual({ ok: false, problem: 'belowMinimum' });
    expect(checkWithdrawalAmount('10001', 'KRW', 10_000)).toEqual({ ok: false, problem: 'aboveAvailable' });
  });

  it('writes minor units back as form text', () => {
    expect(minorToDecimalText(5000, 'KRW')).toBe('5000');
    expect(minorToDecimalText(5, 'USD')).toBe('0.05');
    expect(minorToDecimalText(123_456, 'USD')).toBe('1234.56');
  });
});

describe('age and minors (spec §9)', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2007-11-24', '2026-11-24')).toBe(19);
    expect(ageOn('2007-11-25', '2026-11-24')).toBe(18);
    expect(ageOn('2008-02-29', '2027-02-28')).toBe(18);
    expect(ageOn('2008-02-29', '2027-03-01')).toBe(19);
    expect(ageOn('2007-02-30', '2026-11-24')).toBeNull();
    expect(ageOn('20071124', '2026-11-24')).toBeNull();
  });

  it('follows the country: under 19 in Korea, under 18 in the US', () => {
    expect(isMinorOn('2007-11-25', '2026-11-24', 'KR')).toBe(true);
    expect(isMinorOn('2007-11-24', '2026-11-24', 'KR')).toBe(false);
    expect(isMinorOn('2007-11-25', '2026-11-24', 'US')).toBe(false);
    expect(isMinorOn('2008-11-25', '2026-11-24', 'US')).toBe(true);
  });
});
