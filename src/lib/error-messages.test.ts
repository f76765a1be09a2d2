import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { errorMessageKey } from './error-messages';
import { i18n } from './i18n';

describe('errorMessageKey', () => {
  it.each(Object.values(ErrorCode))('%s has a text in both languages', (code) => {
    const key = errorMessageKey(code);
    expect(key).toBe(`errors:${code}`);
    expect(i18n.exists(key, { lng: 'ko' })).toBe(true);
    expect(i18n.exists(key, { lng: 'en' })).toBe(true);
  });

  it('gives unknown and missing codes the generic text', () => {
    expect(errorMessageKey('E999')).toBe('errors:unknown');
    expect(errorMessageKey(null)).toBe('errors:unknown');
    expect(i18n.t('errors:unknown', { lng: 'en' })).toBe('Something went wrong. Please try again.');
  });

  it('fills in the support contacts', () => {
    expect(i18n.t(errorMessageKey('INTERNAL_ERROR'), { lng: 'en' })).toBe(
      'Something went wrong. If it keeps happening, contact us at help@creator-portal.example.',
    );
  });
});
