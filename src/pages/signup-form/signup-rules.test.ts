import { describe, expect, it } from 'vitest';
import { validateSignup, type Values } from './signup-rules';

const valid: Values = {
  email: 'fresh@example.com',
  password: 'Secret#2026',
  passwordConfirm: 'Secret#2026',
  userName: '이하늘',
  hpNumber: '010-1234-5678',
  code: '123456',
};
const codeSent = { sentToThisNumber: true, expired: false };
const problems = (errors: object) => Object.fromEntries(Object.entries(errors).filter(([, value]) => value));

describe('validateSignup', () => {
  it('passes a complete form', () => {
    expect(problems(validateSignup(valid, codeSent, 'KR'))).toEqual({});
  });

  it('names each rule', () => {
    expect(
      problems(
        validateSignup(
          { ...valid, email: 'a@b', password: 'password', passwordConfirm: 'other', userName: ' ' },
          codeSent,
          'KR',
        ),
      ),
    ).toEqual({
      email: 'validation.emailFormat',
      password: 'validation.passwordRule',
      passwordConfirm: 'validation.mismatch',
      userName: 'validation.nameRequired',
    });
  });

  it('asks for a code sent to this number, then for a live 6-digit code', () => {
    expect(problems(validateSignup(valid, { sentToThisNumber: false, expired: false }, 'KR'))).toEqual({
      hpNumber: 'phone.codeNotSent',
    });
    expect(problems(validateSignup({ ...valid, code: '12345' }, codeSent, 'KR'))).toEqual({
      code: 'phone.codeFormat',
    });
    expect(problems(validateSignup(valid, { sentToThisNumber: true, expired: true }, 'KR'))).toEqual({
      code: 'phone.codeExpired',
    });
  });

  it('does not judge the code while the number itself is wrong', () => {
    expect(problems(validateSignup({ ...valid, hpNumber: '02-123-4567', code: '' }, codeSent, 'KR'))).toEqual(
      {
        hpNumber: 'phone.format.KR',
      },
    );
  });

  it("judges the number by the deployment's country", () => {
    expect(problems(validateSignup(valid, codeSent, 'US'))).toEqual({ hpNumber: 'phone.otherCountry.US' });
    expect(problems(validateSignup({ ...valid, hpNumber: '(201) 555-0123' }, codeSent, 'US'))).toEqual({});
    expect(problems(validateSignup({ ...valid, hpNumber: '(201) 555-0123' }, codeSent, 'KR'))).toEqual({
      hpNumber: 'phone.otherCountry.KR',
    });
  });
});
