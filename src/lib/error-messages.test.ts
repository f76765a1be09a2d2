import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes';
import { errorMessage, errorMessageKey } from './error-messages';
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

describe('errorMessage', () => {
  it('says how long to wait when a 429 or 503 says so, in both languages', () => {
    const busy = errorMessage({ status: 503, errorCode: 'SERVICE_UNAVAILABLE', retryAfter: 9 });
    expect(i18n.t(busy.key, { ...busy.values, lng: 'en' })).toBe(
      'The service is temporarily unavailable. Please try again in 9 s.',
    );
    const limited = errorMessage({ status: 429, errorCode: 'RATE_LIMITED', retryAfter: 30 });
    expect(i18n.t(limited.key, { ...limited.values, lng: 'ko' })).toBe(
      '요청이 너무 많습니다. 30초 후에 다시 시도해 주세요.',
    );
  });

  it('falls back to the code’s own text without a wait', () => {
    expect(errorMessage({ status: 503, errorCode: 'SERVICE_UNAVAILABLE' })).toEqual({
      key: 'errors:SERVICE_UNAVAILABLE',
    });
    expect(errorMessage({ status: 400, errorCode: 'VALIDATION_FAILED', retryAfter: 5 })).toEqual({
      key: 'errors:VALIDATION_FAILED',
    });
  });
});
