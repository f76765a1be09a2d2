import { describe, expect, it } from 'vitest';
import {
  buildModeDeployment,
  deploymentSettings,
  majorToMinor,
  minorToMajor,
  parseMinorUnits,
} from '../../contract/money-rules';

describe('deployment settings', () => {
  it('gives the §9 figures of each currency and country', () => {
    expect(deploymentSettings('KRW', 'KR')).toEqual({
      currency: 'KRW',
      country: 'KR',
      minimumWithdrawal: 5000,
      payoutBusinessDays: 3,
      adultAge: 19,
    });
    expect(deploymentSettings('USD', 'US')).toEqual({
      currency: 'USD',
      country: 'US',
      minimumWithdrawal: 5,
      payoutBusinessDays: 7,
      adultAge: 18,
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
