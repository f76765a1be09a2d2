import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../contract/users.js';
import {
  createPhoneCodeHasher,
  hashEmailCode,
  maskEmail,
  newEmailCode,
  newPhoneCode,
  newTemporaryPassword,
} from './codes.js';

describe('maskEmail', () => {
  it.each([
    ['devon@example.com', 'de***@ex*****.com'],
    ['de12@example.com', 'de**@ex*****.com'],
    ['ab@ab.io', 'a*@a*.io'],
    ['a@b.kr', '*@*.kr'],
    ['creator@mail.example.co.kr', 'cr*****@ma*************.kr'],
  ])('%s -> %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('codes', () => {
  it('email codes carry 256 random bits in base64url and are stored as their SHA-256', () => {
    const { code, hash } = newEmailCode();
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(hash).toBe(hashEmailCode(code));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newEmailCode().code).not.toBe(code);
  });

  it('phone codes are six digits, hashed with a key', () => {
    for (let i = 0; i < 50; i += 1) expect(newPhoneCode()).toMatch(/^\d{6}$/);
    const a = createPhoneCodeHasher('secret-a');
    const b = createPhoneCodeHasher('secret-b');
    expect(a('123456')).toBe(a('123456'));
    expect(a('123456')).not.toBe(b('123456'));
    expect(a('123456')).not.toBe(a('123457'));
  });

  it('temporary passwords are 12 random characters that meet the §5 rule', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const password = newTemporaryPassword();
      expect(password).toHaveLength(12);
      expect(isValidPassword(password)).toBe(true);
      expect(password).not.toMatch(/[0O1lI]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});
