import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../contract/error-codes.js';
import { pickLanguage, translate } from './messages.js';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en', 'en'],
    ['ko', 'ko'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.8,ko;q=0.7', 'en'],
    ['ko;q=0.5,en;q=0.9', 'en'],
    ['en;q=0,ko', 'ko'],
    ['de', 'ko'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('translate', () => {
  it('has a message in both languages for every error code', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(translate(code, 'ko')).toMatch(/[가-힣]/);
      expect(translate(code, 'en')).toMatch(/^[\x20-\x7e]+$/);
    }
  });
});
