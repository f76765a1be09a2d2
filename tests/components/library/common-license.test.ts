import { describe, expect, it } from 'vitest';
import { commonLicense } from '../../../contract/common-license';

describe('commonLicense', () => {
  it('is null for an empty list', () => {
    expect(commonLicense([])).toBeNull();
  });

  it('is the licence every item shares', () => {
    expect(commonLicense(['CC0', 'CC0', 'CC0'])).toBe('CC0');
  });

  it('is the most frequent licence, wherever its items are', () => {
    expect(commonLicense(['CC BY', 'CC0', 'CC BY', 'CC0', 'CC0'])).toBe('CC0');
  });

  it('is the first one seen when two are as frequent', () => {
    expect(commonLicense(['CC BY', 'CC0'])).toBe('CC BY');
    expect(commonLicense(['CC0', 'CC BY', 'CC BY', 'CC0'])).toBe('CC0');
  });
});
